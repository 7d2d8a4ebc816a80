import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import tseslint from "typescript-eslint";

const config = [
  {
    ignores: [
      ".next/**",
      ".data/**",
      "node_modules/**",
      "components/ui/**",
      "server/db/migrations/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  ...nextVitals,
  ...nextTs,
  {
    plugins: { "@typescript-eslint": tseslint.plugin },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    // DESIGN §1: the console (pages, components, lib) reaches the server only over the upstream
    // API. Route handlers (app/api, app/bff), the in-process transport and tests (which stand
    // the real server up as a fixture) may import server/.
    files: ["app/(console)/**", "app/(auth)/**", "components/**", "lib/**"],
    ignores: ["lib/upstream/transport.ts", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: ["./app/(console)", "./app/(auth)", "./components", "./lib"],
              from: "./server",
              message: "Console code calls the upstream API, never server/ (DESIGN §1).",
            },
          ],
        },
      ],
    },
  },
];
export default config;
