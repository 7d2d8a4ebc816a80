import type { Page } from "@playwright/test";
import { contracts } from "@/lib/contracts";
import { expect, signInAs, test } from "../fixtures";
import { orderSupplies, placedOrder, quebecCustomer } from "../orders";

// Issue 14 item 2: the command palette. ⌘K / Ctrl+K (or the top bar's button) opens it; a person
// types a screen's name, a record's code or name, or what they want to do on the open page, and
// Enter takes them there. Only what the person's permissions grant is offered.

test.use({ signedInAs: "admin" });

/** Opens the palette with the shortcut; its combobox has the focus. */
async function openPalette(page: Page) {
  await page.keyboard.press("Control+K");
  const palette = page.getByRole("dialog", { name: "Command palette" });
  await expect(palette).toBeVisible();
  const input = palette.getByRole("combobox");
  await expect(input).toBeFocused();
  return { palette, input };
}

test.describe("[PALETTE] command palette", () => {
  test("Ctrl+K, type an order code, Enter opens that order; Escape gives the focus back", async ({
    page,
    api,
  }) => {
    test.setTimeout(90_000);
    await api.signIn();
    const { skus } = await orderSupplies(api, 2);
    const order = await placedOrder(api, await quebecCustomer(api), [
      { skuId: skus[0].id, quantity: 1 },
    ]);

    await page.goto("/dashboard");
    // the top bar's button opens it too; Escape closes it and the focus is back on the button
    const button = page.getByRole("button", { name: /^Search or jump to/ });
    await button.click();
    const palette = page.getByRole("dialog", { name: "Command palette" });
    await expect(palette).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(palette).toBeHidden();
    await expect(button).toBeFocused();

    const { input } = await openPalette(page);
    await input.fill(order.orderCode);
    const found = palette.getByRole("option", { name: new RegExp(order.orderCode) });
    await expect(found).toBeVisible();
    await expect(found).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/productSku/orderDetail/${order.id}$`));
    await expect(
      page.getByRole("heading", { level: 1, name: `Order ${order.orderCode}` }),
    ).toBeVisible();

    // a screen by its name in the menu; the arrow keys move through what is offered
    const again = await openPalette(page);
    await again.input.fill("audit log");
    await expect(again.palette.getByRole("option", { name: /Audit log/ }).first()).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/auditLogs/);
  });

  test("on a paid, picked order: Ctrl+K, type 'ship', Enter opens the ship dialog", async ({
    page,
    api,
  }) => {
    test.setTimeout(90_000);
    await api.signIn();
    const { skus, warehouse } = await orderSupplies(api, 2);
    const order = await placedOrder(api, await quebecCustomer(api), [
      { skuId: skus[0].id, quantity: 1 },
    ]);
    const paid = await api.call(contracts.OrderMain.ConfirmPayment, { id: order.id });
    expect(paid.status, JSON.stringify(paid.body.error)).toBe(200);
    const picked = await api.call(contracts.OrderMain.OutStorage, {
      id: order.id,
      warehouseId: warehouse.id,
    });
    expect(picked.status, JSON.stringify(picked.body.error)).toBe(200);

    await page.goto(`/productSku/orderDetail/${order.id}`);
    await expect(page.getByRole("button", { name: "Ship", exact: true })).toBeVisible();
    const { palette, input } = await openPalette(page);
    // paid already: no payment to confirm
    await input.fill("confirm payment");
    await expect(palette.getByRole("option", { name: "Confirm payment" })).toHaveCount(0);
    await input.fill("ship");
    await expect(palette.getByRole("option", { name: "Ship" }).first()).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: `Ship ${order.orderCode}` });
    await expect(dialog).toBeVisible();
    await expect(palette).toBeHidden();
  });

  test("a user with only some permissions is offered only their screens and records", async ({
    browser,
    baseURL,
    api,
  }) => {
    test.setTimeout(90_000);
    await api.signIn();
    const { skus } = await orderSupplies(api, 2);
    const buyer = await quebecCustomer(api);
    const order = await placedOrder(api, buyer, [{ skuId: skus[0].id, quantity: 1 }]);
    const role = await api.createRole("OrderDesk", ["Pages.Order", "Pages.Order.Management"]);
    const clerk = await api.createUser("orderdesk", [role.name]);

    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await signInAs(page, clerk.userName, clerk.password);
    const { palette, input } = await openPalette(page);

    // their order is found by its code
    await input.fill(order.orderCode);
    await expect(palette.getByRole("option", { name: new RegExp(order.orderCode) })).toBeVisible();
    await expect(palette.getByRole("group", { name: "Orders" })).toBeVisible();

    // no users, customers or SKUs: neither their screens nor their records
    await input.fill(clerk.userName);
    await expect(palette.getByText("Nothing found.")).toBeVisible();
    await expect(palette.getByRole("group", { name: "Users" })).toHaveCount(0);
    await input.fill(buyer.customer.customerCode);
    await expect(palette.getByText("Nothing found.")).toBeVisible();
    await input.fill(skus[0].number);
    await expect(palette.getByText("Nothing found.")).toBeVisible();
    await input.fill("users");
    await expect(palette.getByRole("option")).toHaveCount(0);
    await input.fill("roles");
    await expect(palette.getByRole("option")).toHaveCount(0);
    await context.close();
  });
});
