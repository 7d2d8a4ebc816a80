import { execFileSync } from "node:child_process";
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { contracts } from "@/lib/contracts";
import type { TOrderDto } from "@/lib/contracts/order";
import { type Api, bffUrl, expect, signInAs, test, unique } from "../fixtures";
import { cents, dollars, orderSupplies, placedOrder, quebecCustomer, taxOf } from "../orders";

// Issue 11's order screens. The acceptance story as a person does it: an order placed on behalf
// of a Quebec customer for two SKUs, with GST 5 % and QST 9.975 % of goods + shipping (each
// rounded to 2 decimals, computed here on their own), paid, picked, shipped and received; its
// timeline shows each step and each SKU's ledger the reservation and the shipment. The customer,
// the SKUs' stock and the orders that are not the story come from the API.

const GST = "5";
const QST = "9.975";

/** The text of a PDF as poppler reads it. */
const pdfText = (bytes: Buffer) =>
  execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", "-", "-"], { input: bytes }).toString(
    "utf8",
  );

/** What the order of these lines costs, worked out here: goods, shipping, GST, QST, total. */
async function expectedTotals(api: Api, lines: { price: string; quantity: number }[]) {
  const settings = await api.call(contracts.SysSettingOrder.GetCurrent, {});
  const { shippingFee, freeShippingThreshold } = settings.body.result!;
  const goods = lines.reduce((sum, l) => sum + cents(l.price) * l.quantity, 0);
  const threshold = cents(freeShippingThreshold);
  const shipping = threshold === 0 || goods >= threshold ? 0 : cents(shippingFee);
  const gst = taxOf(goods + shipping, GST);
  const qst = taxOf(goods + shipping, QST);
  return { goods, shipping, gst, qst, total: goods + shipping + gst + qst };
}

/** The totals as the screen shows them (the order's page, its invoice, the preview). */
async function expectTotals(
  scope: Page | ReturnType<Page["getByRole"]>,
  t: Awaited<ReturnType<typeof expectedTotals>>,
) {
  await expect(scope.getByTestId("total-goods")).toHaveText(dollars(t.goods));
  await expect(scope.getByTestId("total-shipping")).toHaveText(dollars(t.shipping));
  await expect(scope.getByText(`GST (${GST}%)`)).toBeVisible();
  await expect(scope.getByTestId("total-gst")).toHaveText(dollars(t.gst));
  await expect(scope.getByText(`QST (${QST}%)`)).toBeVisible();
  await expect(scope.getByTestId("total-qst")).toHaveText(dollars(t.qst));
  await expect(scope.getByTestId("total-amount")).toHaveText(dollars(t.total));
}

