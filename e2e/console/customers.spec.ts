import { contracts } from "@/lib/contracts";
import { ADMIN, expect, signInAs, test, unique } from "../fixtures";

test.describe("[CUSTOMERS] enterprise customers, members and who may see them", () => {
  test.use({ signedInAs: "admin" });

  test("create an enterprise customer (a bad e-mail is caught), set its quota, add three receiving addresses and make the second the default", async ({
    page,
    api,
  }) => {
    test.setTimeout(120_000); // one story: create → quota → three addresses → default
    const name = `Northwind Freight ${unique("")}`;
    await api.signIn();

    await page.goto("/customer/enterprise");
    await page.getByRole("link", { name: "Create enterprise customer" }).click();
    await expect(page).toHaveURL("/customer/enterpriseCreate");
    await page.getByLabel("Enterprise name").fill(name);
    await page.getByLabel("Enterprise call").fill("Northwind");
    await page.getByLabel("Contact name").fill("Marie Tremblay");
    await page.getByRole("combobox", { name: "Gender" }).click();
    await page.getByRole("option", { name: "Female" }).click();
    await page.getByLabel("Phone").fill("+1 514 555 0142");
    await page.getByLabel("E-mail").fill("marie.northwind");
    await page.getByLabel("Authorised quota").fill("5000");
    // industries are the Industry dictionary's values, by display name
    await page.getByRole("combobox", { name: "Industry" }).click();
    await page.getByRole("option", { name: "Real estate", exact: true }).click();
    await page.getByRole("button", { name: "Save" }).click();

    // SPEC §5's message, on the field, and nothing saved
    await expect(page.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator('[data-field-error="email"]')).toHaveText(
      "Please fill in the correct email address",
    );
    await expect(page).toHaveURL("/customer/enterpriseCreate");

    await page.getByLabel("E-mail").fill("marie@northwind.example");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(`Customer "${name}" created`)).toBeVisible();
    await expect(page).toHaveURL(/\/customer\/enterpriseDetail\//);
    await api.deleteAfterTest(
      contracts.Customer.GetAll,
      contracts.Customer.Delete,
      "enterpriseName",
      name,
    );
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByTestId("accountQuota")).toHaveText("$5,000.00");
    await expect(page.getByText("Real estate", { exact: true })).toBeVisible();

    // the quota goes up; the change is in the history
    await page.getByRole("button", { name: "Set quota" }).click();
    const quota = page.getByRole("dialog");
    await quota.getByLabel("New quota").fill("12000");
    await quota.getByLabel("Remark").fill("Annual credit review");
    await quota.getByRole("button", { name: "Set quota" }).click();
    await expect(quota).toBeHidden();
    await expect(page.getByTestId("accountQuota")).toHaveText("$12,000.00");
    await expect(page.getByTestId("remainingQuota")).toHaveText("$12,000.00");
    await expect(
      page.getByRole("row", { name: /Annual credit review/ }).getByRole("cell"),
    ).toContainText(["$5,000.00", "$12,000.00", "Annual credit review", ADMIN.userName]);

    // three receiving addresses; the second becomes the default
    const receiving = page.getByRole("region", { name: "Receiving addresses" });
    const contacts = ["Dock A", "Dock B", "Dock C"];
    for (const [i, contact] of contacts.entries()) {
      await receiving.getByRole("button", { name: "Add receiving address" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Contact name").fill(contact);
      await dialog.getByLabel("Phone").fill(`+1 514 555 01${i}0`);
      await dialog.getByRole("combobox", { name: "Country" }).click();
      await page.getByRole("option", { name: "Canada" }).click();
      await dialog.getByRole("combobox", { name: "Province / state" }).click();
      await page.getByRole("option", { name: "Quebec" }).click();
      await dialog.getByLabel("Street address").fill(`${100 + i} Rue de la Commune`);
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(dialog).toBeHidden();
      await expect(receiving.getByText(contact, { exact: true })).toBeVisible();
    }
    await receiving.getByRole("button", { name: "Actions for Dock B" }).click();
    await page.getByRole("menuitem", { name: "Set as default" }).click();
    await expect(page.getByText("Operation succeeded")).toBeVisible();

    // the page, fresh, shows all of it
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("marie@northwind.example")).toBeVisible();
    await expect(page.getByTestId("accountQuota")).toHaveText("$12,000.00");
    await expect(page.getByRole("row", { name: /Annual credit review/ })).toBeVisible();
    await expect(receiving.getByTestId("address")).toHaveCount(3);
    await expect(receiving.getByTestId("receiving-address-count")).toHaveText(/^3 of \d+$/);
    const defaults = receiving.getByTestId("address").filter({ hasText: "Default" });
    await expect(defaults).toHaveCount(1);
    await expect(defaults).toContainText("Dock B");
    await expect(receiving.getByTestId("address").first()).toContainText("Quebec, Canada");

    // filled up to the maximum (through the API), Add is off and says why
    const customerId = page.url().split("/").pop()!;
    const max = (
      await api.call(contracts.CustomerReceivingAddressMapping.GetMaxCountByEachCustomer)
    ).body.result;
    for (let i = 3; i < max; i++)
      await api.call(contracts.CustomerReceivingAddressMapping.Create, {
        customerId,
        contactName: `Dock ${i}`,
        phone: "+1 514 555 0199",
        detailAddress: `${200 + i} Rue Wellington`,
      });
    await page.reload();
    await expect(receiving.getByTestId("receiving-address-count")).toHaveText(`${max} of ${max}`);
    await expect(receiving.getByRole("button", { name: "Add receiving address" })).toBeDisabled();
    await expect(receiving.getByText("the most receiving addresses allowed")).toBeVisible();
  });

  test("the member list shows only expired members when filtered so", async ({ page }) => {
    await page.goto("/customer/member");
    await page.getByRole("combobox", { name: "Membership" }).click();
    await page.getByRole("option", { name: "Membership: Expired" }).click();
    await expect(page).toHaveURL(/membership=Expired/);
    const rows = page.getByRole("row").filter({ has: page.getByRole("cell") });
    await expect(rows.first()).toBeVisible();
    await expect(rows.filter({ hasText: "Expired" })).toHaveCount(await rows.count());
    await expect(rows.filter({ hasText: "Effective" })).toHaveCount(0);
  });

  test("a user holding only ordinary customers sees that list, not enterprise screens nor edit actions", async ({
    browser,
    api,
  }) => {
    await api.signIn();
    const role = await api.createRole("OrdinaryReader", [
      "Pages.Customer",
      "Pages.Customer.Ordinary",
    ]);
    const user = await api.createUser("reader", [role.name]);
    const enterprise = (
      await api.call(contracts.Customer.GetAll, { customerType: "Enterprise", maxResultCount: 1 })
    ).body.result.items[0]!;

    const context = await browser.newContext();
    const reader = await context.newPage();
    await signInAs(reader, user.userName, user.password);
    const menu = reader.getByRole("navigation", { name: "Main menu" });
    await expect(menu.getByRole("link")).toHaveText(["Ordinary customers"]);

    await reader.goto("/customer/ordinary");
    await expect(
      reader.getByRole("heading", { level: 1, name: "Ordinary customers" }),
    ).toBeVisible();
    await expect(reader.getByRole("row").nth(1)).toBeVisible();
    await expect(reader.getByRole("button", { name: "Create ordinary customer" })).toHaveCount(0);
    await expect(reader.getByRole("button", { name: /^Actions for / })).toHaveCount(0);

    for (const path of ["/customer/enterprise", `/customer/enterpriseDetail/${enterprise.id}`]) {
      await reader.goto(path);
      await expect(reader.getByRole("heading", { name: "No access" })).toBeVisible();
      await expect(reader.getByText(enterprise.customerCode)).toHaveCount(0);
    }
    await context.close();
  });
});
