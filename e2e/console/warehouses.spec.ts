import { contracts } from "@/lib/contracts";
import { type Api, expect, signInAs, test, unique } from "../fixtures";
import { addLocation } from "../warehouses";

/** A warehouse made through the API for a test that is about something else; deleted after it. */
async function madeWarehouse(api: Api, prefix: string) {
  const name = unique(prefix);
  const made = await api.call(contracts.Warehouse.Create, { name, status: "Enable" });
  expect(made.status, JSON.stringify(made.body.error)).toBe(200);
  api.afterTest(contracts.Warehouse.Delete, { id: made.body.result.id });
  return { name, id: made.body.result.id };
}

test.describe("[WAREHOUSE] warehouses, locations and self-pickup points", () => {
  test.describe("as admin", () => {
    test.use({ signedInAs: "admin" });

    test("create a warehouse with two locations and a self-pickup point in Toronto; a place taken is refused on its field; the warehouse in use is not deleted", async ({
      page,
      api,
    }) => {
      test.setTimeout(120_000); // one story: warehouse → locations → point → refused delete
      await api.signIn();
      const name = unique("Harbour Depot ");
      const point = unique("Queen St pickup ");

      // the warehouse
      await page.goto("/warehouse/warehouseLocation");
      await expect(page.getByRole("heading", { level: 1, name: "Warehouses" })).toBeVisible();
      await page.getByRole("button", { name: "Create warehouse" }).first().click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(dialog.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
      await dialog.getByLabel("Name").fill(name);
      await expect(dialog.getByRole("combobox", { name: "Status" })).toHaveText("Enabled");
      await dialog.getByLabel("Description").fill("Bonded storage by the container port.");
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText(`Warehouse "${name}" created`)).toBeVisible();
      await expect(dialog).toBeHidden();
      const found = await api.call(contracts.Warehouse.GetAll, { name });
      const warehouseId = found.body.result.items[0]!.id;
      api.afterTest(contracts.Warehouse.Delete, { id: warehouseId });

      await page.getByRole("searchbox").fill(name);
      await expect(page).toHaveURL(/name=Harbour/);
      const row = page.getByRole("row", { name: new RegExp(name) });
      await expect(row).toContainText("Enabled");
      await expect(row).toContainText("Bonded storage by the container port.");

      // its locations, from the count in its row: the list opens filtered by the warehouse
      await row.getByRole("link", { name: `${name}: 0 locations` }).click();
      await expect(page).toHaveURL(`/warehouse/locationManagement?warehouseId=${warehouseId}`);
      await expect(page.getByRole("combobox", { name: "Warehouse" })).toHaveText(
        `Warehouse: ${name}`,
      );
      await expect(page.getByText("No locations match these filters.")).toBeVisible();
      for (const position of ["01", "02"]) {
        await page.getByRole("button", { name: "Create location" }).first().click();
        await expect(dialog.getByRole("combobox", { name: "Warehouse" })).toHaveText(name);
        await addLocation(page, "A", "01", position);
        await expect(page.getByText(`Location "${name} A-01-${position}" created`)).toBeVisible();
        await expect(dialog).toBeHidden();
      }
      const found2 = await api.call(contracts.WarehouseLocation.GetAll, { warehouseId });
      for (const l of found2.body.result.items)
        api.afterTest(contracts.WarehouseLocation.Delete, { id: l.id });
      await expect(page.getByRole("row")).toHaveCount(3); // the header and the two
      await expect(page.getByRole("row", { name: /A-01-01/ })).toContainText(name);
      await expect(page.getByRole("row", { name: /A-01-02/ })).toContainText("Enabled");

      // the same place again (in other letter case) is refused on the position field
      await page.getByRole("button", { name: "Create location" }).first().click();
      await addLocation(page, "a", "01", "01");
      await expect(dialog.getByLabel("Position")).toHaveAttribute("aria-invalid", "true");
      await expect(
        dialog.getByText("The place a-01-01 already exists in this warehouse."),
      ).toBeVisible();
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(page.getByRole("row")).toHaveCount(3);

      // a self-pickup point of the warehouse in Toronto, Ontario
      await page.goto("/warehouse/warehouseSelfLiftinPoint");
      await page.getByRole("button", { name: "Create self-pickup point" }).first().click();
      await dialog.getByRole("combobox", { name: "Warehouse" }).click();
      await page.getByRole("option", { name }).click();
      await dialog.getByLabel("Name").fill(point);
      await dialog.getByLabel("Contact").fill("Priya Natarajan");
      await dialog.getByLabel("Phone").fill("+1 416 555 0199");
      await dialog.getByLabel("E-mail").fill("queen.st@harbour.example");
      await dialog.getByRole("combobox", { name: "Country" }).click();
      await page.getByRole("option", { name: "Canada" }).click();
      await dialog.getByRole("combobox", { name: "Province / state" }).click();
      await page.getByRole("option", { name: "Ontario" }).click();
      await dialog.getByRole("combobox", { name: "City" }).click();
      await page.getByRole("option", { name: "Toronto" }).click();
      await dialog.getByLabel("Address").fill("250 Queen St W");
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText(`Self-pickup point "${point}" created`)).toBeVisible();
      await expect(dialog).toBeHidden();
      const points = await api.call(contracts.WarehouseSelfLiftinPoint.GetAll, { warehouseId });
      api.afterTest(contracts.WarehouseSelfLiftinPoint.Delete, {
        id: points.body.result.items[0]!.id,
      });
      await page.getByRole("combobox", { name: "Warehouse" }).click();
      await page.getByRole("option", { name: `Warehouse: ${name}` }).click();
      await expect(page).toHaveURL(new RegExp(`warehouseId=${warehouseId}`));
      await expect(page.getByRole("row")).toHaveCount(2); // the header and the point
      await expect(
        page.getByRole("row", { name: new RegExp(point) }).getByRole("cell"),
      ).toContainText([
        point,
        name,
        "Priya Natarajan",
        "+1 416 555 0199",
        "queen.st@harbour.example",
        "Ontario, Toronto",
        "250 Queen St W",
      ]);

      // the warehouse is in use: deleting it is refused, naming what uses it
      await page.goto(`/warehouse/warehouseLocation?name=${encodeURIComponent(name)}`);
      await page.getByRole("button", { name: `Actions for ${name}` }).click();
      await page.getByRole("menuitem", { name: "Delete" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
      const refusal = page.getByText(new RegExp(`^${name} is used by .*; it cannot be deleted`));
      await expect(refusal).toBeVisible();
      for (const user of ['"A-01-01"', '"A-01-02"', `"${point}"`])
        await expect(refusal).toContainText(user);
      await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
      await expect(page.getByRole("row", { name: new RegExp(name) })).toBeVisible();
    });

    test("the three screens fit 390 px and read in Chinese", async ({
      page,
      api,
      context,
      baseURL,
    }, testInfo) => {
      await api.signIn();
      await madeWarehouse(api, "Narrow ");
      await context.addCookies([{ name: "NEXT_LOCALE", value: "zh", url: baseURL! }]);
      await page.setViewportSize({ width: 390, height: 844 });
      const screens = [
        ["/warehouse/warehouseLocation", "仓库", "新建仓库"],
        ["/warehouse/locationManagement", "库位管理", "新建库位"],
        ["/warehouse/warehouseSelfLiftinPoint", "自提点", "新建自提点"],
      ] as const;
      for (const [url, title, create] of screens) {
        await page.goto(url);
        await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, url).toBeLessThanOrEqual(0);
        await page.screenshot({ path: testInfo.outputPath(`${url.split("/")[2]}.png`) });
        await page.getByRole("button", { name: create }).first().click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath(`${url.split("/")[2]}-dialog.png`) });
        const text = await page.locator("body").innerText();
        expect(text).not.toMatch(/\b(warehouse|entities|enums|addressPicker)\.[a-zA-Z]+/);
        await page.keyboard.press("Escape");
      }
    });
  });

  test("with only Locations (read), the locations list shows no create, edit or delete", async ({
    page,
    api,
  }) => {
    await api.signIn();
    const { id: warehouseId, name } = await madeWarehouse(api, "Viewer depot ");
    const made = await api.call(contracts.WarehouseLocation.Create, {
      warehouseId,
      frame: "B",
      layer: "02",
      position: "07",
      status: "Enable",
    });
    expect(made.status, JSON.stringify(made.body.error)).toBe(200);
    api.afterTest(contracts.WarehouseLocation.Delete, { id: made.body.result.id });
    const role = await api.createRole("LocationViewer", [
      "Pages.Warehouse",
      "Pages.Warehouse.Locations",
    ]);
    const user = await api.createUser("locationviewer", [role.name]);

    await signInAs(page, user.userName, user.password);
    await page.goto(`/warehouse/locationManagement?warehouseId=${warehouseId}`);
    await expect(page.getByRole("row", { name: /B-02-07/ })).toContainText(name);
    await expect(page.getByRole("button", { name: "Create location" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Actions for / })).toHaveCount(0);
  });
});
