import { beforeAll, describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import type { TLanguageTextTree } from "@/lib/contracts/language";
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

function upload(languageName: string, content: string, fileName = "texts.json") {
  const form = new FormData();
  form.append("languageName", languageName);
  form.append("file", new File([content], fileName, { type: "application/json" }));
  return call(contracts.Language.Upload, form, {
    token: admin,
  });
}

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
    expect(first.body.result).toEqual({ inserted: 3, updated: 0 });

    // flat dotted keys and nested ones alike; one existing, one new
    const second = await upload(
      "zh",
      JSON.stringify({ [`${section}.title`]: "新标题", [section]: { footer: "页脚" } }),
    );
    expect(second.status).toBe(200);
    expect(second.body.result).toEqual({ inserted: 1, updated: 1 });

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
});
