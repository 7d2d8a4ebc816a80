import type { Browser, Page } from "@playwright/test";
import { contracts } from "@/lib/contracts";
import { Api, expect, signInAs, test, unique } from "../fixtures";

// Issue 14 item 3: saved views. An administrator narrows and re-sorts the order list, hides two
// columns, moves one and saves that as a view shared with a role; a member of that role (who may
// only see orders) opens it from the Views menu and from its link and sees the same orders and
// the same columns in the same order; a member of another role does not get it.

const LIST = "/productSku/orderManagement";

/** The order codes on the page, top to bottom. */
const codes = (page: Page) => page.locator("tbody tr").getByRole("link").allTextContents();
/** The column headings, left to right (the row checkbox's has no text). */
const headings = async (page: Page) =>
  (await page.getByRole("columnheader").allTextContents()).map((h) => h.trim()).filter(Boolean);

async function signedIn(browser: Browser, user: { userName: string; password: string }) {
  const context = await browser.newContext();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const page = await context.newPage();
  await signInAs(page, user.userName, user.password);
  return page;
}

async function columnsMenu(page: Page) {
  await page.getByRole("button", { name: "Columns" }).click();
  return page.getByRole("menu");
}

test.describe("saved views", () => {
  test("a view saved with filters, sort and columns and shared with a role opens the same for a member of that role, from the menu and from its link; another role does not get it", async ({
    browser,
    api,
    request,
  }) => {
    test.setTimeout(180_000);
    await api.signIn();
    const desk = await api.createRole("OrderDesk", ["Pages.Order", "Pages.Order.Management"]);
    const other = await api.createRole("OtherDesk", ["Pages.Order", "Pages.Order.Management"]);
    // an administrator of their own, so the seeded admin's columns stay as other tests expect
    const boss = await api.createUser("boss", ["Admin"]);
    const member = await api.createUser("desk", [desk.name]);
    const outsider = await api.createUser("other", [other.name]);

    const page = await signedIn(browser, boss);
    await page.goto(LIST);
    await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
    // received orders, the largest first
    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Status: Received", exact: true }).click();
    await expect(page).toHaveURL(/status=Received/);
    await page.getByRole("button", { name: "Sort by Total" }).click();
    await expect(page).toHaveURL(/sort=totalAmount\.asc/);
    await page.getByRole("button", { name: "Sort by Total" }).click();
    await expect(page).toHaveURL(/sort=totalAmount\.desc/);
    // two columns hidden, Status moved before Products
    await (
      await columnsMenu(page)
    )
      .getByRole("menuitemcheckbox", { name: "Payment method" })
      .click();
    await (
      await columnsMenu(page)
    )
      .getByRole("menuitemcheckbox", { name: "Receiving method" })
      .click();
    const menu = await columnsMenu(page);
    await menu.getByRole("menuitem", { name: "Move Status up" }).click();
    await page.keyboard.press("Escape");
    const expectedHeadings = ["Order code", "Customer", "Status", "Products", "Total", "Placed"];
    await expect.poll(() => headings(page)).toEqual(expectedHeadings);
    await expect(page.locator("tbody tr").first().getByRole("link")).toBeVisible();
    const expectedCodes = await codes(page);
    expect(expectedCodes.length).toBeGreaterThan(1);

    // the columns are remembered on the server: a reload renders them at once
    await page.reload();
    await expect.poll(() => headings(page)).toEqual(expectedHeadings);
    // … already in the page as the server sends it (no flash of the hidden columns)
    const html = await (await page.request.get(page.url())).text();
    expect(html).toMatch(/<th[^>]*>(?:<[^>]+>)*Order code/);
    expect(html).not.toMatch(/<th[^>]*>(?:<[^>]+>)*Payment method/);

    // saved and shared with the role
    const name = unique("Big received ");
    await page.getByRole("button", { name: "Views" }).click();
    await page.getByRole("menuitem", { name: "Save current view…" }).click();
    const dialog = page.getByRole("dialog", { name: "Save view" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByRole("combobox", { name: "Shared with" }).click();
    await page.getByRole("option", { name: "A role", exact: true }).click();
    await dialog.getByRole("combobox", { name: "Role" }).click();
    await page.getByRole("option", { name: desk.name, exact: true }).click();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(`View "${name}" saved`)).toBeVisible();
    await expect(dialog).toBeHidden();

    // its link, from Manage views
    await page.getByRole("button", { name: "Views" }).click();
    await page.getByRole("menuitem", { name: "Manage views…" }).click();
    const manage = page.getByRole("dialog", { name: "Saved views" });
    await expect(manage.getByText(`Shared with ${desk.name}`)).toBeVisible();
    await manage.getByRole("button", { name: `Copy link to ${name}` }).click();
    await expect(page.getByText("Link copied")).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`${LIST}\\?view=[0-9a-f-]{36}$`));
    const viewId = link.split("view=")[1]!;
    // deleted by its owner when the test ends (before the owner goes)
    api.whenDone(async () => {
      const owner = await new Api(request).signIn(boss.userName, boss.password);
      const res = await owner.call(contracts.SavedView.Delete, { id: viewId });
      expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    });
    await page.context().close();

    // the member opens the link: the same orders, the same columns in the same order
    const memberPage = await signedIn(browser, member);
    await memberPage.goto(link);
    await expect(memberPage).toHaveURL(/status=Received/);
    await expect(memberPage).not.toHaveURL(/view=/);
    await expect(memberPage).toHaveURL(/sort=totalAmount\.desc/);
    await expect.poll(() => headings(memberPage)).toEqual(expectedHeadings);
    await expect.poll(() => codes(memberPage)).toEqual(expectedCodes);

    // … and from the Views menu, after going back to the list's own columns and no filter
    const { service, method } = contracts.SavedView.SetLayout;
    const saved = memberPage.waitForResponse((r) => r.url().endsWith(`/${service}/${method}`));
    await (await columnsMenu(memberPage)).getByRole("menuitem", { name: "Reset columns" }).click();
    await saved;
    await memberPage.goto(LIST);
    await expect.poll(() => headings(memberPage)).toContain("Payment method");
    await memberPage.getByRole("button", { name: "Views" }).click();
    await memberPage.getByRole("menuitem", { name: new RegExp(`^${name}`) }).click();
    await expect(memberPage).toHaveURL(/status=Received/);
    await expect.poll(() => headings(memberPage)).toEqual(expectedHeadings);
    await expect.poll(() => codes(memberPage)).toEqual(expectedCodes);
    // not theirs to change
    await memberPage.getByRole("button", { name: "Views" }).click();
    await memberPage.getByRole("menuitem", { name: "Manage views…" }).click();
    const theirs = memberPage.getByRole("dialog", { name: "Saved views" });
    await expect(theirs.getByRole("button", { name: `Copy link to ${name}` })).toBeVisible();
    await expect(theirs.getByRole("button", { name: `Delete ${name}` })).toHaveCount(0);
    await memberPage.context().close();

    // another role's member neither lists it nor opens its link
    const outsiderPage = await signedIn(browser, outsider);
    await outsiderPage.goto(LIST);
    await outsiderPage.getByRole("button", { name: "Views" }).click();
    await expect(outsiderPage.getByRole("menuitem", { name: "No saved views yet" })).toBeVisible();
    await expect(outsiderPage.getByRole("menuitem", { name: new RegExp(name) })).toHaveCount(0);
    await outsiderPage.keyboard.press("Escape");
    await outsiderPage.goto(link);
    await expect(
      outsiderPage.getByText("This view does not exist or is not shared with you."),
    ).toBeVisible();
    await expect(outsiderPage).not.toHaveURL(/view=/);
    await expect.poll(() => headings(outsiderPage)).toContain("Payment method");
    await outsiderPage.context().close();
  });
});
