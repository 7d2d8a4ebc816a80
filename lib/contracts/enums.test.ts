import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { appEnumNames, appEnums, appEnumSchemas, EMPTY_GUID, enumMessageKey } from "./enums";

const locales = ["en", "zh", "es", "ja"] as const;

type Tree = { [key: string]: string | Tree };

const readEnums = (locale: string): Tree => {
  const url = new URL(`../../messages/${locale}.json`, import.meta.url);
  const json = JSON.parse(readFileSync(url, "utf8")) as { enums?: Tree };
  return json.enums ?? {};
};

const lookup = (tree: Tree, path: string[]): unknown =>
  path.reduce<unknown>(
    (node, key) => (node && typeof node === "object" ? (node as Tree)[key] : undefined),
    tree,
  );

describe("appEnums", () => {
  it("has unique, non-empty values in every enumeration", () => {
    for (const name of appEnumNames) {
      const values: readonly string[] = appEnums[name];
      expect(values.length, name).toBeGreaterThan(0);
      expect(new Set(values).size, name).toBe(values.length);
    }
  });

  it("has a zod schema per enumeration accepting exactly its values", () => {
    expect(Object.keys(appEnumSchemas).sort()).toEqual([...appEnumNames].sort());
    for (const name of appEnumNames) {
      const schema = appEnumSchemas[name];
      expect([...schema.options], name).toEqual([...appEnums[name]]);
      expect(schema.safeParse("__not_a_value__").success, name).toBe(false);
    }
  });

  it("builds message keys and the empty GUID", () => {
    expect(enumMessageKey("OrderStatus", "Paid")).toBe("enums.OrderStatus.Paid");
    expect(EMPTY_GUID).toMatch(/^0{8}-0{4}-0{4}-0{4}-0{12}$/);
  });
});

describe.each(locales)("messages/%s.json enums", (locale) => {
  const tree = readEnums(locale);

  it("labels every enumeration under _names", () => {
    for (const name of appEnumNames) {
      const label = lookup(tree, ["_names", name]);
      expect(typeof label === "string" && label.trim() !== "", `${locale}: _names.${name}`).toBe(
        true,
      );
    }
  });

  it("has a display name for every value", () => {
    for (const name of appEnumNames) {
      for (const value of appEnums[name]) {
        const key = enumMessageKey(name, value);
        const text = lookup(tree, key.split(".").slice(1));
        expect(typeof text === "string" && text.trim() !== "", `${locale}: ${key}`).toBe(true);
      }
    }
  });
});
