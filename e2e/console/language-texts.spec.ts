import { contracts } from "@/lib/contracts";
import type { Page } from "@playwright/test";
import { expect, signInAs, test, unique } from "../fixtures";

/** The list narrowed to keys and texts holding `text`, as a person types it. */
async function search(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Search keys and texts…" }).fill(text);
  await expect(page).toHaveURL(new RegExp(`filter=${encodeURIComponent(text)}`));
}

const rowOf = (page: Page, key: string) =>
  page.getByRole("row").filter({ has: page.getByText(key, { exact: true }) });

test.describe("[LANGUAGE TEXTS] /admin/languageTexts", () => {
  test.use({ signedInAs: "admin" });

  test("change a Chinese text, see it on the next page load in Chinese, then restore it", async ({
    page,
    context,
    baseURL,
    api,
  }) => {
    const key = "languageTexts.title";
    const text = `语言文本 ${unique("e2e")}`;
    await api.signIn();
    api.afterTest(contracts.Language.DeleteLanguageText, { languageName: "zh-Hans", key });

    await page.goto("/admin/languageTexts");
    await expect(page.getByRole("heading", { name: "Language texts", level: 1 })).toBeVisible();
    await search(page, key);
    const row = rowOf(page, key);
    await expect(row.getByText("语言文本", { exact: true })).toBeVisible();
    await expect(row.getByText("言語テキスト", { exact: true })).toBeVisible();

    await row.getByRole("button", { name: `Edit the Chinese text of ${key}` }).click();
    await row.getByRole("textbox", { name: `Chinese text of ${key}` }).fill(text);
    await row.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(`Chinese text of ${key} saved.`)).toBeVisible();
    await expect(row.getByText(text, { exact: true })).toBeVisible();
    await expect(row.getByText("Edited")).toBeVisible();
    await expect(row.getByText("Bundled:")).toBeVisible();

    // the console in Chinese, on its next page load: the page's own title is the new text
    await context.addCookies([{ name: "NEXT_LOCALE", value: "zh", url: baseURL! }]);
    await page.reload();
    await expect(page.getByRole("heading", { name: text, level: 1 })).toBeVisible();

    // back to the bundled text, from the English console
    await context.addCookies([{ name: "NEXT_LOCALE", value: "en", url: baseURL! }]);
    await page.reload();
    await row.getByRole("button", { name: `Edit the Chinese text of ${key}` }).click();
    await row.getByRole("button", { name: "Use the bundled text" }).click();
    await expect(page.getByText(`Chinese text of ${key} is the bundled one again.`)).toBeVisible();
    await expect(row.getByText("Edited")).toBeHidden();
    await context.addCookies([{ name: "NEXT_LOCALE", value: "zh", url: baseURL! }]);
    await page.reload();
    await expect(page.getByRole("heading", { name: "语言文本", level: 1 })).toBeVisible();
  });

  test("find a key by its Japanese text, and see missing translations first", async ({ page }) => {
    await page.goto("/admin/languageTexts");
    await search(page, "支払待ち");
    await expect(rowOf(page, "enums.OrderStatus.ToBePaid")).toBeVisible();

    await page.goto("/admin/languageTexts?state=Missing");
    await expect(page.getByRole("combobox", { name: "Show" })).toHaveText(
      "Show: Missing translations",
    );
    // every listed key misses at least one translation
    const badges = page.getByRole("row").getByText(/^\d+ missing$/);
    await expect(badges.first()).toBeVisible();
    await expect(page.getByText("Complete", { exact: true })).toHaveCount(0);
  });

  test("add a key with two languages, find it among the missing, then delete it", async ({
    page,
    api,
  }) => {
    const key = `portal.${unique("banner")}`;
    await api.signIn();
    api.afterTest(contracts.Language.DeleteLanguageTextKey, { key });

    await page.goto("/admin/languageTexts");
    await page.getByRole("button", { name: "Add key" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a key" });
    await dialog.getByRole("textbox", { name: "Key" }).fill("login.subtitle");
    await dialog.getByRole("textbox", { name: "English" }).fill("Free shipping");
    await dialog.getByRole("button", { name: "Add key" }).click();
    await expect(
      dialog.getByText(
        "The key login.subtitle is one of the console's own texts: edit its texts in the list instead.",
      ),
    ).toBeVisible();
    await dialog.getByRole("textbox", { name: "Key" }).fill(key);
    await dialog.getByRole("textbox", { name: "Chinese" }).fill("包邮");
    await dialog.getByRole("button", { name: "Add key" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Key ${key} added.`)).toBeVisible();

    await search(page, key);
    const row = rowOf(page, key);
    await expect(row.getByText("Added here")).toBeVisible();
    await expect(row.getByText("2 missing")).toBeVisible();

    await row.getByRole("button", { name: `Actions for ${key}` }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText(`Key ${key} deleted.`)).toBeVisible();
    await expect(page.getByTestId("table-empty")).toBeVisible();
  });

  test("upload a Japanese file: a refused file changes nothing, a good one shows what changes first", async ({
    page,
    api,
  }) => {
    const key = "languageTexts.description";
    const text = `テキストの説明 ${unique("e2e")}`;
    await api.signIn();
    api.afterTest(contracts.Language.DeleteLanguageText, { languageName: "ja", key });

    await page.goto("/admin/languageTexts");
    await page.getByRole("button", { name: "Upload" }).click();
    const dialog = page.getByRole("dialog", { name: "Upload a language file" });
    await dialog.getByRole("combobox", { name: "Language" }).click();
    await page.getByRole("option", { name: "Japanese" }).click();
    const file = dialog.getByLabel("File (.json)");

    await file.setInputFiles({
      name: "ja.json",
      mimeType: "application/json",
      buffer: Buffer.from('{"languageTexts": {"description": '),
    });
    await expect(
      dialog.getByText(
        "The file must be a JSON object of keys and texts (nested objects allowed).",
      ),
    ).toBeVisible();

    await file.setInputFiles({
      name: "ja.json",
      mimeType: "application/json",
      buffer: Buffer.from(
        JSON.stringify({ languageTexts: { description: text, title: "言語テキスト" } }),
      ),
    });
    await expect(
      dialog.getByText("ja.json for Japanese: 1 new, 0 changed, 1 unchanged."),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Apply 1 change" }).click();
    await expect(page.getByText("Japanese texts uploaded: 1 new, 0 changed.")).toBeVisible();
    await expect(dialog).toBeHidden();

    await search(page, key);
    await expect(rowOf(page, key).getByText(text, { exact: true })).toBeVisible();
  });
});

test.describe("[LANGUAGE TEXTS] a reader without edit rights", () => {
  test("sees the texts but no way to change them", async ({ page, api }) => {
    await api.signIn();
    const role = await api.createRole("TextReader", ["Pages.Admin.LanguageTexts"]);
    const user = await api.createUser("reader", [role.name]);
    await signInAs(page, user.userName, user.password);
    await page.goto("/admin/languageTexts");
    await expect(page.getByRole("heading", { name: "Language texts", level: 1 })).toBeVisible();
    await search(page, "enums.OrderStatus.ToBePaid");
    await expect(rowOf(page, "enums.OrderStatus.ToBePaid").getByText("待付款")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Edit the / })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Upload" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add key" })).toHaveCount(0);
  });
});
