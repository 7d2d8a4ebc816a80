// npm's postbuild (after `npm run build`): completes the Node host artefact, .next/standalone
// (next.config.ts: output "standalone"), and checks it holds what the server reads from disk at
// run time. Next copies the traced server files but leaves the browser's files to us: the static
// chunks go to .next/standalone/.next/static (and public/, if the app ever has one). The result
// runs with `node server.js` from any folder it is copied to (docs/deploy.md, "Node host").
import fs from "node:fs";
import path from "node:path";

const OUT = ".next/standalone";

if (!fs.existsSync(path.join(OUT, "server.js"))) {
  console.log(`standalone: no ${OUT}/server.js (not an output: "standalone" build); nothing to do`);
  process.exit(0);
}

fs.cpSync(".next/static", path.join(OUT, ".next/static"), { recursive: true });
if (fs.existsSync("public")) fs.cpSync("public", path.join(OUT, "public"), { recursive: true });

const migrations = fs
  .readdirSync("server/db/migrations", { recursive: true, encoding: "utf8" })
  .filter((file) => fs.statSync(path.join("server/db/migrations", file)).isFile())
  .map((file) => path.join("server/db/migrations", file));

/** Read at run time by path, so outside the bundles: each must be in the artefact. */
const required = [
  "server.js",
  ".next/BUILD_ID",
  ".next/static",
  // migrate at start-up (server/db/client.ts)
  ...migrations,
  // the embedded database's engine and the trigram extension (server/db/client.ts)
  "node_modules/@electric-sql/pglite/dist/pglite.wasm",
  "node_modules/@electric-sql/pglite/dist/pglite.data",
  "node_modules/@electric-sql/pglite/dist/pg_trgm.tar.gz",
  // the PDF font (server/pdf/kit.ts; next.config.ts traces it)
  "node_modules/@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf",
  "node_modules/@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf",
];
const missing = required.filter((file) => !fs.existsSync(path.join(OUT, file)));
if (missing.length > 0) {
  console.error(`standalone: ${OUT} lacks files the server reads at run time:`);
  for (const file of missing) console.error(`  ${file}`);
  process.exit(1);
}
console.log(
  `standalone: ${OUT} is complete (static files copied, ${required.length} run-time files present); start it with node ${OUT}/server.js`,
);
