import { contracts } from "@/lib/contracts";
import type { TSkuDto } from "@/lib/contracts/catalogue/sku";
import type { TOrderDto } from "@/lib/contracts/order";
import { type Api, expect, unique } from "./fixtures";
import { countBackOutAfterTest, stockInSupplies } from "./stock-ins";

// What an order test needs around it, made through the API (none of it is the story): the two
// cheapest seeded SKUs on shelf for everyone, with `stock` more units each in a warehouse of the
// test's own (warehoused from a stock-in) and on shelf; and a customer in Montreal, Quebec, with
// a receiving address there and a bill address. When the test ends, the SKUs' shelf quantity is
// put back and what is left of the test's stock counted back out, so the seeded SKUs hold what
// they held before.

export interface OrderSupplies {
  skus: [TSkuDto, TSkuDto];
  warehouse: { id: string; name: string };
  location: { id: string; code: string };
}

const ok = <T>(res: { status: number; body: { result: T; error: unknown } }, what: string) => {
  expect(res.status, `${what}: ${JSON.stringify(res.body.error)}`).toBe(200);
  return res.body.result;
};

/** The two cheapest SKUs anyone may buy, `stock` more units each on shelf from a new warehouse. */
export async function orderSupplies(api: Api, stock = 10): Promise<OrderSupplies> {
  const { supplier, type } = await stockInSupplies(api);
  const onShelf = ok(
    await api.call(contracts.ProductSku.GetAll, {
      shelfStatus: "OnShelf",
      maxResultCount: 100,
      // the cheapest: an order of a few units stays under the free-shipping threshold
      sorting: "salePrice asc",
    }),
    "SKUs on shelf",
  ).items.filter((s) => !s.customerCode && s.minPurchaseQuantity <= 1);
  expect(onShelf.length, "two seeded SKUs on shelf for everyone").toBeGreaterThanOrEqual(2);
  const skus = [onShelf[0]!, onShelf[1]!] as [TSkuDto, TSkuDto];

  const warehouseName = unique("Laurentian Depot ");
  const warehouse = ok(
    await api.call(contracts.Warehouse.Create, { name: warehouseName, status: "Enable" }),
    "warehouse",
  );
  const location = ok(
    await api.call(contracts.WarehouseLocation.Create, {
      warehouseId: warehouse.id,
      frame: "Q",
      layer: "01",
      position: "01",
      status: "Enable",
    }),
    "location",
  );
  // refused while the warehoused stock-in and the outbound record name them: they stay
  api.whenDone(async (admin) => {
    await admin.call(contracts.WarehouseLocation.Delete, { id: location.id });
    await admin.call(contracts.Warehouse.Delete, { id: warehouse.id });
  });
  countBackOutAfterTest(api, skus, [location.id]);

  const stockIn = ok(
    await api.call(contracts.WarehouseInStorageMain.Create, {
      inStorageCode: unique("IN-ORD-"),
      supplierId: supplier.id,
      purchaseCode: "PO-7713",
      inStorageType: type.key,
      handler: "Wei Chen",
      inStorageTime: new Date().toISOString(),
      warehouseId: warehouse.id,
      locationId: location.id,
      attachmentIds: [],
      lines: skus.map((s) => ({ skuId: s.id, quantity: stock, costPrice: s.factoryPrice })),
    }),
    "stock-in",
  );
  ok(
    await api.call(contracts.WarehouseInStorageMain.Warehousing, { id: stockIn.id }),
    "warehoused",
  );
  for (const sku of skus) {
    ok(
      await api.call(contracts.ProductSku.SetAvailableStock, {
        id: sku.id,
        quantity: sku.availableStock + stock,
      }),
      "on shelf",
    );
    // runs before the count: the shelf goes back to what it was, then the stock can go
    api.whenDone(async (admin) => {
      ok(
        await admin.call(contracts.ProductSku.SetAvailableStock, {
          id: sku.id,
          quantity: sku.availableStock,
        }),
        "shelf put back",
      );
    });
  }
  return {
    skus,
    warehouse: { id: warehouse.id, name: warehouseName },
    location: { id: location.id, code: location.code },
  };
}

