import { contracts } from "@/lib/contracts";
import { expect, signInAs, test, unique } from "../fixtures";

test.describe("[ROLES] roles and what they grant", () => {
  test.use({ signedInAs: "admin" });

  test("create a role, grant it Catalogue › Brands in the tree, and its user sees exactly those menus", async ({
    page,
    browser,
    api,
  }) => {
    test.setTimeout(60_000); // two browsers, a dozen page loads
    const name = unique("Brands");
    await page.goto("/ou/roles");
    await page.getByRole("link", { name: "Create role" }).click();
    await expect(page).toHaveURL("/ou/roles/create");
    await page.getByLabel("Role name").fill(name);
    await page.getByLabel("Display name").fill("Brand keeper");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText('Role "Brand keeper" created')).toBeVisible();
    await expect(page).toHaveURL("/ou/roles");
    await api.signIn();
    await api.deleteAfterTest(contracts.Role.GetAll, contracts.Role.Delete, "name", name);

    await page.getByRole("searchbox", { name: /Search/ }).fill(name);
    await expect(page).toHaveURL(new RegExp(`keyword=${name}`));
    await expect(page.getByTestId("total-count")).toHaveText("1 record");
    await page.getByRole("button", { name: "Actions for Brand keeper" }).click();
    await page.getByRole("menuitem", { name: "Permissions" }).click();
    await expect(page.getByRole("heading", { name: "Permissions of Brand keeper" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search permissions" }).fill("Brands");
    await page.getByRole("checkbox", { name: "Brands", exact: true }).check();
    await expect(page.getByRole("checkbox", { name: "Catalogue", exact: true })).toHaveAttribute(
      "data-state",
      /checked|indeterminate/,
    );
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL("/ou/roles");
    await expect(page.getByText("Operation succeeded").first()).toBeVisible();

    const user = await api.createUser("keeper", [name]);
    const context = await browser.newContext();
    const keeper = await context.newPage();
    await signInAs(keeper, user.userName, user.password);
    const menu = keeper.getByRole("navigation", { name: "Main menu" });
    // they land on their only screen, so its section is already open and its item current
    await expect(keeper).toHaveURL("/commodity/brand");
    await expect(menu.getByRole("button")).toHaveText(["Catalogue"]);
    await expect(menu.getByRole("button", { name: "Catalogue" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(menu.getByRole("link")).toHaveText(["Brands"]);
    await expect(menu.getByRole("link", { name: "Brands" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await context.close();

    // a role in use cannot be deleted, and the menu says why before anyone asks
    await page.goto(`/ou/roles?keyword=${name}`);
    await page.getByRole("button", { name: "Actions for Brand keeper" }).click();
    await expect(page.getByRole("menuitem", { name: /Delete/ })).toBeDisabled();
    await expect(page.getByRole("menu")).toContainText("Held by 1 user");
  });

  test("a duplicate role name is refused on the name field, whatever its case", async ({
    page,
    api,
  }) => {
    // the first role surely exists (created and checked here), not assumed from the seed
    await api.signIn();
    const first = await api.createRole("Dup", []);
    const again = first.name.toUpperCase();
    await page.goto("/ou/roles/create");
    await page.getByLabel("Role name").fill(again);
    await page.getByLabel("Display name").fill("Again");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByLabel("Role name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator('[data-field-error="name"]')).toHaveText(
      `A role named ${again} already exists.`,
    );
    await expect(page).toHaveURL("/ou/roles/create"); // nothing was saved …
    const same = await api.call(contracts.Role.GetAll, { keyword: first.name });
    expect(same.body.result.items.map((r) => r.id)).toEqual([first.id]); // … and only the first exists
  });
});
