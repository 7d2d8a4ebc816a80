import { contracts } from "@/lib/contracts";
import { type Api, expect, signInAs, test, unique } from "../fixtures";

/**
 * A seeded SKU and a seeded customer, with what the customer pays for it now. The SKU's warning
 * quantity is put back and the customer's revised price withdrawn when the test ends (the price
 * log keeps withdrawn revisions: it is a log).
 */
async function skuAndCustomer(api: Api) {
  const skus = await api.call(contracts.ProductSku.GetAll, {
    shelfStatus: "OnShelf",
    maxResultCount: 1,
    sorting: "number",
  });
  const sku = skus.body.result.items[0]!;
  expect(sku, "a seeded SKU on shelf").toBeTruthy();
  const customers = await api.call(contracts.Customer.GetAll, {
    customerType: "Ordinary",
    maxResultCount: 1,
  });
  const customer = customers.body.result.items[0]!;
  expect(customer, "a seeded ordinary customer").toBeTruthy();
  const found = await api.call(contracts.ProductRevisePriceRecord.FindCustomers, {
    keyword: customer.customerCode,
    skuId: sku.id,
  });
  const paysNow = found.body.result.items.find((c) => c.id === customer.id)!.currentPrice!;
  api.whenDone(async (admin) => {
    await admin.call(contracts.ProductSku.SetEarlyWarningStock, {
      id: sku.id,
      earlyWarningStock: sku.earlyWarningStock,
    });
    const current = await admin.call(contracts.ProductRevisePriceRecord.GetMainAll, {
      skuId: sku.id,
      customerId: customer.id,
    });
    for (const row of current.body.result.items)
      await admin.call(contracts.ProductRevisePriceRecord.Delete, { id: row.id });
  });
  return { sku, customer, paysNow };
}