/** A new ordinary customer in Montreal, Quebec: its receiving (default) and bill addresses. */
export async function quebecCustomer(api: Api) {
  const name = unique("Élise Gagnon ");
  const customer = ok(
    await api.call(contracts.Customer.CreateOrdinary, {
      realName: name,
      sex: "Women",
      mobilePhone: "+1 514 555 0199",
      email: `${unique("elise.")}@example.com`,
    }),
    "customer",
  );
  api.whenDone(async (admin) => {
    // kept while orders name it, as records are
    await admin.call(contracts.Customer.Delete, { id: customer.id });
  });
  const tree = ok(
    await api.call(contracts.WarehouseSelfLiftinPoint.GetAdministrativeDivision, {}),
    "regions",
  );
  const canada = tree.items.find((c) => c.name === "Canada")!;
  const quebec = canada.provinces.find((p) => p.name === "Quebec")!;
  const montreal = quebec.cities.find((c) => c.name === "Montreal")!;
  const place = {
    customerId: customer.id,
    contactName: name,
    phone: "+1 514 555 0199",
    countryId: canada.id,
    provinceId: quebec.id,
    cityId: montreal.id,
    detailAddress: "1250 Rue Sainte-Catherine O",
    postalCode: "H3G 1P1",
  };
  const receiving = ok(
    await api.call(contracts.CustomerReceivingAddressMapping.Create, { ...place, isDefault: true }),
    "receiving address",
  );
  const bill = ok(
    await api.call(contracts.CustomerBillAddressMapping.Create, {
      ...place,
      invoiceHeader: "Gagnon Design Inc.",
      taxNumber: "1234567890TQ0001",
    }),
    "bill address",
  );
  return { customer, receiving, bill };
}

/** An order placed through the API for the customer (not the story), closed and deleted after. */
export async function placedOrder(
  api: Api,
  buyer: Awaited<ReturnType<typeof quebecCustomer>>,
  lines: { skuId: string; quantity: number }[],
  paymentMethod: "CreditCard" | "ChequePayment" = "CreditCard",
): Promise<TOrderDto> {
  const order = ok(
    await api.call(contracts.OrderMain.DoPlaceOrderOnBehalf, {
      customerId: buyer.customer.id,
      receivingMethod: "LogisticsDelivery",
      receivingAddressId: buyer.receiving.id,
      billAddressId: buyer.bill.id,
      paymentMethod,
      lines,
    }),
    "order",
  );
  // closing releases its stock; a closed order that was never paid can go
  api.whenDone(async (admin) => {
    await admin.call(contracts.OrderMain.Cancelled, { id: order.id, reason: "e2e: clean up" });
    await admin.call(contracts.OrderMain.Delete, { id: order.id });
  });
  return order;
}

/** An order to open a screen with: the newest one, else one placed for the test (undone after). */
export async function someOrderId(api: Api) {
  const found = ok(await api.call(contracts.OrderMain.GetAll, { maxResultCount: 1 }), "orders");
  if (found.items[0]) return found.items[0].id;
  const { skus } = await orderSupplies(api);
  return (await placedOrder(api, await quebecCustomer(api), [{ skuId: skus[0].id, quantity: 1 }]))
    .id;
}

/** Cents of a 2-decimal amount ("12.50" → 1250). */
export const cents = (amount: string) => Math.round(Number(amount) * 100);
/** "$1,234.50", as the console shows money. */
export const dollars = (c: number) =>
  `$${(c / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** A tax in cents: `rate` percent (3 decimals at most) of `base` cents, rounded half up. */
export const taxOf = (base: number, rate: string) => {
  const thousandths = Math.round(Number(rate) * 1000);
  return Math.floor((base * thousandths + 50_000) / 100_000);
};
