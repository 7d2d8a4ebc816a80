import { contracts } from "@/lib/contracts";
import type { Page } from "@playwright/test";
import { type Api, expect, signInAs, test } from "../fixtures";

const crumbs = (page: Page) => page.getByRole("navigation", { name: "Breadcrumb" });
const current = (page: Page) => crumbs(page).locator('[aria-current="page"]');

/** A role holding only the brand screen, and a user in it (no dashboard); both deleted after. */
async function brandOnlyUser(api: Api) {
  await api.signIn();
  const role = await api.createRole("BrandOnly", ["Pages.Commodity", "Pages.Commodity.Brand"]);
  return api.createUser("brandonly", [role.name]);
}

test.describe("[SHELL] navigation: breadcrumb, menu, titles, landing, loading, errors", () => {
  test.describe.configure({ timeout: 60_000 }); // several full page loads each
  test.use({ signedInAs: "admin" });
  test("a sidebar click moves the breadcrumb, the highlighted item and the title (desktop)", async ({
    page,
  }) => {
    await page.goto("/dashboard");
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(page).toHaveTitle("Dashboard · Quay");
    await menu.getByRole("button", { name: "Organisation and users" }).click();
    await menu.getByRole("link", { name: "Users" }).click();
    await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
    await expect(current(page)).toHaveText("Users");
    await expect(menu.getByRole("link", { name: "Users" })).toHaveAttribute("aria-current", "page");
    await expect(page).toHaveTitle("Users · Quay");

    await menu.getByRole("button", { name: "Catalogue" }).click();
    await menu.getByRole("link", { name: "Brands" }).click();
    await expect(page.getByRole("heading", { name: "Brands", level: 1 })).toBeVisible();
    await expect(current(page)).toHaveText("Brands");
    await expect(menu.getByRole("link", { name: "Brands" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page).toHaveTitle("Brands · Quay");
    // the previous section gave way to the new one (one section open at a time)
    await expect(menu.getByRole("link", { name: "Users" })).toHaveCount(0);
  });

  test("a sidebar click moves the breadcrumb and the highlighted item (mobile 390×844)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/dashboard");
    const toggle = page.getByRole("button", { name: "Open or close the menu" });
    const sheet = page.getByTestId("mobile-sidebar");
    await toggle.click();
    await sheet.getByRole("button", { name: "Organisation and users" }).click();
    await sheet.getByRole("link", { name: "Users" }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
    await expect(current(page)).toHaveText("Users");
    await toggle.click();
    await expect(sheet.getByRole("link", { name: "Users" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await sheet.getByRole("button", { name: "Catalogue" }).click();
    await sheet.getByRole("link", { name: "Brands" }).click();
    await expect(sheet).toBeHidden();
    await expect(current(page)).toHaveText("Brands");
    await toggle.click();
    await expect(sheet.getByRole("link", { name: "Brands" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("the browser title is the route's title, in English and in Chinese", async ({
    page,
    context,
    api,
    baseURL,
  }) => {
    await api.signIn();
    const admin = await api.call(contracts.User.GetAll, {
      keyword: "admin",
    });
    const adminId = admin.body.result.items.find((u) => u.userName === "admin")!.id;
    await page.goto("/ou/users");
    await expect(page).toHaveTitle("Users · Quay");
    await page.goto(`/ou/users/edit/${adminId}`);
    await expect(page).toHaveTitle("Edit user · Quay");
    await page.goto("/commodity/brand");
    await expect(page).toHaveTitle("Brands · Quay");

    await context.addCookies([{ name: "NEXT_LOCALE", value: "zh", url: baseURL! }]);
    await page.goto("/ou/users");
    await expect(page).toHaveTitle("用户管理 · Quay");
    await page
      .getByRole("navigation", { name: "主菜单" })
      .getByRole("button", { name: "商品管理" })
      .click();
    await page
      .getByRole("navigation", { name: "主菜单" })
      .getByRole("link", { name: "品牌管理" })
      .click();
    await expect(page).toHaveTitle("品牌管理 · Quay");
  });

  test("a user whose role lacks the dashboard lands on their first screen, and the 403 page leads there", async ({
    page,
    api,
  }) => {
    const user = await brandOnlyUser(api);
    await page.context().clearCookies(); // not the saved admin session: this user signs in
    await signInAs(page, user.userName, user.password);
    await expect(page).toHaveURL(/\/commodity\/brand$/);
    await expect(page.getByRole("heading", { name: "Brands", level: 1 })).toBeVisible();

    await page.goto("/ou/users");
    await expect(page.getByRole("heading", { name: "No access" })).toBeVisible();
    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/commodity\/brand$/);
    await expect(page.getByRole("heading", { name: "Brands", level: 1 })).toBeVisible();

    // the gate follows client navigation too: a granted screen after a refused one renders
    await page.goto("/ou/users");
    await expect(page.getByRole("heading", { name: "No access" })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("button", { name: "Catalogue" })
      .click();
    await page
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("link", { name: "Brands" })
      .click();
    await expect(page.getByRole("heading", { name: "Brands", level: 1 })).toBeVisible();
  });

  test("an unknown id answers 404 with the Page Not Found page", async ({ page }) => {
    await page.goto("/dashboard");
    const id = crypto.randomUUID();
    for (const path of [
      `/commodity/commodity/edit/${id}`,
      `/ou/users/edit/${id}`,
      `/ou/users/detail/${id}`,
      `/ou/roles/edit/${id}`,
      `/ou/roles/grantPermission/${id}`,
      "/ou/users/edit/not-a-uuid",
    ]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    }
  });

  test("navigating to a slow page shows its header with skeleton rows and a progress bar at once", async ({
    page,
  }) => {
    await page.goto("/dashboard");
    // hold the users page's navigation data for 3 s (prefetches pass untouched)
    await page.route(
      (url) => url.pathname === "/ou/users",
      async (route) => {
        const h = route.request().headers();
        if (h["rsc"] && !h["next-router-prefetch"] && !h["next-router-segment-prefetch"])
          await new Promise((r) => setTimeout(r, 3000));
        await route.fallback();
      },
    );
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await menu.getByRole("button", { name: "Organisation and users" }).click();
    const started = Date.now();
    await menu.getByRole("link", { name: "Users" }).click();
    const loading = page.getByTestId("page-loading");
    await expect(loading.getByRole("heading", { name: "Users", level: 1 })).toBeVisible({
      timeout: 1000,
    });
    await expect(page.getByRole("progressbar", { name: "Loading" })).toBeVisible({
      timeout: 1000,
    });
    expect(Date.now() - started).toBeLessThan(2000);
    await expect(page.getByRole("row").nth(1)).toBeVisible({ timeout: 10_000 });
    await expect(loading).toHaveCount(0);
    await expect(page.getByRole("progressbar", { name: "Loading" })).toHaveCount(0);
  });

  test("a page chunk that fails to load says so and offers a reload", async ({ page }) => {
    await page.goto("/dashboard");
    const loaded = new Set<string>();
    page.on("response", (res) => {
      if (res.url().includes("/_next/static/")) loaded.add(new URL(res.url()).pathname);
    });
    await page.reload();
    await expect(page.getByTestId("dashboard-user")).toBeVisible();
    // the dashboard's lazily loaded parts (its charts) too, before anything else may fail
    await page.waitForLoadState("networkidle");
    // every script or style the dashboard did not need fails from now on
    await page.route("**/_next/static/**", (route) => {
      const path = new URL(route.request().url()).pathname;
      return loaded.has(path) ? route.fallback() : route.abort("failed");
    });
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await menu.getByRole("button", { name: "Catalogue" }).click();
    await menu.getByRole("link", { name: "Brands" }).click();
    await expect(page.getByText("Part of the console could not be loaded")).toBeVisible();
    await page.unroute("**/_next/static/**");
    await page.getByRole("button", { name: "Reload" }).click();
    await expect(page.getByRole("heading", { name: "Brands", level: 1 })).toBeVisible();
  });
});
