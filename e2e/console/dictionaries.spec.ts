import { expect, test, unique } from "../fixtures";

test.describe("Data dictionaries", () => {
  test.use({ signedInAs: "admin" });

  test("the seeded dictionaries are there, tree on the left, values on the right", async ({
    page,
  }) => {
    await page.goto("/admin/dataDictionaries");
    await expect(page.getByRole("heading", { name: "Data dictionaries", level: 1 })).toBeVisible();
    const tree = page.getByRole("navigation", { name: "Nodes" });
    await tree.getByRole("link", { name: /Logistics company/ }).click();
    await expect(
      page.getByRole("heading", { name: "Values of Logistics company (LogisticsCompany)" }),
    ).toBeVisible();
    await expect(page.getByRole("row", { name: /^Purolator Purolator/ })).toBeVisible();
    await expect(page.getByRole("row", { name: /^CanadaPost Canada Post/ })).toBeVisible();
  });

  test("add a node and a value, edit the value, refuse to delete a node with children, then clear it", async ({
    page,
  }) => {
    const key = unique("Colour");
    await page.goto("/admin/dataDictionaries");

    // a root node
    await page.getByRole("button", { name: "Add node" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox", { name: "Key" }).fill("has space");
    await dialog.getByRole("textbox", { name: "Display name" }).fill(`Colours ${key}`);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("Use letters, digits and . _ - only.")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Key" }).fill(key);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    const tree = page.getByRole("navigation", { name: "Nodes" });
    await tree.getByRole("link", { name: new RegExp(`Colours ${key}`) }).click();
    await expect(
      page.getByRole("heading", { name: `Values of Colours ${key} (${key})` }),
    ).toBeVisible();

    // a value, then the same key again is refused on the key field
    await page.getByRole("button", { name: "Add value" }).first().click();
    await dialog.getByRole("textbox", { name: "Key" }).fill("red");
    await dialog.getByRole("textbox", { name: "Display name" }).fill("Red");
    await dialog.getByRole("spinbutton", { name: "Display order" }).fill("1");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("cell", { name: "Red", exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Add value" }).first().click();
    await dialog.getByRole("textbox", { name: "Key" }).fill("RED");
    await dialog.getByRole("textbox", { name: "Display name" }).fill("Red again");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("The key RED is already used here.")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();

    // edit the value
    await page.getByRole("button", { name: "Actions for Red" }).click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    await dialog.getByRole("textbox", { name: "Display name" }).fill("Crimson");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("cell", { name: "Crimson", exact: true })).toBeVisible();

    // a child node under it
    await tree.getByRole("button", { name: `Actions for Colours ${key}` }).click();
    await page.getByRole("menuitem", { name: "Add child node" }).click();
    await dialog.getByRole("textbox", { name: "Key" }).fill(`${key}Dark`);
    await dialog.getByRole("textbox", { name: "Display name" }).fill("Dark shades");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(tree.getByRole("link", { name: /Dark shades/ })).toBeVisible();

    // the node has children: its deletion is refused, naming them
    await tree.getByRole("button", { name: `Actions for Colours ${key}` }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(
      page.getByText(
        new RegExp(`^Colours ${key} \\(${key}\\) is used by .*"red".*; it cannot be deleted\\.`),
      ),
    ).toBeVisible();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();

    // emptied, it goes
    await tree.getByRole("button", { name: "Actions for Dark shades" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("alertdialog")).toBeHidden();
    await expect(tree.getByRole("link", { name: /Dark shades/ })).toBeHidden();
    await page.getByRole("button", { name: "Actions for Crimson" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("alertdialog")).toBeHidden();
    await expect(page.getByRole("cell", { name: "Crimson", exact: true })).toBeHidden();
    await tree.getByRole("button", { name: `Actions for Colours ${key}` }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(tree.getByRole("link", { name: new RegExp(`Colours ${key}`) })).toBeHidden();
  });
});
