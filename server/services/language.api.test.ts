import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import type { TCreateLanguageTextKeyInput, TLanguageTextTree } from "@/lib/contracts/language";
import { call, signIn, unique } from "@/server/test/api";

let admin: string;
beforeAll(async () => {
  admin = await signIn();
});

const texts = (query: Record<string, unknown>, token = admin) =>
  call(contracts.Language.GetAllLanguageText, query, {
    token,
  });
const setText = (languageName: string, key: string, value: string) =>
  call(contracts.Language.UpdateLanguageTextValue, { languageName, key, value }, { token: admin });
const createText = (languageName: string, key: string, value: string) =>
  call(contracts.Language.CreateLanguageText, { languageName, key, value }, { token: admin });
const deleteText = (languageName: string, key: string) =>
  call(contracts.Language.DeleteLanguageText, { languageName, key }, { token: admin });
const tree = (languageName: string) =>
  call(contracts.Language.GetAllLanguageTextTree, { languageName });
/** The single row whose key is exactly `key` (the filter also matches values and longer keys). */
const textOf = async (languageName: string, key: string) =>
  (await texts({ languageName, key, maxResultCount: 1000 })).body.result.items.find(
    (t) => t.key === key,
  );

function upload(languageName: string, content: string, fileName = "texts.json", dryRun = false) {
  const form = new FormData();
  form.append("languageName", languageName);
  form.append("file", new File([content], fileName, { type: "application/json" }));
  if (dryRun) form.append("dryRun", "true");
  return call(contracts.Language.Upload, form, {
    token: admin,
  });
}
const grid = (query: Record<string, unknown>) =>
  call(contracts.Language.GetAllLanguageTextGrid, query, { token: admin });
/** The grid's row of exactly `key`. */
const rowOf = async (key: string) =>
  (await grid({ filter: key, maxResultCount: 1000 })).body.result.items.find((r) => r.key === key);
/** English may be left out here, to see it refused. */
const createKey = (input: Partial<TCreateLanguageTextKeyInput>) =>
  call(contracts.Language.CreateLanguageTextKey, input as TCreateLanguageTextKeyInput, {
    token: admin,
  });
const deleteKey = (key: string) =>
  call(contracts.Language.DeleteLanguageTextKey, { key }, { token: admin });

