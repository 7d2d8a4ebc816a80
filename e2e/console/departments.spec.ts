import { contracts } from "@/lib/contracts";
import { expect, signInAs, test, unique } from "../fixtures";

// Departments (issue 17 item 4): the tree the "My department" data scopes read. The administrator
// builds a branch, puts a person in it, moves it and takes the person out again; a user who may
// only read the tree sees it without any way to change it.

const { OrganizationUnit: OU } = contracts;

test.describe("[FOUNDATION] departments", () => {
  test.use({ signedInAs: "admin" });

  test("the administrator adds a department and a sub-department, a member, moves it and removes the member", async ({
    page,
    api,
  }) => {
    await api.signIn();
    const person = await api.createUser("deptmember");
    const relief = unique("Relief");

    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await menu.getByRole("button", { name: "Organisation and users" }).click();
    await menu.getByRole("link", { name: "Departments" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Departments" })).toBeVisible();
    const tree = page.getByRole("navigation", { name: "Department tree" });
    // the first department is chosen: the seeded head office and its members
    await expect(page.getByRole("heading", { name: "Members of Head office" })).toBeVisible();

    // a top-level department; a blank name is refused on its field
    await page.getByRole("button", { name: "Add department" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("This field is required.")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Name" }).fill(relief);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    const top = (await api.call(OU.GetAll, { keyword: relief })).body.result.items[0]!;
    api.afterTest(OU.Delete, { id: top.id });

    // a sub-department under it
    await tree.getByRole("button", { name: `Actions for ${relief}` }).click();
    await page.getByRole("menuitem", { name: "Add sub-department" }).click();
    await expect(
      dialog.getByRole("heading", { name: `Add a department under ${relief}` }),
    ).toBeVisible();
    await dialog.getByRole("textbox", { name: "Name" }).fill("Field team");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    const field = (await api.call(OU.GetAll, { parentId: top.id })).body.result.items[0]!;
    api.afterTest(OU.Delete, { id: field.id });
    expect(field).toMatchObject({ displayName: "Field team", code: `${top.code}.00001` });

    // a member, found by typing
    await tree.getByRole("link", { name: /^Field team/ }).click();
    await expect(page.getByRole("heading", { name: "Members of Field team" })).toBeVisible();
    await expect(page.getByText("No members yet.")).toBeVisible();
    await page.getByRole("button", { name: "Add member" }).first().click();
    await dialog.getByRole("searchbox", { name: "User" }).fill(person.userName);
    await dialog.getByRole("radio", { name: new RegExp(person.userName) }).check();
    await dialog.getByRole("button", { name: "Add member" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${person.userName} added to Field team.`)).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(person.userName) })).toBeVisible();
    await expect(tree.getByRole("link", { name: "Field team 1 member" })).toBeVisible();

    // moved to the top level, its member with it
    await tree.getByRole("button", { name: "Actions for Field team" }).click();
    await page.getByRole("menuitem", { name: "Move" }).click();
    await dialog.getByRole("combobox", { name: "Under" }).click();
    // not under itself
    await expect(page.getByRole("option", { name: "(Top level)" })).toBeVisible();
    await expect(page.getByRole("option", { name: "Field team", exact: true })).toHaveCount(0);
    await page.getByRole("option", { name: "(Top level)" }).click();
    await dialog.getByRole("button", { name: "Move" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Field team moved.")).toBeVisible();
    const moved = (await api.call(OU.Get, { id: field.id })).body.result;
    expect(moved.parentId).toBeNull();
    expect(moved.memberCount).toBe(1);

    // the member taken out again, after a confirmation
    await page.getByRole("button", { name: `Actions for ${person.userName}` }).click();
    await page.getByRole("menuitem", { name: "Remove from department" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(`Remove ${person.userName} from Field team?`);
    await confirm.getByRole("button", { name: "Remove from department" }).click();
    await expect(page.getByText(`${person.userName} removed from Field team.`)).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(person.userName) })).toHaveCount(0);
  });

  test("a user who may only read the departments sees the tree and the members, nothing to change", async ({
    page,
    api,
  }) => {
    await api.signIn();
    const role = await api.createRole("deptreader", [
      "Pages.OrganizationUnits",
      "Pages.OrganizationUnits.Departments",
    ]);
    const reader = await api.createUser("deptreader", [role.name]);
    await signInAs(page, reader.userName, reader.password);
    await expect(page.getByRole("heading", { level: 1, name: "Departments" })).toBeVisible({
      timeout: 15_000,
    });
    const tree = page.getByRole("navigation", { name: "Department tree" });
    await tree.getByRole("link", { name: /^Finance/ }).click();
    await expect(page.getByRole("heading", { name: "Members of Finance" })).toBeVisible();
    // the seeded finance user works there
    await expect(page.getByRole("row", { name: /finance/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add department" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add member" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Actions for/ })).toHaveCount(0);
  });
});
