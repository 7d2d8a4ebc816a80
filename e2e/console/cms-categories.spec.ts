import type { Page } from "@playwright/test";
import { contracts } from "@/lib/contracts";
import { expect, signInAs, test, unique } from "../fixtures";

// CMS content categories and navigation (issue 13 item 1): a category needs a name and a code
// (SPEC §5); children are hidden and reordered among their siblings by dragging or from the
// keyboard; the navigation has two levels.

/** The tree entry whose own text holds `name`, and its children's entries. */
function treeItem(page: Page, name: string) {
  const item = page.getByTestId("tree-item").filter({ hasText: name }).first();
  return { item, children: item.getByRole("list").getByTestId("tree-item") };
}

test.describe("[CMS] content categories and navigation", () => {
  test.use({ signedInAs: "admin" });

  test("create a two-level category tree, hide a child, reorder siblings", async ({
    page,
    api,
  }) => {
    test.setTimeout(120_000);
    await api.signIn();
    const root = unique("Journal");
    const alpha = unique("Alpha");
    const beta = unique("Beta");

    // a category without a code is refused with SPEC §5's rule
    await page.goto("/cms/categories");
    await expect(page.getByRole("heading", { level: 1, name: "Content categories" })).toBeVisible();
    await page.getByRole("link", { name: "Create category" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Create category" })).toBeVisible();
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(root);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("This field is required.")).toBeVisible();
    await page.getByRole("textbox", { name: "Code", exact: true }).fill(root.toLowerCase());
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/cms\/categories$/);
    await api.deleteAfterTest(
      contracts.CmsCategory.GetAll,
      contracts.CmsCategory.Delete,
      "name",
      root,
    );

    // two subcategories, each from its parent's "add" button
    for (const child of [alpha, beta]) {
      await page.getByRole("link", { name: `Add subcategory to ${root}` }).click();
      await expect(
        page.getByRole("heading", { level: 1, name: `Add subcategory to ${root}` }),
      ).toBeVisible();
      await page.getByRole("textbox", { name: "Name", exact: true }).fill(child);
      await page.getByRole("textbox", { name: "Code", exact: true }).fill(child.toLowerCase());
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page).toHaveURL(/\/cms\/categories$/);
      await api.deleteAfterTest(
        contracts.CmsCategory.GetAll,
        contracts.CmsCategory.Delete,
        "name",
        child,
      );
    }
    const { children } = treeItem(page, root);
    await expect(children).toHaveText([new RegExp(alpha), new RegExp(beta)]);

    // hide a child: the website stops showing it
    const shown = page.getByRole("switch", { name: `Show ${beta} on the website` });
    await expect(shown).toBeChecked();
    await shown.click();
    await expect(page.getByText(`${beta} is hidden from the website.`)).toBeVisible();
    await expect(shown).not.toBeChecked();
    const hidden = await api.call(contracts.CmsCategory.GetByCode, { code: beta.toLowerCase() });
    expect(hidden.body.result.isHidden).toBe(true);

    // from the keyboard: the second child moves up, and its arrow keeps focus
    await page.getByRole("button", { name: `Move ${beta} up` }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Order saved.").first()).toBeVisible();
    await expect(children).toHaveText([new RegExp(beta), new RegExp(alpha)]);
    await expect(page.getByRole("button", { name: `Move ${beta} down` })).toBeFocused();

    // by dragging: the first child (now second) back to the top
    await children.nth(1).dragTo(children.nth(0));
    await expect(children).toHaveText([new RegExp(alpha), new RegExp(beta)]);

    // after a reload the order and the hidden child hold
    await page.reload();
    await expect(children).toHaveText([new RegExp(alpha), new RegExp(beta)]);
    await expect(shown).not.toBeChecked();
    const parent = await api.call(contracts.CmsCategory.GetByCode, { code: root.toLowerCase() });
    const saved = await api.call(contracts.CmsCategory.GetAll, { parentId: parent.body.result.id });
    expect(saved.body.result.items.map((c) => c.name)).toEqual([alpha, beta]);

    // a category with subcategories says so before anyone tries to delete it
    await page.getByRole("button", { name: `Actions for ${root}` }).click();
    await expect(page.getByRole("menuitem", { name: /Delete/ })).toBeDisabled();
  });

  test("create a two-level navigation leading to a category", async ({ page, api }) => {
    await api.signIn();
    const code = unique("nav-cat").toLowerCase();
    const category = await api.call(contracts.CmsCategory.Create, { code, name: `Cat ${code}` });
    api.afterTest(contracts.CmsCategory.Delete, { id: category.body.result.id });
    const top = unique("Products");
    const child = unique("Gadgets");

    await page.goto("/cms/navigation");
    await expect(page.getByRole("heading", { level: 1, name: "Navigation" })).toBeVisible();
    await page.getByRole("link", { name: "Create navigation item" }).first().click();
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(top);
    await page.getByRole("checkbox", { name: new RegExp(`Cat ${code}`) }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/cms\/navigation$/);
    await api.deleteAfterTest(
      contracts.CmsNavigation.GetAll,
      contracts.CmsNavigation.Delete,
      "name",
      top,
    );
    await expect(treeItem(page, top).item).toContainText(`Cat ${code}`);

    await page.getByRole("link", { name: `Add child item to ${top}` }).click();
    await expect(page).toHaveURL(/\/cms\/navigation-createChild\//);
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(child);
    await page.getByRole("switch", { name: "Shown", exact: true }).click(); // not shown yet
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/cms\/navigation$/);
    await api.deleteAfterTest(
      contracts.CmsNavigation.GetAll,
      contracts.CmsNavigation.Delete,
      "name",
      child,
    );
    await expect(treeItem(page, top).children).toHaveText([new RegExp(`${child}[\\s\\S]*Hidden`)]);

    // a child is edited on its own route
    await page.getByRole("button", { name: `Actions for ${child}` }).click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    await expect(page).toHaveURL(/\/cms\/navigation-editChild\//);
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(child);
  });
});

test.describe("[CMS] content categories for a reader", () => {
  test("a reader sees the tree but cannot change it", async ({ page, api }) => {
    await api.signIn();
    const role = await api.createRole("CmsReader", ["Pages.CMS", "Pages.CMS.Category"]);
    const user = await api.createUser("cmsreader", [role.name]);
    await signInAs(page, user.userName, user.password);
    await page.goto("/cms/categories");
    // the seeded tree: Help center has a hidden child
    await expect(page.getByText("Help center")).toBeVisible();
    await expect(treeItem(page, "Help center").children.getByText("Hidden")).toBeVisible();
    await expect(page.getByRole("switch")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Move / })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Create category" })).toHaveCount(0);
  });
});
