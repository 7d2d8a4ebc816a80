import { contracts } from "@/lib/contracts";
import { expect, test, unique } from "../fixtures";

// Defects of issue 7 item 9 that the list and form kits fix once for every module.
test.describe("[KITS] lists and forms as a new user meets them", () => {
  test.describe.configure({ timeout: 60_000 });
  test.use({ signedInAs: "admin" });

  test("Users row actions stay on screen at 1440 px", async ({ page, api }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await api.signIn();
    // a user as real data has them: several roles and a long e-mail address
    const user = await api.createUser("wide.user.with.a.long.name.", [
      "Admin",
      "WarehouseClerk",
      "Finance",
      "ContentEditor",
    ]);
    await page.goto(`/ou/users?keyword=${user.userName}`);
    await expect(page.getByRole("button", { name: `Actions for ${user.userName}` })).toBeInViewport(
      { ratio: 1 },
    );
  });

  test("'Rows per page' stays on one line at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/ou/users");
    const label = page.getByText("Rows per page", { exact: true });
    const box = await label.boundingBox();
    expect(box!.height).toBeLessThan(24);
  });

  test("the product form's SKU grid does not scroll sideways at 1440 px", async ({ page, api }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await api.signIn();
    const products = await api.call(contracts.Product.GetAll, { maxResultCount: 1 });
    await page.goto(`/commodity/commodity/edit/${products.body.result.items[0]!.id}`);
    const grid = page
      .locator("[data-slot=table-container]")
      .filter({ has: page.getByLabel("SKU number, row 1") });
    await expect(grid).toBeVisible();
    const overflow = await grid.evaluate((el) =>
      [el, el.parentElement!].map((box) => box.scrollWidth - box.clientWidth),
    );
    expect(Math.max(...overflow)).toBeLessThanOrEqual(1);
  });

  test("the on-shelf dialog refuses more than its limit before calling the API", async ({
    page,
    api,
  }) => {
    await api.signIn();
    const skus = await api.call(contracts.ProductSku.GetAll, {
      maxResultCount: 1,
      shelfStatus: "NotOnShelf",
    });
    const sku = skus.body.result.items[0]!;
    const calls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("SetAvailableStock")) calls.push(r.url());
    });
    await page.goto(`/commodity/commodity?keyword=${encodeURIComponent(sku.number)}`);
    await page.getByRole("button", { name: `Show SKUs of ${sku.productName}` }).click();
    await page.getByRole("button", { name: `Actions for SKU ${sku.number}` }).click();
    await page.getByRole("menuitem", { name: "Put on shelf…" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Quantity").fill(String(sku.unreservedStock + 5));
    await dialog.getByRole("button", { name: "Put on shelf" }).click();
    await expect(dialog.getByLabel("Quantity")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText(`${sku.unreservedStock}`, { exact: false })).not.toHaveCount(0);
    expect(calls).toEqual([]);
  });

  test("a saved brand's toast says what happened to what", async ({ page, api }) => {
    const name = `Breezly ${unique("")}`;
    await page.goto("/commodity/brand");
    await page.getByRole("button", { name: "Create brand" }).click();
    await page.getByRole("dialog").getByLabel("Name").fill(name);
    await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(`Brand "${name}" created`)).toBeVisible();
    await api.signIn();
    await api.deleteAfterTest(
      contracts.ProductBrand.GetAll,
      contracts.ProductBrand.Delete,
      "name",
      name,
    );
  });

  test("Delete of a role its users hold is disabled and says why, before asking", async ({
    page,
    api,
  }) => {
    // (a brand in use may be deleted since the bin: its products keep it, issue 14)
    await api.signIn();
    const role = await api.createRole("Held", ["Pages.Commodity.Brand"]);
    await api.createUser("holder", [role.name]);
    await page.goto(`/ou/roles?keyword=${encodeURIComponent(role.name)}`);
    await page.getByRole("button", { name: `Actions for ${role.name}`, exact: true }).click();
    await expect(page.getByRole("menuitem", { name: /Delete/ })).toBeDisabled();
    await expect(page.getByRole("menu")).toContainText("Held by 1 user");
  });

  test("an empty list says what is empty and offers the create action", async ({ page }) => {
    await page.goto("/commodity/brand?keyword=no-such-brand-anywhere");
    const empty = page.getByTestId("table-empty");
    await expect(empty).toContainText("No brands match");
    await expect(empty.getByRole("button", { name: "Create brand" })).toBeVisible();
  });

  test("leaving a dirty page form asks in the console's own dialog", async ({ page }) => {
    let nativeDialog = false;
    page.on("dialog", (d) => {
      nativeDialog = true;
      void d.dismiss();
    });
    await page.goto("/ou/users/create");
    await page.getByLabel("User name").fill("someone");
    await page.getByRole("link", { name: "Roles" }).click();
    const ask = page.getByRole("alertdialog");
    await expect(ask).toContainText("unsaved changes");
    expect(nativeDialog).toBe(false);
    await ask.getByRole("button", { name: "Stay" }).click();
    await expect(page).toHaveURL(/\/ou\/users\/create$/);
    await page.getByRole("link", { name: "Roles" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Leave" }).click();
    await expect(page).toHaveURL(/\/ou\/roles$/);
  });

  test("a refused save keeps asking before the changes are left", async ({ page, api }) => {
    await api.signIn();
    const self = await api.call(contracts.Session.GetCurrentLoginInformations, {});
    await page.goto(`/ou/users/edit/${self.body.result.user!.id}`);
    const roles = page.getByRole("group", { name: "Roles" });
    await roles.getByRole("checkbox", { name: /\(Admin\)/ }).uncheck();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("You cannot change your own roles.")).toBeVisible();
    await page
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("link", { name: "Roles" })
      .click();
    await expect(page.getByRole("alertdialog")).toContainText("unsaved changes");
  });
});
