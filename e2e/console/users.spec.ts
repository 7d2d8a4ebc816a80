import { contracts } from "@/lib/contracts";
import { ADMIN, type Api, expect, signInAs, test, unique } from "../fixtures";

/** Enough users for three pages of 10 (made ones are deleted when the test ends). */
async function atLeast25Users(api: Api) {
  await api.signIn();
  const total = (await api.call(contracts.User.GetAll)).body.result.totalCount;
  for (let i = total; i < 25; i++) await api.createUser("pager");
}

test.describe("[USERS] managing staff accounts", () => {
  test.use({ signedInAs: "admin" });

  test("create a user with a role, then deactivate them: their open session is sent to sign-in", async ({
    page,
    browser,
    api,
  }) => {
    test.setTimeout(60_000); // one story: create, sign in as them, deactivate, see them leave
    const userName = unique("ana");
    await page.goto("/ou/users");
    await page.getByRole("link", { name: "Create user" }).click();
    await expect(page).toHaveURL("/ou/users/create");
    await page.getByLabel("User name").fill(userName);
    await page.getByLabel("E-mail").fill(`${userName}@example.com`);
    await page.getByLabel("First name").fill("Ana");
    await page.getByLabel("Surname").fill("Lima");
    await page.getByLabel(/^Password/).fill("secret123");
    await page.getByRole("checkbox", { name: /Finance/ }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(`User "${userName}" created`)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ana Lima" })).toBeVisible();
    await expect(page.getByRole("main").getByText("Finance", { exact: true })).toBeVisible();
    await api.signIn();
    await api.deleteAfterTest(contracts.User.GetAll, contracts.User.Delete, "userName", userName);

    // Ana signs in elsewhere and works
    const anaContext = await browser.newContext();
    const ana = await anaContext.newPage();
    await signInAs(ana, userName, "secret123");
    await expect(ana.getByTestId("dashboard-user")).toHaveText(userName);

    // the admin deactivates Ana
    await page.goto(`/ou/users?keyword=${userName}`);
    await page.getByRole("button", { name: `Actions for ${userName}` }).click();
    await page.getByRole("menuitem", { name: "Deactivate" }).click();
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("Operation succeeded")).toBeVisible();
    await expect(
      page.getByRole("row", { name: new RegExp(userName) }).getByText("Inactive"),
    ).toBeVisible();

    // Ana's next request goes to sign-in
    await ana.reload();
    await expect(ana).toHaveURL(/\/login\?redirect=%2Fdashboard/);
    await anaContext.close();
  });

  test("a server validation error shows on the field it belongs to", async ({ page, api }) => {
    // the taken name surely exists (created and checked here), not assumed from the seed
    await api.signIn();
    const taken = await api.createUser("taken");
    await page.goto("/ou/users/create");
    await page.getByLabel("User name").fill(taken.userName);
    await page.getByLabel("E-mail").fill(`${unique("someone")}@example.com`);
    await page.getByLabel("First name").fill("Dup");
    await page.getByLabel(/^Password/).fill("secret123");
    await page.getByRole("button", { name: "Save" }).click();
    const field = page.getByLabel("User name");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator('[data-field-error="userName"]')).toHaveText(
      `The user name ${taken.userName} is already taken.`,
    );
    await expect(page.getByText("The request parameters failed validation")).toBeVisible();
    await expect(page).toHaveURL("/ou/users/create"); // nothing was saved …
    const same = await api.call(contracts.User.GetAll, { keyword: taken.userName });
    expect(same.body.result.items.map((u) => u.id)).toEqual([taken.id]); // … only the first exists
  });

  test("the list keeps page 2 with size 20 after a visit to a detail page", async ({
    page,
    api,
  }) => {
    await atLeast25Users(api);
    await page.goto("/ou/users");
    await page.getByRole("combobox", { name: "Rows per page" }).click();
    await page.getByRole("option", { name: "20" }).click();
    await expect(page).toHaveURL(/size=20/);
    await page.getByRole("button", { name: "Next page" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId("page-indicator")).toHaveText(/Page 2 of/);
    const firstOnPage2 = await page.getByRole("row").nth(1).getByRole("link").first().textContent();
    await page.getByRole("row").nth(1).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/ou\/users\/detail\//);
    await page
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("link", { name: "Users" })
      .click();
    await expect(page).toHaveURL(/\/ou\/users\?page=2&size=20/);
    await expect(page.getByTestId("page-indicator")).toHaveText(/Page 2 of/);
    await expect(page.getByRole("row").nth(1).getByRole("link").first()).toHaveText(firstOnPage2!);
    // another list path does not inherit it
    await page.goto("/ou/roles");
    await expect(page).toHaveURL("/ou/roles");
  });

  test("Next and Previous follow the rows on screen, by the cursor in the link", async ({
    page,
    api,
  }) => {
    await atLeast25Users(api);
    await page.goto("/ou/users?size=10");
    const firstCell = page.getByRole("row").nth(1).getByRole("link").first();
    await page.getByRole("button", { name: "Next page" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/after=/);
    await expect(page.getByTestId("page-indicator")).toHaveText(/Page 2 of/);
    const firstOnPage2 = await firstCell.textContent();
    await page.getByRole("button", { name: "Next page" }).click();
    await expect(page).toHaveURL(/page=3/);
    await expect(firstCell).not.toHaveText(firstOnPage2!);
    await page.getByRole("button", { name: "Previous page" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/before=/);
    await expect(firstCell).toHaveText(firstOnPage2!);
    // back to the first page: a plain page number again
    await page.getByRole("button", { name: "Previous page" }).click();
    await expect(page).toHaveURL(/page=1/);
    expect(page.url()).not.toMatch(/after=|before=/);
  });

  test("an administrator resets a password; the user signs in with the new one", async ({
    page,
    api,
    browser,
  }) => {
    await api.signIn();
    const user = await api.createUser("reset");
    await page.goto(`/ou/users?keyword=${user.userName}`);
    await page.getByRole("button", { name: `Actions for ${user.userName}` }).click();
    await page.getByRole("menuitem", { name: "Reset password" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("New password").fill("fresh12345");
    await dialog.getByRole("button", { name: "Reset password" }).click();
    await expect(dialog.locator('[data-field-error="adminPassword"]')).toHaveText(
      "Please enter your password",
    );
    await dialog.getByLabel("Your password (to confirm)").fill(ADMIN.password);
    await dialog.getByRole("button", { name: "Reset password" }).click();
    await expect(dialog).toBeHidden();
    const context = await browser.newContext();
    const other = await context.newPage();
    await signInAs(other, user.userName, "fresh12345");
    await expect(other.getByTestId("current-user")).toBeVisible();
    await context.close();
  });

  test("filters and sorting live in the URL", async ({ page, api }) => {
    // a user of its own to find: whatever else the database holds, exactly one matches
    await api.signIn();
    const user = await api.createUser("filtered");
    await page.goto("/ou/users");
    await page.getByRole("searchbox", { name: /Search/ }).fill(user.userName);
    await expect(page).toHaveURL(new RegExp(`keyword=${user.userName}`));
    await expect(page.getByTestId("total-count")).toHaveText("1 record");
    await expect(page.getByRole("row", { name: new RegExp(user.userName) })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("searchbox", { name: /Search/ })).toHaveValue(user.userName);
    await expect(page.getByTestId("total-count")).toHaveText("1 record");
    // sorting, seen on a list of several rows: user names descending
    await page.goto("/ou/users?size=50");
    await page.getByRole("button", { name: "Sort by User name" }).click();
    await page.getByRole("button", { name: "Sort by User name" }).click();
    await expect(page).toHaveURL(/sort=userName\.desc/);
    const names = await page.locator("tbody tr td:nth-child(2) a").allTextContents();
    expect(names.length).toBeGreaterThan(3);
    expect(names).toEqual(
      [...names].sort((a, b) => b.localeCompare(a, "en", { sensitivity: "base" })),
    );
  });

  test("an editor without Assign roles sees a user's roles but cannot change them", async ({
    browser,
    api,
  }) => {
    await api.signIn();
    const role = await api.createRole("Editor", ["Pages.Users", "Pages.Users.Edit"]);
    const editor = await api.createUser("editor", [role.name]);
    const target = await api.createUser("target", [role.name]);
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAs(page, editor.userName, editor.password);
    await page.goto(`/ou/users/edit/${target.id}`);
    const roles = page.getByRole("group", { name: "Roles" });
    const held = roles.getByRole("checkbox", { name: new RegExp(role.name) });
    await expect(held).toBeChecked();
    await expect(held).toBeDisabled();
    await expect(roles).toContainText(
      "Changing roles needs the permission “Assign roles to users”.",
    );
    await context.close();
  });
});