describe("Language", () => {
  it("lists the four console languages without a token", async () => {
    const res = await call(contracts.Language.GetAllLanguage, {});
    expect(res.status).toBe(200);
    expect(res.body.result.map((l) => l.name)).toEqual(["en", "zh-Hans", "es", "ja"]);
    expect(res.body.result.map((l) => l.displayName)).toEqual([
      "English",
      "简体中文",
      "Español",
      "日本語",
    ]);
    expect(res.body.result.filter((l) => l.isDefault).map((l) => l.name)).toEqual(["en"]);
    expect(res.body.result.every((l) => !l.isDisabled)).toBe(true);
  });

  it("pages a language's texts with totalCount, a key filter and the bundled default", async () => {
    const first = await texts({ languageName: "en", key: "enums.OrderStatus.", maxResultCount: 3 });
    expect(first.status).toBe(200);
    expect(first.body.result.totalCount).toBe(7);
    expect(first.body.result.items.map((t) => t.key)).toEqual([
      "enums.OrderStatus.Cancelled",
      "enums.OrderStatus.Issued",
      "enums.OrderStatus.Paid",
    ]);
    const second = await texts({
      languageName: "en",
      key: "ENUMS.ORDERSTATUS.",
      skipCount: 3,
      maxResultCount: 3,
    });
    expect(second.body.result.totalCount).toBe(7);
    expect(second.body.result.items.map((t) => t.key)).toEqual([
      "enums.OrderStatus.PaidAndIssued",
      "enums.OrderStatus.PaidAndReceived",
      "enums.OrderStatus.Received",
    ]);

    const ja = await textOf("ja", "enums.OrderStatus.ToBePaid");
    expect(ja).toEqual({
      key: "enums.OrderStatus.ToBePaid",
      value: "支払待ち",
      defaultValue: "支払待ち",
      isOverridden: false,
      languageName: "ja",
    });
    // zh is read as zh-Hans
    expect((await textOf("zh", "enums.OrderStatus.ToBePaid"))?.defaultValue).toBe("待付款");
    expect((await textOf("zh", "enums.OrderStatus.ToBePaid"))?.languageName).toBe("zh-Hans");
  });

  it("shows an override in the list and nested in GetAllLanguageTextTree", async () => {
    const section = unique("t");
    const key = `${section}.dialog.title`;
    const set = await setText("ja", key, "テスト題名");
    expect(set.status).toBe(200);
    expect(set.body.result).toEqual({
      key,
      value: "テスト題名",
      defaultValue: null,
      isOverridden: true,
      languageName: "ja",
    });

    expect(await textOf("ja", key)).toEqual({
      key,
      value: "テスト題名",
      defaultValue: null,
      isOverridden: true,
      languageName: "ja",
    });
    const ja = await tree("ja");
    expect(ja.status).toBe(200);
    expect(ja.body.result[section]).toEqual({ dialog: { title: "テスト題名" } });
    // only that language carries it
    expect((await tree("en")).body.result[section]).toBeUndefined();

    // a second write updates the same override
    await setText("ja", key, "改訂");
    expect(((await tree("ja")).body.result[section] as TLanguageTextTree).dialog).toEqual({
      title: "改訂",
    });
  });

  it("refuses to create a text the language already has, on the key field", async () => {
    const key = `${unique("t")}.label`;
    const created = await createText("es", key, "Hola");
    expect(created.status).toBe(200);
    expect(created.body.result).toMatchObject({
      key,
      value: "Hola",
      isOverridden: true,
      languageName: "es",
    });

    const again = await createText("es", key, "Otra");
    expect(again.status).toBe(400);
    expect(again.body.success).toBe(false);
    expect(again.body.error?.validationErrors).toEqual([
      { message: `The key ${key} already exists in es.`, members: ["key"] },
    ]);
    expect((await textOf("es", key))?.value).toBe("Hola");
    // the same key in another language is a different text
    expect((await createText("en", key, "Hello")).status).toBe(200);
  });

  it("refuses a malformed key with a validation error on key", async () => {
    const res = await createText("en", "not a key!", "x");
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.map((e) => e.members)).toEqual([["key"]]);
  });

  it("reverts to the bundled text when an override is deleted", async () => {
    const key = "enums.Currency.RMB";
    try {
      await setText("es", key, "Yuan (prueba)");
      expect(await textOf("es", key)).toMatchObject({
        value: "Yuan (prueba)",
        defaultValue: "Renminbi (CNY)",
        isOverridden: true,
      });

      const deleted = await deleteText("es", key);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toMatchObject({ success: true, result: null });
      expect(await textOf("es", key)).toMatchObject({
        value: "Renminbi (CNY)",
        defaultValue: "Renminbi (CNY)",
        isOverridden: false,
      });
      expect(
        ((await tree("es")).body.result.enums as TLanguageTextTree | undefined)?.Currency,
      ).toBeUndefined();

      // nothing left to delete
      expect((await deleteText("es", key)).status).toBe(404);
    } finally {
      await deleteText("es", key);
    }
  });

  it("renames a key in every language that overrides it", async () => {
    const oldKey = `${unique("t")}.old`;
    const newKey = `${unique("t")}.new`;
    await createText("en", oldKey, "Old EN");
    await createText("ja", oldKey, "古い");

    const res = await call(
      contracts.Language.UpdateLanguageTextKey,
      { oldKey, newKey },
      { token: admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ renamed: 2 });
    expect(await textOf("en", oldKey)).toBeUndefined();
    expect(await textOf("ja", oldKey)).toBeUndefined();
    expect((await textOf("en", newKey))?.value).toBe("Old EN");
    expect((await textOf("ja", newKey))?.value).toBe("古い");

    const missing = await call(
      contracts.Language.UpdateLanguageTextKey,
      { oldKey, newKey: `${oldKey}x` },
      { token: admin },
    );
    expect(missing.status).toBe(404);
  });

  it("imports a nested JSON file, counting inserted and updated texts", async () => {
    const section = unique("t");
    const first = await upload(
      "zh-Hans",
      JSON.stringify({ [section]: { menu: { home: "首页", about: "关于" }, title: "标题" } }),
    );
    expect(first.status).toBe(200);
    expect(first.body.result).toEqual({ inserted: 3, updated: 0, unchanged: 0, newKeys: 3 });

    // flat dotted keys and nested ones alike; one existing, one new
    const second = await upload(
      "zh",
      JSON.stringify({ [`${section}.title`]: "新标题", [section]: { footer: "页脚" } }),
    );
    expect(second.status).toBe(200);
    expect(second.body.result).toEqual({ inserted: 1, updated: 1, unchanged: 0, newKeys: 1 });

    expect((await tree("zh-Hans")).body.result[section]).toEqual({
      menu: { home: "首页", about: "关于" },
      title: "新标题",
      footer: "页脚",
    });
  });

  it("refuses an upload that is not a JSON object of texts, on the file field", async () => {
    for (const content of ["this is not json", "[1, 2, 3]", JSON.stringify({ a: 1 }), "{}"]) {
      const res = await upload("en", content, "texts.txt");
      expect(res.status, content).toBe(400);
      expect(res.body.error?.validationErrors, content).toEqual([
        {
          message: "The file must be a JSON object of keys and texts (nested objects allowed).",
          members: ["file"],
        },
      ]);
    }
  });

  it("refuses an unknown language on the languageName field", async () => {
    const unknownLanguage = [{ message: "Unknown language klingon.", members: ["languageName"] }];
    const list = await texts({ languageName: "klingon" });
    expect(list.status).toBe(400);
    expect(list.body.error?.validationErrors).toEqual(unknownLanguage);
    const set = await setText("klingon", `${unique("t")}.x`, "x");
    expect(set.status).toBe(400);
    expect(set.body.error?.validationErrors).toEqual(unknownLanguage);
    const imported = await upload("klingon", JSON.stringify({ a: "b" }));
    expect(imported.status).toBe(400);
    expect(imported.body.error?.validationErrors).toEqual(unknownLanguage);
  });

  it("refuses the text list to a user without Pages.Admin.LanguageTexts", async () => {
    const clerk = await signIn("clerk");
    const res = await texts({ languageName: "en" }, clerk);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, result: null, unAuthorizedRequest: false });
    expect((await call(contracts.Language.GetAllLanguageText, { languageName: "en" })).status).toBe(
      401,
    );
  });

  it("refuses prototype keys, so the tree never reaches Object.prototype", async () => {
    const property = unique("polluted");
    const key = `__proto__.${property}`;
    try {
      const refused = await setText("es", key, "yes");
      expect(refused.status).toBe(400);
      expect(refused.body.error?.validationErrors?.[0]?.members).toEqual(["key"]);
      const upload = new FormData();
      upload.append("languageName", "es");
      upload.append(
        "file",
        new File([`{"constructor":{"prototype":{"${property}":"x"}}}`], "texts.json"),
      );
      expect((await call(contracts.Language.Upload, upload, { token: admin })).status).toBe(400);
      const res = await tree("es");
      expect(res.status).toBe(200);
      expect(Object.prototype.hasOwnProperty.call(Object.prototype, property)).toBe(false);
      expect(({} as Record<string, unknown>)[property]).toBeUndefined();
    } finally {
      delete (Object.prototype as unknown as Record<string, unknown>)[property];
      await deleteText("es", key);
    }
  });

  describe("the text grid (one row per key, four languages)", () => {
    it("shows a key's four texts side by side, found by its key or by a text in any language", async () => {
      const byKey = await grid({ filter: "enums.OrderStatus.ToBePaid" });
      expect(byKey.status).toBe(200);
      expect(byKey.body.result.totalCount).toBe(1);
      const row = byKey.body.result.items[0];
      expect(row).toMatchObject({ key: "enums.OrderStatus.ToBePaid", isBundled: true });
      expect(row?.missingCount).toBe(0);
      expect(row?.texts.map((t) => [t.languageName, t.value, t.isOverridden, t.isMissing])).toEqual(
        [
          ["en", "Awaiting payment", false, false],
          ["zh-Hans", "待付款", false, false],
          ["es", "Pendiente de pago", false, false],
          ["ja", "支払待ち", false, false],
        ],
      );
      // by the Chinese or the Japanese text, ignoring case for the Latin ones
      for (const text of ["待付款", "支払待ち"]) {
        const found = await grid({ filter: text, maxResultCount: 50 });
        expect(
          found.body.result.items.map((r) => r.key),
          text,
        ).toContain("enums.OrderStatus.ToBePaid");
      }
      const all = await grid({ maxResultCount: 1 });
      expect(all.body.result.totalCount).toBeGreaterThan(1500);
    });

    it("marks missing translations, lists them first or alone, and a key's edits", async () => {
      const section = unique("t");
      const key = `${section}.only.english`;
      expect((await createKey({ key, en: "Only English" })).status).toBe(200);
      const row = await rowOf(key);
      expect(row).toMatchObject({ key, isBundled: false, missingCount: 3 });
      expect(row?.texts.map((t) => [t.languageName, t.value, t.isMissing])).toEqual([
        ["en", "Only English", false],
        ["zh-Hans", null, true],
        ["es", null, true],
        ["ja", null, true],
      ]);

      // a Japanese text equal to English is still to translate
      const same = `${section}.same`;
      await createKey({ key: same, en: "Same", zh: "同", es: "Igual", ja: "Same" });
      expect((await rowOf(same))?.texts.map((t) => t.isMissing)).toEqual([
        false,
        false,
        false,
        true,
      ]);
      const complete = `${section}.complete`;
      await createKey({ key: complete, en: "Done", zh: "完成", es: "Hecho", ja: "完了" });

      const missingFirst = await grid({ filter: section, sorting: "missing desc" });
      expect(missingFirst.body.result.items.map((r) => r.key)).toEqual([key, same, complete]);
      const onlyMissing = await grid({ filter: section, state: "Missing" });
      expect(onlyMissing.body.result.items.map((r) => r.key)).toEqual([key, same]);
      const custom = await grid({ filter: section, state: "Custom" });
      expect(custom.body.result.totalCount).toBe(3);

      // a bundled key with an edit in one language
      const edited = "enums.Currency.RMB";
      try {
        await setText("ja", edited, "人民元（テスト）");
        const overridden = await grid({ filter: edited, state: "Overridden" });
        const ja = overridden.body.result.items[0]?.texts[3];
        expect(ja).toMatchObject({
          value: "人民元（テスト）",
          isOverridden: true,
          defaultValue: expect.any(String),
        });
        expect(ja?.defaultValue).not.toBe(ja?.value);
      } finally {
        await deleteText("ja", edited);
      }
      expect((await grid({ filter: edited, state: "Overridden" })).body.result.totalCount).toBe(0);
    });

    it("refuses an unknown sort field or state with a validation error", async () => {
      expect((await grid({ sorting: "value asc" })).status).toBe(400);
      expect((await grid({ state: "Broken" })).status).toBe(400);
    });
  });

  describe("keys added at run time", () => {
    it("adds a key in the languages given (English required), served in the tree", async () => {
      const section = unique("t");
      const key = `${section}.portal.banner`;
      const created = await createKey({ key, en: "Free shipping", zh: "包邮", es: "" });
      expect(created.status).toBe(200);
      expect(created.body.result).toMatchObject({ key, isBundled: false, missingCount: 2 });
      expect(((await tree("zh-Hans")).body.result[section] as TLanguageTextTree).portal).toEqual({
        banner: "包邮",
      });
      const noEnglish = await createKey({ key: `${section}.x`, zh: "只有中文" });
      expect(noEnglish.status).toBe(400);
      expect(noEnglish.body.error?.validationErrors?.map((e) => e.members)).toEqual([["en"]]);
    });

    it("refuses a key the console ships, and one added before, on the key field", async () => {
      const bundled = await createKey({ key: "login.subtitle", en: "x" });
      expect(bundled.status).toBe(400);
      expect(bundled.body.error?.validationErrors).toEqual([
        {
          message:
            "The key login.subtitle is one of the console's own texts: edit its texts in the list instead.",
          members: ["key"],
        },
      ]);
      const key = `${unique("t")}.twice`;
      await setText("es", key, "Dos veces");
      const again = await createKey({ key, en: "Twice" });
      expect(again.status).toBe(400);
      expect(again.body.error?.validationErrors).toEqual([
        { message: `The key ${key} already exists.`, members: ["key"] },
      ]);
    });

    it("refuses a key that would overlap another: a group of texts, or a text's subkey", async () => {
      const group = await createKey({ key: "common", en: "x" });
      expect(group.status).toBe(400);
      expect(group.body.error?.validationErrors?.[0]).toMatchObject({
        members: ["key"],
        message: expect.stringMatching(/^The key common would overlap common\.[\w.]+: a key is/),
      });
      const under = await setText("en", "login.subtitle.more", "x");
      expect(under.status).toBe(400);
      expect(under.body.error?.validationErrors?.[0]?.message).toMatch(
        /^The key login\.subtitle\.more would overlap login\.subtitle:/,
      );
      // against keys added at run time too, and in an uploaded file
      const key = `${unique("t")}.leaf`;
      expect((await createKey({ key, en: "Leaf" })).status).toBe(200);
      expect((await createKey({ key: `${key}.child`, en: "Child" })).status).toBe(400);
      const file = await upload("en", JSON.stringify({ login: { subtitle: { more: "x" } } }));
      expect(file.status).toBe(400);
      expect(file.body.error?.validationErrors?.[0]?.members).toEqual(["file"]);
      expect((await rowOf("login.subtitle"))?.texts[0]?.isOverridden).toBe(false);
      expect((await deleteKey(key)).status).toBe(200);
    });

    it("deletes a key added at run time in every language; a bundled key only loses its edits", async () => {
      const key = `${unique("t")}.gone`;
      await createKey({ key, en: "Gone", zh: "没了", ja: "消えた" });
      const removed = await deleteKey(key);
      expect(removed.status).toBe(200);
      expect(removed.body.result).toEqual({ removed: 3 });
      expect(await rowOf(key)).toBeUndefined();
      expect((await deleteKey(key)).status).toBe(404);

      const bundled = "enums.Currency.RMB";
      await setText("zh-Hans", bundled, "人民币（测试）");
      await setText("es", bundled, "Yuan (prueba)");
      expect((await deleteKey(bundled)).body.result).toEqual({ removed: 2 });
      const row = await rowOf(bundled);
      expect(row?.isBundled).toBe(true);
      expect(row?.texts.every((t) => !t.isOverridden && t.value === t.defaultValue)).toBe(true);
      // a bundled key without edits has nothing to delete
      expect((await deleteKey(bundled)).status).toBe(404);
    });
  });

  describe("Upload", () => {
    it("counts what a file would change without writing it, then applies it", async () => {
      const key = "enums.Currency.RMB";
      const section = unique("t");
      const file = JSON.stringify({
        enums: { Currency: { RMB: "人民币（上传）" }, OrderStatus: { Paid: "已付款" } },
        [section]: { hello: "你好" },
      });
      try {
        const before = await rowOf(key);
        const dry = await upload("zh", file, "zh.json", true);
        expect(dry.status).toBe(200);
        expect(dry.body.result).toEqual({ inserted: 2, updated: 0, unchanged: 1, newKeys: 1 });
        expect(await rowOf(key)).toEqual(before);
        expect(await rowOf(`${section}.hello`)).toBeUndefined();

        const applied = await upload("zh", file, "zh.json");
        expect(applied.body.result).toEqual({ inserted: 2, updated: 0, unchanged: 1, newKeys: 1 });
        expect((await rowOf(key))?.texts[1]).toMatchObject({
          value: "人民币（上传）",
          isOverridden: true,
        });
        // the same file again changes nothing
        expect((await upload("zh", file, "zh.json", true)).body.result).toEqual({
          inserted: 0,
          updated: 0,
          unchanged: 3,
          newKeys: 0,
        });
        // the bundled text back: the override goes, the key follows the bundle again
        const bundledText = (await rowOf(key))?.texts[1]?.defaultValue;
        const back = await upload("zh", JSON.stringify({ [key]: bundledText }));
        expect(back.body.result).toMatchObject({ updated: 1 });
        expect((await rowOf(key))?.texts[1]?.isOverridden).toBe(false);
      } finally {
        await deleteKey(`${section}.hello`);
        await deleteText("zh-Hans", key);
      }
    });

    it("takes the console's own message file and finds nothing to change", async () => {
      const shipped = readFileSync("messages/ja.json", "utf8");
      const res = await upload("ja", shipped, "ja.json", true);
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({ inserted: 0, updated: 0, newKeys: 0 });
      expect(res.body.result.unchanged).toBeGreaterThan(1500);
    });

    it("refuses bad JSON, another shape and a file too large, losing nothing", async () => {
      const key = "enums.Currency.RMB";
      try {
        await setText("es", key, "Yuan (se queda)");
        const notJson = [
          {
            message: "The file must be a JSON object of keys and texts (nested objects allowed).",
            members: ["file"],
          },
        ];
        for (const content of [
          '{"enums": {"Currency": {"RMB": "x"}',
          JSON.stringify({ enums: { Currency: { RMB: ["a"] } } }),
          JSON.stringify({ enums: { Currency: { RMB: null } } }),
          JSON.stringify({ "bad key!": "x" }),
        ]) {
          const res = await upload("es", content);
          expect(res.status, content).toBe(400);
          expect(res.body.error?.validationErrors, content).toEqual(notJson);
        }
        const big = JSON.stringify({ [key]: "y".repeat(100), pad: "z".repeat(2.1 * 1024 * 1024) });
        const tooLarge = await upload("es", big);
        expect(tooLarge.status).toBe(400);
        expect(tooLarge.body.error?.validationErrors).toEqual([
          { message: "The file is too large.", members: ["file"] },
        ]);
        const deep = await upload("es", `${'{"a":'.repeat(200)}"x"${"}".repeat(200)}`);
        expect(deep.status).toBe(400);
        expect(deep.body.error?.validationErrors?.[0]?.members).toEqual(["file"]);
        expect((await textOf("es", key))?.value).toBe("Yuan (se queda)");
      } finally {
        await deleteText("es", key);
      }
    });

    it("answers a bad file in the caller's language", async () => {
      const form = new FormData();
      form.append("languageName", "ja");
      form.append("file", new File(["nope"], "x.json"));
      const res = await call(contracts.Language.Upload, form, { token: admin, culture: "zh-Hans" });
      expect(res.status).toBe(400);
      expect(res.body.error?.validationErrors?.[0]?.message).toBe(
        "文件必须是由键和文本组成的 JSON 对象（可嵌套）。",
      );
    });
  });
});
