import type { Page } from "@playwright/test";
import { contracts } from "@/lib/contracts";
import { expect, signInAs, test } from "../fixtures";

const RATES = "/admin/sysSettingTaxe";
const ORDER_SETTINGS = "/admin/sysSettingOrder";

/** The list's row of a tax rate, by what its first cell says ("Quebec (QC)"). */
const rateRow = (page: Page, place: string) =>
  page.getByRole("row", { name: new RegExp(`^${place.replace(/[()]/g, "\\$&")}`) });

test.describe("[SETTINGS] tax rates and order settings", () => {
  test.describe("as admin", () => {
    test.use({ signedInAs: "admin" });

    test("add a tax rate for a province, make it the default and back, edit it and delete it", async ({
      page,
      api,
    }) => {
      test.setTimeout(120_000); // one story: create → default → edit → delete
      await api.signIn();
      const place = "Hainan (琼)";

      // Canada's seeded rates (14 rows: all on a page of 20), HST in the GST column, a note saying so
      await page.goto(`${RATES}?size=20`);
      await expect(page.getByRole("heading", { level: 1, name: "Tax settings" })).toBeVisible();
      await expect(
        page.getByRole("complementary", { name: "How Canadian sales taxes are entered" }),
      ).toContainText("carry their whole HST in the GST field");
      await expect(rateRow(page, "Quebec (QC)").getByRole("cell")).toContainText([
        "Quebec (QC)",
        "Canada",
        "5%",
        "9.975%",
        "14.975%",
        "GST 5 % and QST 9.975 %",
      ]);
      await expect(rateRow(page, "Ontario (ON)")).toContainText("13%");
      const original = rateRow(page, "No province (default only)");
      await expect(original).toContainText("Default");

      // a rate for Hainan: the form refuses what is not a percentage, on its field
      await page.getByRole("link", { name: "Add tax rate" }).first().click();
      await expect(page.getByRole("heading", { level: 1, name: "Add tax rate" })).toBeVisible();
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByLabel("GST (%)")).toHaveAttribute("aria-invalid", "true");
      await page.getByRole("combobox", { name: "Country" }).click();
      await page.getByRole("option", { name: "China" }).click();
      await page.getByRole("combobox", { name: "Province / state" }).click();
      await page.getByRole("option", { name: "Hainan" }).click();
      await page.getByLabel("GST (%)").fill("0");
      await page.getByLabel("QST (%)").fill("9.9999");
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByLabel("QST (%)")).toHaveAttribute("aria-invalid", "true");
      await expect(
        page.getByText("Enter a percentage from 0 to 100 with at most 3 decimals."),
      ).toBeVisible();
      await page.getByLabel("QST (%)").fill("0");
      await page.getByLabel("Remark").fill("Exports are zero-rated");
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText(`Tax rate "${place}" created`)).toBeVisible();
      await expect(page).toHaveURL(RATES);
      const made = await api.deleteAfterTest(
        contracts.SysSettingTaxe.GetAll,
        contracts.SysSettingTaxe.Delete,
        "remark",
        "Exports are zero-rated",
      );
      const originalId = (
        await api.call(contracts.SysSettingTaxe.GetAll, { maxResultCount: 1000 })
      ).body.result.items.find((r) => r.isDefault)!.id;
      // undone first (newest first): the original default back, then the row deleted
      api.afterTest(contracts.SysSettingTaxe.SetDefault, { id: originalId });

      await page.getByRole("searchbox").fill("hainan");
      await expect(page).toHaveURL(/keyword=hainan/);
      const row = rateRow(page, place);
      await expect(row.getByRole("cell")).toContainText([place, "China", "0%", "0%", "0%"]);

      // Hainan becomes the default, then the original default is again
      await row.getByRole("button", { name: `Actions for ${place}` }).click();
      await page.getByRole("menuitem", { name: "Set as default" }).click();
      await expect(page.getByText(`${place} is now the default tax rate`)).toBeVisible();
      await expect(row).toContainText("Default");
      await page.goto(`${RATES}?size=20`);
      await page.getByRole("button", { name: "Actions for No province (default only)" }).click();
      await page.getByRole("menuitem", { name: "Set as default" }).click();
      await expect(
        page.getByText("No province (default only) is now the default tax rate"),
      ).toBeVisible();
      await expect(original).toContainText("Default");
      await expect(rateRow(page, place)).not.toContainText("Default");

      // edit: the province is picked already; GST becomes 5 %
      await page.getByRole("button", { name: `Actions for ${place}` }).click();
      await page.getByRole("menuitem", { name: "Edit" }).click();
      await expect(page).toHaveURL(`/admin/sysSettingTaxeEdit/${made.id}`);
      await expect(
        page.getByRole("heading", { level: 1, name: `Edit tax rate: ${place}` }),
      ).toBeVisible();
      await expect(page.getByRole("combobox", { name: "Province / state" })).toHaveText("Hainan");
      await page.getByLabel("GST (%)").fill("5");
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText(`Tax rate "${place}" saved`)).toBeVisible();
      await expect(page).toHaveURL(RATES);
      await page.getByRole("searchbox").fill("hainan");
      await expect(page).toHaveURL(/keyword=hainan/);
      await expect(rateRow(page, place).getByRole("cell")).toContainText([place, "China", "5%"]);

      // delete it
      await page.getByRole("button", { name: `Actions for ${place}` }).click();
      await page.getByRole("menuitem", { name: "Delete" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
      await expect(page.getByText(`Tax rate "${place}" deleted`)).toBeVisible();
      await expect(rateRow(page, place)).toHaveCount(0);
    });

    test("change the order settings and see the new version in the history", async ({
      page,
      api,
    }) => {
      await api.signIn();
      const before = (await api.call(contracts.SysSettingOrder.GetCurrent, {})).body.result;
      await page.goto(ORDER_SETTINGS);
      await expect(page.getByRole("heading", { level: 1, name: "Order settings" })).toBeVisible();
      const current = page.getByRole("region", { name: /^Current settings/ });
      await expect(current.getByRole("heading")).toHaveText(
        `Current settings · version ${before.version}`,
      );

      await current.getByRole("button", { name: "Change settings" }).click();
      const dialog = page.getByRole("dialog", { name: "Change order settings" });
      await dialog.getByLabel("Shipping fee").fill("12.50");
      await dialog.getByLabel("Free shipping from").fill("a lot");
      await dialog.getByLabel("Cancel unpaid orders after").fill("0");
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(dialog.getByText("Enter an amount of 0 or more.")).toBeVisible();
      await expect(dialog.getByText("Enter a whole number of hours from 1 to 720.")).toBeVisible();
      await dialog.getByLabel("Free shipping from").fill("150");
      await dialog.getByLabel("Cancel unpaid orders after").fill("48");
      await dialog.getByRole("button", { name: "Save" }).click();
      const version = before.version + 1;
      await expect(page.getByText(`Order settings saved as version ${version}`)).toBeVisible();
      await expect(dialog).toBeHidden();
      const after = (await api.call(contracts.SysSettingOrder.GetCurrent, {})).body.result;
      // the settings as they were, saved again as a newer version when the test ends
      api.afterTest(contracts.SysSettingOrder.Update, {
        id: after.id,
        shippingFee: before.shippingFee,
        freeShippingThreshold: before.freeShippingThreshold,
        unpaidCancelHours: before.unpaidCancelHours,
      });

      await expect(current.getByRole("heading")).toHaveText(
        `Current settings · version ${version}`,
      );
      await expect(current.getByTestId("shippingFee")).toHaveText("$12.50");
      await expect(current.getByTestId("freeShippingThreshold")).toHaveText("$150.00");
      await expect(current.getByTestId("unpaidCancelHours")).toHaveText("48 hours");
      await expect(current).toContainText("Saved by Admin Quay");

      const history = page.getByRole("region", { name: "History" });
      const rows = history.getByRole("row");
      await expect(rows.nth(1).getByRole("cell")).toContainText([
        `${version}In force`,
        "$12.50",
        "$150.00",
        "48 hours",
        "Admin Quay",
      ]);
      await expect(rows.nth(2)).toContainText(String(before.version));
      await expect(rows.nth(2)).not.toContainText("In force");
    });
  });

  test("a user who may only read tax and order settings sees them without any edit action", async ({
    browser,
    api,
  }) => {
    await api.signIn();
    const role = await api.createRole("SettingsReader", [
      "Pages.Admin",
      "Pages.Admin.Taxes",
      "Pages.Admin.OrderSettings",
    ]);
    const user = await api.createUser("settingsreader", [role.name]);
    const context = await browser.newContext();
    const reader = await context.newPage();
    await signInAs(reader, user.userName, user.password);

    await reader.goto(`${RATES}?size=20`);
    await expect(rateRow(reader, "Quebec (QC)")).toBeVisible();
    await expect(reader.getByRole("link", { name: "Add tax rate" })).toHaveCount(0);
    await expect(reader.getByRole("button", { name: /^Actions for / })).toHaveCount(0);
    await reader.goto("/admin/sysSettingTaxeCreate");
    await expect(reader.getByRole("heading", { name: "No access" })).toBeVisible();

    await reader.goto(ORDER_SETTINGS);
    await expect(reader.getByRole("region", { name: /^Current settings/ })).toBeVisible();
    await expect(reader.getByRole("button", { name: "Change settings" })).toHaveCount(0);
    await expect(
      reader.getByRole("region", { name: "History" }).getByRole("row").nth(1),
    ).toBeVisible();
    await context.close();
  });
});