/** Opens one of the order's steps, fills its dialog and waits for what the toast says. */
async function takeStep(
  page: Page,
  step: string,
  fill: (dialog: ReturnType<Page["getByRole"]>) => Promise<void>,
  toast: string | RegExp,
) {
  await page.getByRole("button", { name: step, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: new RegExp(`^${step.split(" ")[0]}`, "i") });
  await expect(dialog).toBeVisible();
  await fill(dialog);
  await dialog.getByRole("button", { name: step, exact: true }).click();
  await expect(page.getByText(toast)).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.describe("[ORDERS] orders placed on behalf of customers, paid, shipped and received", () => {
  test.use({ signedInAs: "admin" });

  test("an order for a Quebec customer of two SKUs shows GST 5 % and QST 9.975 % of goods + shipping, is paid, picked, shipped and received, and its timeline and the SKUs' ledgers show each step", async ({
    page,
    api,
  }, testInfo) => {
    test.setTimeout(240_000); // one story across five screens
    await api.signIn();
    const { skus, warehouse } = await orderSupplies(api);
    const [first, second] = skus;
    const buyer = await quebecCustomer(api);
    const name = buyer.customer.realName;
    const lines = [
      { sku: first, quantity: 2 },
      { sku: second, quantity: 1 },
    ];
    const totals = await expectedTotals(
      api,
      lines.map((l) => ({ price: l.sku.salePrice, quantity: l.quantity })),
    );

    // the customer's row offers "Place an order"
    await page.goto("/customer/ordinary");
    await page.getByRole("searchbox").fill(buyer.customer.customerCode);
    // the search lands in the URL first (a late one would take the page back to the list)
    await expect(page).toHaveURL(new RegExp(`keyword=${buyer.customer.customerCode}`));
    await page.getByRole("button", { name: `Actions for ${name}` }).click();
    await page.getByRole("menuitem", { name: "Place an order" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: `Place an order for ${name}` }),
    ).toBeVisible();

    // two SKUs found among what the customer may buy, with their quantities
    for (const { sku, quantity } of lines) {
      await page.getByLabel("Find a SKU").fill(sku.number);
      await page.getByRole("button", { name: `Add ${sku.number}` }).click();
      const box = page.getByLabel(`Quantity of ${sku.number}`);
      await expect(box).toBeFocused();
      await box.fill(String(quantity));
    }
    // delivered to the default address in Montreal, invoiced to the one bill address
    await expect(page.getByRole("combobox", { name: "Receiving method" })).toHaveText("Delivery");
    await expect(page.getByRole("combobox", { name: "Delivery address" })).toContainText(
      "1250 Rue Sainte-Catherine O",
    );
    await expect(page.getByRole("combobox", { name: "Invoice address" })).toContainText(
      "Gagnon Design Inc.",
    );
    // the payment method is the person's choice: placing without it says so on the field
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByText("This field is required.")).toBeVisible();
    await page.getByRole("combobox", { name: "Payment method" }).click();
    await page.getByRole("option", { name: "Credit card" }).click();

    // the live preview: Quebec's taxes on goods + shipping
    const summary = page.getByRole("region", { name: "Order summary" });
    await expectTotals(summary, totals);
    await expect(summary).toContainText("Taxes of Quebec");
    for (const { sku, quantity } of lines)
      await expect(page.getByRole("row", { name: new RegExp(sku.number) })).toContainText(
        dollars(cents(sku.salePrice) * quantity),
      );
    await page.screenshot({ path: testInfo.outputPath("place-order.png"), fullPage: true });

    await page.getByRole("button", { name: "Place order" }).click();
    await page.waitForURL(/\/productSku\/orderDetail\//);
    const id = page.url().split("/").pop()!;
    const placed = (await api.call(contracts.OrderMain.Get, { id })).body.result;
    await expect(page.getByText(`Order ${placed.orderCode} placed`)).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 1, name: `Order ${placed.orderCode}` }),
    ).toBeVisible();
    await expect(page.getByText("Awaiting payment").first()).toBeVisible();
    await expectTotals(page.getByRole("region", { name: "Products" }), totals);

    // paid
    await takeStep(
      page,
      "Confirm payment",
      (d) => d.getByLabel("Remark (optional)").fill("Card charged at the counter"),
      `Payment of ${placed.orderCode} confirmed`,
    );
    await expect(page.getByText("Paid", { exact: true }).first()).toBeVisible();

    // picked in the test's warehouse: its outbound record
    await takeStep(
      page,
      "Pick for shipping",
      async (d) => {
        await d.getByRole("combobox", { name: "Warehouse" }).click();
        await page.getByRole("option", { name: warehouse.name }).click();
      },
      new RegExp(`${placed.orderCode} picked: outbound record`),
    );
    const logistics = page.getByRole("region", { name: "Picking and shipping" });
    await expect(logistics.getByRole("link", { name: /^OUT/ })).toBeVisible();

    // shipped: carrier, tracking number and expected date are required for delivery
    const tracking = unique("PUR");
    const expected = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await page.getByRole("button", { name: "Ship", exact: true }).click();
    const ship = page.getByRole("dialog", { name: `Ship ${placed.orderCode}` });
    await ship.getByRole("button", { name: "Ship", exact: true }).click();
    await expect(ship.getByText("This field is required.")).toHaveCount(3);
    // the carriers are the LogisticsCompany dictionary's values
    await ship.getByRole("combobox", { name: "Carrier" }).click();
    await page.getByRole("option", { name: "Purolator", exact: true }).click();
    await ship.getByLabel("Tracking number").fill(tracking);
    await ship.getByLabel("Expected delivery date").fill(expected);
    await ship.getByRole("button", { name: "Ship", exact: true }).click();
    await expect(page.getByText("Order shipped", { exact: true })).toBeVisible();
    await expect(ship).toBeHidden();
    await expect(logistics).toContainText("Purolator");
    await expect(logistics).toContainText(tracking);
    await expect(logistics).toContainText(expected);

    // received: the order is complete
    await takeStep(page, "Mark received", async () => {}, `${placed.orderCode} received`);
    await expect(page.getByText("Completed", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Close order" })).toHaveCount(0);

    // the timeline, oldest first: every step, by whom
    const steps = page.getByRole("list", { name: "Timeline" }).getByRole("listitem");
    await expect(steps).toHaveCount(5);
    await expect(steps).toContainText([
      "Order placed",
      "Payment confirmed",
      "Picked for shipping",
      "Shipped",
      "Received",
    ]);
    await expect(steps.nth(1)).toContainText("Card charged at the counter");
    await expect(steps.nth(3)).toContainText(tracking);
    await page.screenshot({ path: testInfo.outputPath("order-detail.png"), fullPage: true });

    // each SKU's ledger: reserved for the order, then shipped from the test's location
    for (const { sku, quantity } of lines) {
      await page.goto(`/warehouse/warehouseSearch?ledger=${sku.id}`);
      const rows = page
        .getByRole("dialog", { name: `Ledger of ${sku.number}` })
        .getByRole("table", { name: `Movements of ${sku.number}` })
        .locator("tbody tr");
      const shipped = rows.filter({ hasText: "Shipped" }).first();
      await expect(shipped).toContainText(warehouse.name);
      await expect(shipped).toContainText(`\u2212${quantity}`);
      await expect(rows.filter({ hasText: "Reserved for an order" }).first()).toBeVisible();
    }
  });

  test("selected orders' invoices download as one PDF; with none selected the list says so; an invoice page shows GST and QST apart", async ({
    page,
    api,
  }, testInfo) => {
    test.setTimeout(120_000);
    await api.signIn();
    const { skus } = await orderSupplies(api);
    const buyer = await quebecCustomer(api);
    const orders = [
      await placedOrder(api, buyer, [{ skuId: skus[0].id, quantity: 1 }]),
      await placedOrder(api, buyer, [{ skuId: skus[1].id, quantity: 2 }], "ChequePayment"),
    ];

    await page.goto(
      `/productSku/orderManagement?${new URLSearchParams({ userName: buyer.customer.customerCode })}`,
    );
    await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Unpaid\s*2$/ })).toBeVisible();
    for (const order of orders)
      await expect(page.getByRole("row", { name: new RegExp(order.orderCode) })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("order-list.png"), fullPage: true });

    // nothing selected: SPEC §8's message
    await page.getByRole("button", { name: "Download invoices" }).click();
    await expect(page.getByText("Please select at least one piece of data")).toBeVisible();

    // both selected: one PDF with both orders, through the console's BFF
    await page.getByRole("checkbox", { name: "Select all on this page" }).check();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download 2 invoices" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("invoices-2.pdf");
    const text = pdfText(fs.readFileSync((await download.path())!));
    for (const order of orders) expect(text).toContain(order.orderCode);
    expect(text).toContain(`GST (${GST}%)`);
    expect(text).toContain(`QST (${QST}%)`);
    await expect(page.getByText("2 invoices downloaded")).toBeVisible();

    // the tabs narrow the list: none of these is complete
    await page.getByRole("link", { name: /^Completed/ }).click();
    await expect(page).toHaveURL(/orderStatusTab=Complete/);
    await expect(page.getByText("No orders match these filters.")).toBeVisible();

    // one order's invoice as a page, and its PDF through the BFF
    const [order] = orders as [TOrderDto];
    await page.goto(`/productSku/invoiceDetail/${order.id}`);
    await expect(
      page.getByRole("heading", { level: 1, name: `Invoice ${order.orderCode}` }),
    ).toBeVisible();
    await expect(page.getByTestId("total-gst")).toHaveText(dollars(cents(order.gstAmount)));
    await expect(page.getByTestId("total-qst")).toHaveText(dollars(cents(order.qstAmount)));
    await expect(page.getByTestId("total-amount")).toHaveText(dollars(cents(order.totalAmount)));
    await page.screenshot({ path: testInfo.outputPath("invoice.png"), fullPage: true });
    const href = await page.getByRole("link", { name: "Download PDF" }).getAttribute("href");
    expect(href).toBe(
      `${bffUrl(contracts.OrderMain.BatchDownloadInvoicePdf)}?orderMainIds=${order.id}&download=true`,
    );
  });

  test("a person who may see orders but not take payments or close them is not offered those steps", async ({
    page,
    api,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await api.signIn();
    const { skus } = await orderSupplies(api);
    const buyer = await quebecCustomer(api);
    const order = await placedOrder(
      api,
      buyer,
      [{ skuId: skus[0].id, quantity: 1 }],
      "ChequePayment",
    );
    const role = await api.createRole("OrderClerk", [
      "Pages.Order.Management",
      "Pages.Order.Management.MockChequePaid",
      "Pages.Order.Management.OutStorage",
    ]);
    const clerk = await api.createUser("orderclerk", [role.name]);

    // the administrator is offered every step the order allows
    await page.goto(`/productSku/orderDetail/${order.id}`);
    for (const step of ["Confirm payment", "Cheque paid", "Pick for shipping", "Close order"])
      await expect(page.getByRole("button", { name: step, exact: true })).toBeVisible();

    const context = await browser.newContext({ baseURL });
    const clerkPage = await context.newPage();
    await signInAs(clerkPage, clerk.userName, clerk.password);
    await clerkPage.goto(`/productSku/orderDetail/${order.id}`);
    await expect(
      clerkPage.getByRole("heading", { level: 1, name: `Order ${order.orderCode}` }),
    ).toBeVisible();
    await expect(clerkPage.getByRole("button", { name: "Cheque paid", exact: true })).toBeVisible();
    await expect(
      clerkPage.getByRole("button", { name: "Pick for shipping", exact: true }),
    ).toBeVisible();
    await expect(clerkPage.getByRole("button", { name: "Confirm payment" })).toHaveCount(0);
    await expect(clerkPage.getByRole("button", { name: "Close order" })).toHaveCount(0);
    await context.close();
  });
});
