import type { Locator, Page } from "@playwright/test";
import { contracts } from "@/lib/contracts";
import { expect, test, unique } from "../fixtures";

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`${target} never got the focus within ${max} presses of Tab`);
}

/** The focused element shows it: an outline or a ring (box-shadow), not the browser's nothing. */
async function expectFocusVisible(target: Locator) {
  await expect(target).toBeFocused();
  const ring = (el: Element) => {
    const style = getComputedStyle(el);
    return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`;
  };
  // the look with the focus (after its transition) against the look without it: a ring that
  // is always there (outline buttons carry a shadow) or never there both fail
  await target.page().waitForTimeout(250);
  const focused = await target.evaluate(ring);
  await target.evaluate((el) => (el as HTMLElement).blur());
  await target.page().waitForTimeout(250);
  const blurred = await target.evaluate(ring);
  await target.focus();
  await expect(target).toBeFocused();
  expect(focused, "the focused control shows a focus ring").not.toBe(blurred);
}

/** Arrow keys down the open menu until `name` has the focus, then Enter chooses it. */
async function chooseFromMenu(page: Page, name: string) {
  const item = page.getByRole("menu").getByRole("menuitem", { name });
  for (let i = 0; i < 10; i++) {
    if (await item.evaluate((el) => el === document.activeElement).catch(() => false)) break;
    await page.keyboard.press("ArrowDown");
  }
  await expect(item).toBeFocused();
  await page.keyboard.press("Enter");
}

/** Tab `count` times inside `dialog`: the focus never leaves it. */
async function expectFocusTrapped(page: Page, dialog: Locator, count = 25) {
  for (let i = 0; i < count; i++) {
    await page.keyboard.press(i % 3 === 2 ? "Shift+Tab" : "Tab");
    const inside = await dialog.evaluate((el) => el.contains(document.activeElement));
    expect(inside, `focus left the dialog after ${i + 1} presses`).toBe(true);
  }
}

test.describe("[KEYBOARD] a person using only the keyboard", () => {
  test.use({ signedInAs: "admin" });

  test("creates, finds, sorts, edits and deletes a brand without the mouse; dialogs trap and give back the focus", async ({
    page,
    api,
  }) => {
    test.setTimeout(90_000);
    const brand = `Keys ${unique("")}`;
    await api.signIn();
    await page.goto("/commodity/brand");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // the create dialog: opened with Enter, focus inside and trapped, Escape gives it back
    const create = page.getByRole("button", { name: "Create brand" }).first();
    await tabTo(page, create);
    await expectFocusVisible(create);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect
      .poll(() => dialog.evaluate((el) => el.contains(document.activeElement)))
      .toBe(true);
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(create).toBeFocused();

    // filled and saved from the keyboard: Enter in the name field submits the form
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    const name = dialog.getByLabel("Name");
    await tabTo(page, name);
    await page.keyboard.type(brand);
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();

    // the search box, reached by Tab, narrows the list
    const search = page.getByRole("searchbox");
    await tabTo(page, search);
    await expectFocusVisible(search);
    await page.keyboard.type(brand);
    const row = page.getByRole("row", { name: new RegExp(brand) });
    await expect(row).toBeVisible();
    await expect(page.getByRole("row")).toHaveCount(2); // header + the brand
    await api.deleteAfterTest(
      contracts.ProductBrand.GetAll,
      contracts.ProductBrand.Delete,
      "name",
      brand,
    );

    // a column sorted from the keyboard
    const sortName = page.getByRole("button", { name: "Sort by Name" });
    await tabTo(page, sortName);
    await expectFocusVisible(sortName);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/sort=name/);

    // the row's menu: opened with Enter, Edit chosen with the arrows, focus back on close
    const actions = row.getByRole("button", { name: `Actions for ${brand}` });
    await tabTo(page, actions);
    await expectFocusVisible(actions);
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await chooseFromMenu(page, "Edit");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Name")).toHaveValue(brand);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(actions).toBeFocused();

    // the confirmation, cancelled with Escape, gives the focus back to the row's menu button
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await chooseFromMenu(page, "Delete");
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(confirm).toBeHidden();
    await expect(actions).toBeFocused();

    // deleted through the menu and its confirmation, all by keyboard
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await chooseFromMenu(page, "Delete");
    await expect(confirm).toBeVisible();
    await expectFocusTrapped(page, confirm, 6);
    await tabTo(page, confirm.getByRole("button", { name: "Delete" }));
    await page.keyboard.press("Enter");
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(0);
  });

  test("fills a page form and pages through a list without the mouse", async ({ page }) => {
    await page.goto("/ou/users");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const next = page.getByRole("button", { name: /next page/i });
    if (await next.isEnabled()) {
      await tabTo(page, next);
      await expectFocusVisible(next);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/page=2/);
    }

    await page.goto("/admin/sysSettingTaxeCreate");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // the first field is reachable, every field shows its focus, and Enter on a blank form
    // submits to the validation messages rather than doing nothing
    const firstField = page.getByRole("main").getByRole("textbox").first();
    await tabTo(page, firstField);
    await expectFocusVisible(firstField);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main").locator("[aria-invalid=true]").first()).toBeVisible();
    await expect(page.getByRole("main").locator("[aria-invalid=true]").first()).toBeFocused();
  });
});
