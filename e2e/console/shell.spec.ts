import { contracts } from "@/lib/contracts";
import { expect, signInAs, test } from "../fixtures";

test.describe("[SHELL] menus, permissions and languages", () => {
  test.describe("as the warehouse clerk", () => {
    test.use({ signedInAs: "clerk" });

    test("the warehouse clerk sees only granted menus and a 403 page for users; the API refuses too", async ({
      page,
      api,
    }) => {
      await page.goto("/dashboard");
      const menu = page.getByRole("navigation", { name: "Main menu" });
      await expect(menu.getByRole("button", { name: "Warehouse" })).toBeVisible();
      await expect(menu.getByRole("button", { name: "Finance" })).toHaveCount(0);
      await expect(menu.getByRole("button", { name: "Organisation and users" })).toHaveCount(0);
      await page.goto("/ou/users");
      await expect(page.getByRole("heading", { name: "No access" })).toBeVisible();
      await api.signIn("clerk");
      expect((await api.call(contracts.User.GetAll)).status).toBe(403);
    });
  });

  test("a role with two granted permissions shows exactly those menus", async ({ page, api }) => {
    await api.signIn();
    const role = await api.createRole("Viewer", ["Pages.Commodity", "Pages.Commodity.Brand"]);
    const user = await api.createUser("viewer", [role.name]);
    await signInAs(page, user.userName, user.password);
    await page.goto("/ou/users");
    await expect(page.getByRole("heading", { name: "No access" })).toBeVisible();
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu.getByRole("button")).toHaveText(["Catalogue"]);
    await menu.getByRole("button", { name: "Catalogue" }).click();
    await expect(menu.getByRole("link")).toHaveText(["Brands"]);
  });

  test("switching to 中文 reloads in Chinese and survives signing out", async ({ page, api }) => {
    // a user of its own: the choice is stored on the user, and signing out ends only its session
    await api.signIn();
    const user = await api.createUser("Lang", ["ContentEditor"]); // a role with the dashboard
    await signInAs(page, user.userName, user.password);
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "中文" }).click();
    await expect(page.getByRole("heading", { name: "欢迎，Lang" })).toBeVisible();
    await page.getByRole("button", { name: "账号菜单" }).click();
    await page.getByRole("menuitem", { name: "退出登录" }).click();
    await expect(page.getByRole("button", { name: "登录" })).toBeVisible();
    await signInAs(page, user.userName, user.password);
    await expect(page.getByRole("heading", { name: "欢迎，Lang" })).toBeVisible();
  });

  test.describe("as admin", () => {
    test.use({ signedInAs: "admin" });

    for (const [locale, heading] of [
      ["es", "Usuarios"],
      ["ja", "ユーザー"],
    ] as const) {
      test(`the users screen renders in ${locale} with no missing texts`, async ({
        page,
        context,
        baseURL,
      }) => {
        await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL! }]);
        await page.goto("/ou/users");
        await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
        const text = await page.locator("body").innerText();
        expect(text).not.toMatch(/\b(users|common|shell|table|toast|dashboard)\.[a-zA-Z]+/);
      });
    }

    test("below 992 px the sidebar starts closed and opens as an overlay", async ({ page }) => {
      await page.setViewportSize({ width: 800, height: 900 });
      await page.goto("/dashboard");
      await expect(page.getByTestId("sidebar")).toBeHidden();
      await page.getByRole("button", { name: "Open or close the menu" }).click();
      await expect(page.getByTestId("mobile-sidebar")).toBeVisible();
    });

    test("the sidebar's closed state is remembered across reloads", async ({ page }) => {
      await page.goto("/dashboard");
      await expect(page.getByTestId("sidebar")).toBeVisible();
      await page.getByRole("button", { name: "Open or close the menu" }).click();
      await expect(page.getByTestId("sidebar")).toBeHidden();
      await page.reload();
      await expect(page.getByTestId("sidebar")).toBeHidden();
      await expect(page.getByTestId("sidebar")).toHaveAttribute("data-state", "closed");
    });
  });

  test("changing the password keeps you signed in and the new password works", async ({
    page,
    api,
  }) => {
    await api.signIn();
    const user = await api.createUser("pw");
    await signInAs(page, user.userName, user.password);
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Change password" }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Please enter your current password")).toBeVisible();
    await expect(page.getByText("Please enter a new password")).toBeVisible();
    await page.getByLabel("Current password").fill(user.password);
    await page.getByLabel("New password").fill("brandnew123");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Updated successfully")).toBeVisible();
    await expect(page.getByRole("dialog")).toBeHidden(); // closes once signed back in
    await page.reload();
    await expect(page).toHaveURL("/dashboard"); // still signed in, not sent to sign-in
    await expect(page.getByTestId("current-user")).toHaveText("pw Test");
  });
});
