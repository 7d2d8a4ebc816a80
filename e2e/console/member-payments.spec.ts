import AxeBuilder from "@axe-core/playwright";
import { contracts } from "@/lib/contracts";
import { membershipEnd, todayIn } from "@/lib/membership";
import { expect, signInAs, test, unique } from "../fixtures";

// Member payment orders (issue 12): marking one paid extends the customer's membership (DESIGN §5)
// and the member's page shows it in force. The server's "today" is in its TIME_ZONE (UTC unless
// set), the same the test reads.
const today = () => todayIn(process.env.TIME_ZONE ?? "UTC");

test.describe("[MEMBER PAYMENTS] membership fees and what marking them paid does", () => {
  test.use({ signedInAs: "admin" });

  test("charge an ordinary customer a year's membership, mark it paid and see the membership in force on the member's page", async ({
    page,
    api,
  }) => {
    test.setTimeout(120_000);
    await api.signIn();
    const name = `Noor ${unique("Haddad")}`;
    const created = await api.call(contracts.Customer.CreateOrdinary, {
      realName: name,
      sex: "Women",
      mobilePhone: "+1 416 555 0177",
      email: `${unique("noor")}@example.com`,
    });
    expect(created.status, JSON.stringify(created.body.error)).toBe(200);
    const customer = created.body.result;
    // the paid order stays (a paid order is kept for the records); its customer goes
    api.afterTest(contracts.Customer.Delete, { id: customer.id });

    await page.goto("/finance/memberPaymentOrder");
    await expect(
      page.getByRole("heading", { level: 1, name: "Member payment orders" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "New payment order" }).first().click();
    const dialog = page.getByRole("dialog", { name: "New member payment order" });
    // nobody chosen yet: the customer is required
    await dialog.getByLabel("Amount").fill("120");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("This field is required.")).toBeVisible();

    // found by name (the search waits for a pause in typing)
    await dialog.getByLabel("Customer").fill(name);
    await expect(dialog.getByRole("radio")).toHaveCount(1);
    const match = dialog.getByRole("radio", { name: `${customer.customerCode} · ${name}` });
    await match.check();
    await expect(dialog.getByText("Regular · never a member")).toBeVisible();
    await expect(dialog.getByLabel("Months of membership")).toHaveValue("12");
    // the dialog, open with its matches, passes axe as the screens do (a11y.spec)
    const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(
      violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id),
    ).toEqual([]);
    await dialog.getByLabel("Remark").fill("Paid at the counter");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    const order = (
      await api.call(contracts.FinanceMemberPaymentOrder.GetAll, { customerId: customer.id })
    ).body.result.items[0]!;
    await expect(page.getByText(`Member payment order "${order.code}" created`)).toBeVisible();

    // the list, narrowed to the customer: the new order, unpaid
    await page.getByRole("searchbox", { name: "Customer code" }).fill(customer.customerCode);
    await expect(page).toHaveURL(new RegExp(`customerCode=${customer.customerCode}`));
    const row = page.getByRole("row", { name: new RegExp(order.code) });
    await expect(row.getByRole("cell")).toContainText([
      order.code,
      name,
      "$120.00",
      "12 months",
      "Unpaid",
    ]);

    // marking it paid says what it buys, then does it
    const validTo = membershipEnd(today(), 12);
    await row.getByRole("button", { name: `Actions for ${order.code}` }).click();
    await page.getByRole("menuitem", { name: "Mark paid" }).click();
    const confirm = page.getByRole("alertdialog", { name: `Mark ${order.code} paid?` });
    await expect(confirm).toContainText(
      `${name} (${customer.customerCode}) paid $120.00 for 12 months of membership.`,
    );
    await expect(confirm).toContainText(`the membership runs from ${today()} to ${validTo}.`);
    await confirm.getByRole("button", { name: "Mark paid" }).click();
    await expect(
      page.getByText(`${order.code} paid: membership valid until ${validTo}`),
    ).toBeVisible();
    await expect(row.getByRole("cell")).toContainText(["Paid", `${today()} to ${validTo}`]);
    // a paid order has no actions left
    await expect(row.getByRole("button", { name: `Actions for ${order.code}` })).toHaveCount(0);

    // the customer is a member now: its name leads to its page, where the membership is in force
    await row.getByRole("link", { name }).click();
    await expect(page).toHaveURL(`/customer/memberDetail/${customer.id}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const profile = page.getByRole("region", { name: "Profile" });
    await expect(profile.getByRole("definition").filter({ hasText: validTo })).toHaveText(
      `${validTo}Effective`,
    );
    await expect(profile).toContainText(`Member since${today()}`);
    const payments = page.getByRole("region", { name: "Member payment orders" });
    await expect(payments.getByRole("row", { name: new RegExp(order.code) })).toContainText([
      "Paid",
    ]);
    await expect(payments).toContainText(`${today()} to ${validTo}`);
  });

  test("a person who may only read payment orders sees them and no actions", async ({
    browser,
    api,
  }) => {
    await api.signIn();
    const role = await api.createRole("PaymentReader", [
      "Pages.Finance",
      "Pages.Finance.MemberPaymentOrder",
      "Pages.Customer",
      "Pages.Customer.Member",
      "Pages.Customer.Ordinary",
    ]);
    const user = await api.createUser("payreader", [role.name]);
    const unpaid = (
      await api.call(contracts.FinanceMemberPaymentOrder.GetAll, {
        isPaid: false,
        maxResultCount: 1,
      })
    ).body.result.items[0]!;

    const context = await browser.newContext();
    const reader = await context.newPage();
    await signInAs(reader, user.userName, user.password);
    await reader.goto("/finance/memberPaymentOrder");
    await expect(
      reader.getByRole("heading", { level: 1, name: "Member payment orders" }),
    ).toBeVisible();
    await expect(reader.getByRole("row", { name: new RegExp(unpaid.code) })).toContainText(
      "Unpaid",
    );
    await expect(reader.getByRole("button", { name: "New payment order" })).toHaveCount(0);
    await expect(reader.getByRole("button", { name: /^Actions for / })).toHaveCount(0);
    await context.close();
  });
});
