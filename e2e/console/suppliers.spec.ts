import { writeFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import { contracts } from "@/lib/contracts";
import { bffUrl, expect, signInAs, test, unique } from "../fixtures";

const { Supplier } = contracts;

test.describe("[SUPPLIERS] suppliers and their import", () => {
  test.describe("as admin", () => {
    test.use({ signedInAs: "admin" });

    test("download the template, fill in three suppliers (one invalid), check and import them; the same file again adds nothing", async ({
      page,
      api,
    }, testInfo) => {
      test.setTimeout(120_000);
      await api.signIn();
      const tag = unique("Imp ");
      const names = [`${tag} Harbour Metals`, `${tag} Lakeside Paper`, `${tag} Broken Phone`];

      await page.goto("/purchase/supplierManagement");
      await expect(page.getByRole("heading", { level: 1, name: "Suppliers" })).toBeVisible();

      // the template: headings, the example row and Excel's checks
      const downloading = page.waitForEvent("download");
      await page.getByRole("link", { name: "Download template" }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe("supplier-import-template.xlsx");
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(await download.path());
      const sheet = workbook.worksheets[0]!;
      expect(sheet.getRow(1).values).toEqual([
        undefined,
        "Supplier name",
        "Mobile phone",
        "Contact name",
        "Sale price visible",
      ]);
      expect(sheet.getCell("A2").value).toBe("Maple Leaf Supplies Ltd. (example)");
      expect(sheet.getCell("D2").dataValidation).toMatchObject({ formulae: ['"Yes,No"'] });

      // three suppliers over the example row; the third one's phone is not a phone
      const rows = [
        [names[0], "+1 416 555 0190", "Mia Chen", "Yes"],
        [names[1], "514 555 0191", "Omar Haddad", "No"],
        [names[2], "call me", "Ivy Park", "No"],
      ];
      rows.forEach((values, i) => (sheet.getRow(2 + i).values = values));
      const file = testInfo.outputPath("suppliers.xlsx");
      await workbook.xlsx.writeFile(file);

      // the dry run, slowed down a little so its progress shows
      const importUrl = `**${bffUrl(Supplier.Import)}`;
      await page.route(importUrl, async (route) => {
        await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      });
      await page.getByRole("button", { name: "Import", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Import suppliers" });
      await dialog.getByLabel("Workbook (.xlsx)").setInputFiles(file);
      await expect(dialog.getByRole("progressbar", { name: "Progress" })).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Added 2" })).toBeVisible();
      await page.unroute(importUrl);
      await expect(dialog.getByRole("button", { name: "Validation error 1" })).toBeVisible();
      await expect(dialog.getByText("3 rows read from suppliers.xlsx.")).toBeVisible();
      await expect(dialog.getByRole("row", { name: new RegExp(names[0]!) })).toContainText("Added");
      const bad = dialog.getByRole("row", { name: new RegExp(names[2]!) });
      await expect(bad).toContainText("Validation error");
      await expect(bad).toContainText(
        "Mobile phone: Enter a valid phone number (digits, spaces, + ( ) -).",
      );
      // only checked: nothing is saved yet
      const before = await api.call(Supplier.GetAll, { keyword: tag });
      expect(before.body.result.totalCount).toBe(0);

      await dialog.getByRole("button", { name: "Import 2 rows" }).click();
      await expect(page.getByText("Suppliers imported: 2 added, 0 updated.")).toBeVisible();
      await expect(dialog).toBeHidden();
      for (const name of names.slice(0, 2))
        await api.deleteAfterTest(Supplier.GetAll, Supplier.Delete, "supplierName", name);

      // the list shows them
      await page.getByRole("searchbox").fill(tag);
      await expect(page).toHaveURL(/keyword=/);
      await expect(page.getByRole("row", { name: new RegExp(names[0]!) })).toContainText(
        "Mia Chen",
      );
      await expect(page.getByRole("row", { name: new RegExp(names[1]!) })).toBeVisible();
      await expect(page.getByRole("row")).toHaveCount(3);

      // the same file again: they exist, nothing would be added, nothing is duplicated
      await page.getByRole("button", { name: "Import", exact: true }).click();
      await dialog.getByLabel("Workbook (.xlsx)").setInputFiles(file);
      await expect(dialog.getByRole("button", { name: "Already exists 2" })).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Validation error 1" })).toBeVisible();
      await expect(dialog.getByRole("button", { name: /^Added/ })).toHaveCount(0);
      await expect(
        dialog.getByText("Nothing to import: every row already exists as it is, or has a problem."),
      ).toBeVisible();
      await dialog.getByRole("button", { name: "Cancel" }).click();
      const after = await api.call(Supplier.GetAll, { keyword: tag });
      expect(after.body.result.items.map((s) => s.supplierName).sort()).toEqual(
        names.slice(0, 2).sort(),
      );
    });

    test("a file that is not a workbook is refused in the dialog, saying why", async ({
      page,
    }, testInfo) => {
      await page.goto("/purchase/supplierManagement");
      await page.getByRole("button", { name: "Import", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Import suppliers" });
      const file = testInfo.outputPath("suppliers.xlsx");
      await writeFile(file, "name,phone\nAcme,123\n");
      await dialog.getByLabel("Workbook (.xlsx)").setInputFiles(file);
      await expect(dialog.getByText(/^The file is not an Excel workbook \(\.xlsx\)/)).toBeVisible();
      await expect(dialog.getByRole("button", { name: /^Import \d/ })).toHaveCount(0);
    });

    test("create a supplier, let it see sale prices, find it by that filter, edit and delete it", async ({
      page,
      api,
    }) => {
      await api.signIn();
      const name = unique("Northwind Parts ");
      await page.goto("/purchase/supplierManagement");
      await page.getByRole("button", { name: "Create supplier" }).first().click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Supplier name").fill(name);
      await dialog.getByLabel("Mobile phone").fill("12");
      await dialog.getByLabel("Contact name").fill("Lena Fox");
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(dialog.getByLabel("Mobile phone")).toHaveAttribute("aria-invalid", "true");
      await dialog.getByLabel("Mobile phone").fill("+1 604 555 0150");
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText(`Supplier "${name}" created`)).toBeVisible();
      await api.deleteAfterTest(Supplier.GetAll, Supplier.Delete, "supplierName", name);

      await page.getByRole("searchbox").fill(name);
      const row = page.getByRole("row", { name: new RegExp(name) });
      const visible = row.getByRole("switch", { name: `${name} sees sale prices` });
      await expect(visible).not.toBeChecked();
      await visible.click();
      await expect(page.getByText(`${name} now sees sale prices.`)).toBeVisible();
      await expect(visible).toBeChecked();

      await page.getByRole("combobox", { name: "Sale prices" }).click();
      await page.getByRole("option", { name: "Sale prices: Hidden" }).click();
      await expect(page).toHaveURL(/isSalePriceVisible=false/);
      await expect(page.getByText("No suppliers match these filters.")).toBeVisible();
      await page.getByRole("combobox", { name: "Sale prices" }).click();
      await page.getByRole("option", { name: "Sale prices: Visible" }).click();
      await expect(row).toBeVisible();

      await row.getByRole("button", { name: `Actions for ${name}` }).click();
      await page.getByRole("menuitem", { name: "Edit" }).click();
      await dialog.getByLabel("Contact name").fill("Lena Fox-Hart");
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText(`Supplier "${name}" saved`)).toBeVisible();
      await expect(row).toContainText("Lena Fox-Hart");

      await row.getByRole("button", { name: `Actions for ${name}` }).click();
      await page.getByRole("menuitem", { name: "Delete" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
      await expect(page.getByText(`Supplier "${name}" deleted`)).toBeVisible();
      await expect(row).toHaveCount(0);
    });
  });

  test("a user who may only see suppliers gets no import, template, create or switch, and the API refuses the import", async ({
    browser,
    api,
    request,
  }) => {
    await api.signIn();
    const role = await api.createRole("SupplierReader", [
      "Pages.Purchase",
      "Pages.Purchase.Supplier",
    ]);
    const user = await api.createUser("supplierReader", [role.name]);
    const context = await browser.newContext();
    const reader = await context.newPage();
    await signInAs(reader, user.userName, user.password);
    await reader.goto("/purchase/supplierManagement");
    await expect(reader.getByRole("heading", { level: 1, name: "Suppliers" })).toBeVisible();
    await expect(reader.getByRole("row").nth(1)).toBeVisible();
    await expect(reader.getByRole("button", { name: "Import", exact: true })).toHaveCount(0);
    await expect(reader.getByRole("link", { name: "Download template" })).toHaveCount(0);
    await expect(reader.getByRole("button", { name: "Create supplier" })).toHaveCount(0);
    await expect(reader.getByRole("switch")).toHaveCount(0);
    await context.close();

    // the upstream says no, whatever the console shows
    const token = (await api.signIn(user.userName, user.password)).token!;
    const headers = { authorization: `Bearer ${token}`, "Abp.TenantId": "1" };
    const refused = await request.post(Supplier.Import.path, {
      headers,
      multipart: {
        file: { name: "s.xlsx", mimeType: "application/octet-stream", buffer: Buffer.from("x") },
      },
    });
    expect(refused.status()).toBe(403);
    expect((await request.get(Supplier.DownloadTemplate.path, { headers })).status()).toBe(403);
  });
});
