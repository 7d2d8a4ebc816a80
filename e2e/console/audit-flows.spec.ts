import { contracts } from "@/lib/contracts";
import { expect, signInAs, test, unique } from "../fixtures";

/** "$1,234.50", as the console shows money. */
const money = (amount: string | number) =>
  `$${Number(amount).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

test.describe("[AUDIT] audit flows", () => {
  test.use({ signedInAs: "admin" });

  test("a price revision above the threshold waits for its approver, who approves it; then the price changes", async ({
    page,
    browser,
    api,
  }) => {
    test.setTimeout(120_000);
    await api.signIn();
    // an approver: may see sales and ordinary customers, nothing else
    const role = await api.createRole("PriceApprover", [
      "Pages.Order",
      "Pages.Order.Sales",
      "Pages.Customer",
      "Pages.Customer.Ordinary",
    ]);
    const approver = await api.createUser("approver", [role.name]);
    const sku = (
      await api.call(contracts.ProductSku.GetAll, {
        shelfStatus: "OnShelf",
        maxResultCount: 1,
        sorting: "number desc",
      })
    ).body.result.items[0]!;
    const customer = (
      await api.call(contracts.Customer.GetAll, { customerType: "Ordinary", maxResultCount: 1 })
    ).body.result.items[0]!;
    const paysNow = (
      await api.call(contracts.ProductRevisePriceRecord.FindCustomers, {
        keyword: customer.customerCode,
        skuId: sku.id,
      })
    ).body.result.items[0]!.currentPrice!;
    const half = (Number(paysNow) / 2).toFixed(2);
    const desc = unique("Big discounts ");
    api.whenDone(async (admin) => {
      // the customer's price withdrawn; the flow stopped and deleted
      const current = await admin.call(contracts.ProductRevisePriceRecord.GetMainAll, {
        skuId: sku.id,
        customerId: customer.id,
      });
      for (const row of current.body.result.items)
        await admin.call(contracts.ProductRevisePriceRecord.Delete, { id: row.id });
      const flows = await admin.call(contracts.AuditFlow.GetAll, { keyword: desc });
      for (const flow of flows.body.result.items) {
        await admin.call(contracts.AuditFlow.Active, { id: flow.id, isActive: false });
        await admin.call(contracts.AuditFlow.Delete, { id: flow.id });
      }
    });

    // a flow for price revisions changing the price by more than 10 %, approved by the role
    await page.goto("/admin/auditFlows");
    await expect(page.getByRole("heading", { level: 1, name: "Audit flows" })).toBeVisible();
    await page.getByRole("button", { name: "New audit flow" }).first().click();
    const form = page.getByRole("dialog");
    await form.getByLabel("Description").fill(desc);
    await form.getByLabel("Threshold (%)").fill("10");
    await form.getByRole("combobox", { name: "Step 1: role" }).click();
    await page.getByRole("option", { name: role.name }).click();
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form).toBeHidden();
    const row = page.getByRole("row").filter({ hasText: desc });
    await expect(row).toContainText("Inactive");
    await expect(row).toContainText(`Role ${role.name}`);
    await row.getByRole("button", { name: `Actions for ${desc}` }).click();
    await page.getByRole("menuitem", { name: "Activate" }).click();
    await expect(row).toContainText("Active");

    // halving the customer's price goes to approval: the price stays
    await page.goto(`/productSku/pricingManagement/detail/${sku.id}`);
    await page.getByRole("button", { name: "Revise price" }).first().click();
    const revise = page.getByRole("dialog");
    await revise.getByLabel("Customer").fill(customer.customerCode);
    await revise.getByRole("radio", { name: new RegExp(customer.customerCode) }).check();
    await revise.getByLabel("Modified price").fill(half);
    await revise.getByRole("button", { name: "Save" }).click();
    await expect(revise).toBeHidden();
    await expect(
      page.getByText(
        `${money(half)} of ${sku.number} for ${customer.customerCode} waits for approval`,
      ),
    ).toBeVisible();
    const waiting = page.getByRole("region", { name: "Waiting for approval (1)" });
    const item = waiting.getByRole("listitem", { name: new RegExp(customer.customerCode) });
    await expect(item).toContainText(`${money(paysNow)} → ${money(half)}`);
    await expect(item).toContainText(`Step 1: role ${role.name} — waiting for a decision`);
    // the administrator is not the step's approver
    await expect(item.getByRole("button", { name: "Approve" })).toHaveCount(0);

    // the approver approves it in their own session
    const context = await browser.newContext();
    const other = await context.newPage();
    await signInAs(other, approver.userName, approver.password);
    await other.goto(`/productSku/pricingManagement/detail/${sku.id}`);
    const theirs = other
      .getByRole("region", { name: "Waiting for approval (1)" })
      .getByRole("listitem", { name: new RegExp(customer.customerCode) });
    await theirs.getByRole("button", { name: "Approve" }).click();
    const decision = other.getByRole("dialog");
    await decision.getByLabel("Comment").fill("Agreed with sales");
    await decision.getByRole("button", { name: "Approve" }).click();
    await expect(decision).toBeHidden();
    await expect(
      other.getByText(`Approved: ${customer.customerCode} now pays ${money(half)}`),
    ).toBeVisible();
    await expect(other.getByRole("region", { name: /Waiting for approval/ })).toHaveCount(0);
    await expect(other.getByRole("row").filter({ hasText: customer.customerCode })).toContainText(
      money(half),
    );
    await context.close();

    // the administrator sees the new price too
    await page.reload();
    await expect(page.getByRole("row").filter({ hasText: customer.customerCode })).toContainText(
      money(half),
    );
  });
});
