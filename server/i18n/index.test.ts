import type { useTranslations } from "next-intl";
import { describe, expect, it } from "vitest";
import { getTranslator } from "./index";

// Message keys are types (types/next-intl.d.ts): a misspelt key fails `tsc`, which runs this file.
describe("typed message keys", () => {
  it("translates a known key on the server and refuses an unknown one at compile time", () => {
    const t = getTranslator("zh");
    expect(t("app.name")).toBe("Quay");
    expect(t("api.errors.nameTaken", { name: "X" })).toContain("X");
    // @ts-expect-error — not a key of messages/en.json
    expect(t("missing.key")).toBe("missing.key");
    expect(t.has("missing.key")).toBe(false);
  });

  it("types the console's translator the same way", () => {
    const render = (tc: ReturnType<typeof useTranslations<never>>) => [
      tc("app.name"),
      // @ts-expect-error — not a key of messages/en.json
      tc("missing.key"),
    ];
    expect(render).toBeTypeOf("function");
  });
});