/** "$1,234.50", as the console shows money. */
const money = (amount: string) =>
  `$${Number(amount).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

test.describe("[SALES] sales and pricing", () => {
  test.use({ signedInAs: "admin" });

  test("find a SKU in sales management, set its warning quantity, revise its price for a customer, see it in the log", async ({
    page,
    api,
  }) => {
    test.setTimeout(90_000);
    await api.signIn();
    const { sku, customer, paysNow } = await skuAndCustomer(api);

    // find the SKU and set its warning quantity ('Warning quantity required' first)
    await page.goto("/productSku/salesManagement");
    await expect(page.getByRole("heading", { level: 1, name: "Sales management" })).toBeVisible();
    await page.getByRole("searchbox").fill(sku.number);
    const row = page.getByRole("row").filter({ hasText: sku.number });
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: `Actions for ${sku.number}` }).click();
    await page.getByRole("menuitem", { name: "Set warning quantity…" }).click();
    const warning = page.getByRole("dialog");
    await warning.getByLabel("Warning quantity").clear();
    await warning.getByRole("button", { name: "Save" }).click();
    await expect(warning.getByText("Warning quantity required")).toBeVisible();
    await warning.getByLabel("Warning quantity").fill("7");
    await warning.getByRole("button", { name: "Save" }).click();
    await expect(warning).toBeHidden();
    await expect(row.getByRole("cell").filter({ hasText: /^7/ })).toBeVisible();

    // revise the customer's price ('Modified price required' first)
    await row.getByRole("button", { name: `Actions for ${sku.number}` }).click();
    await page.getByRole("menuitem", { name: "Customer prices" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: `Customer prices of ${sku.number}` }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Revise price" }).first().click();
    const revise = page.getByRole("dialog");
    await revise.getByRole("button", { name: "Save" }).click();
    await expect(revise.getByText("Modified price required")).toBeVisible();
    await revise.getByLabel("Customer").fill(customer.customerCode);
    const choice = revise.getByRole("radio", { name: new RegExp(customer.customerCode) });
    await expect(choice).toHaveAccessibleName(new RegExp(`Pays \\${money(paysNow)} now`));
    await choice.check();
    await revise.getByLabel("Modified price").fill("9.9");
    await expect(revise.getByText(`Pays ${money(paysNow)} now.`)).toBeVisible();
    await revise.getByLabel("Remark").fill("Spring deal");
    await revise.getByRole("button", { name: "Save" }).click();
    await expect(revise).toBeHidden();
    await expect(page.getByText(`${customer.customerCode} now pays $9.90`)).toBeVisible();
    const priceRow = page.getByRole("row").filter({ hasText: customer.customerCode });
    await expect(priceRow).toContainText("$9.90");
    await expect(priceRow).toContainText("Spring deal");

    // the log: member, original, revised, remark, operator, time
    await page.getByRole("link", { name: "Price log" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: `Price log of ${sku.number}` }),
    ).toBeVisible();
    const logRow = page.getByRole("row").filter({ hasText: customer.customerCode });
    await expect(logRow).toHaveCount(1);
    for (const text of [money(paysNow), "$9.90", "Spring deal", "Admin Quay", "Current"])
      await expect(logRow).toContainText(text);
  });

  test("link a product to another as an accessory, then remove the link", async ({ page, api }) => {
    await api.signIn();
    const products = (await api.call(contracts.Product.GetAll, { maxResultCount: 2 })).body.result
      .items;
    const [source, target] = products;
    expect(target, "two seeded products").toBeTruthy();
    api.whenDone(async (admin) => {
      const left = await admin.call(contracts.ProductMapping.GetAll, {
        sourceProductId: source!.id,
      });
      for (const m of left.body.result.items.filter((x) => x.targetProductId === target!.id))
        await admin.call(contracts.ProductMapping.Delete, { id: m.id });
    });

    await page.goto(`/productSku/projectMapping/${source!.id}`);
    await expect(
      page.getByRole("heading", { level: 1, name: `Mappings of ${source!.name}` }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Add mapping" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Linked product").fill(target!.name);
    await dialog.getByRole("radio", { name: target!.name }).check();
    await dialog.getByRole("combobox", { name: "Type" }).click();
    await page.getByRole("option", { name: "Accessory" }).click();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole("row").filter({ hasText: target!.name });
    await expect(row).toContainText("Accessory");
    await row.getByRole("button", { name: `Actions for ${target!.name}` }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(row).toHaveCount(0);
  });
});

test("[SALES] a user with sales management but not price revision sees prices, no revise action", async ({
  browser,
  api,
}) => {
  await api.signIn();
  const { sku, customer } = await skuAndCustomer(api);
  const revised = await api.call(contracts.ProductRevisePriceRecord.Create, {
    skuId: sku.id,
    customerId: customer.id,
    revisedPrice: "8.80",
    remark: unique("Trade show "),
  });
  expect(revised.status, JSON.stringify(revised.body.error)).toBe(200);
  // the customer is ordinary: a seller sees the prices of the customer types whose page it holds
  const role = await api.createRole("SalesReader", [
    "Pages.Order",
    "Pages.Order.Sales",
    "Pages.Customer",
    "Pages.Customer.Ordinary",
  ]);
  const user = await api.createUser("seller", [role.name]);

  const context = await browser.newContext();
  const seller = await context.newPage();
  await signInAs(seller, user.userName, user.password);
  await seller.goto(`/productSku/pricingManagement/detail/${sku.id}`);
  await expect(
    seller.getByRole("heading", { level: 1, name: `Customer prices of ${sku.number}` }),
  ).toBeVisible();
  const row = seller.getByRole("row").filter({ hasText: customer.customerCode });
  await expect(row).toContainText("$8.80");
  await expect(seller.getByRole("button", { name: "Revise price" })).toHaveCount(0);
  await expect(row.getByRole("button", { name: /^Actions for / })).toHaveCount(0);

  // in the sales list the row menu leads to the SKU's pages but offers no stock actions
  await seller.goto(`/productSku/salesManagement?keyword=${encodeURIComponent(sku.number)}`);
  await seller.getByRole("button", { name: `Actions for ${sku.number}` }).click();
  await expect(seller.getByRole("menuitem", { name: "Customer prices" })).toBeVisible();
  await expect(seller.getByRole("menuitem", { name: /Set warning quantity/ })).toHaveCount(0);
  await expect(seller.getByRole("menuitem", { name: /Set available stock/ })).toHaveCount(0);
  await context.close();
});
