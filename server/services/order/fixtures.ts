// Test fixtures for the order API suites: SKUs on shelf with stock in a warehouse of their own,
// customers with a receiving address (Montreal, Quebec) and a bill address, and order inputs.
import { contracts } from "@/lib/contracts";
import type { TOrderDto } from "@/lib/contracts/order";
import { type ApiResponse, call, unique } from "@/server/test/api";
import {
  inStorageTypes,
  newPlaces,
  newSkus,
  newSupplier,
  regionOf,
  stockIn,
} from "../warehouse/fixtures";

const { Customer, CustomerBillAddressMapping, CustomerReceivingAddressMapping } = contracts;

const ok = <T>(res: ApiResponse<T>, what: string): T => {
  if (res.status !== 200)
    throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body.error)}`);
  return res.body.result;
};

/**
 * Two SKUs of a new product (sale price 12.50, member price 11.26, factory price 8, unit pcs),
 * `stock` units of each at A-01-01 of a new warehouse from a new supplier, `onShelf` on shelf.
 */
export async function shelvedSkus(token: string, stock = 50, onShelf = stock) {
  await inStorageTypes();
  const places = await newPlaces(token);
  const { skus, product } = await newSkus(token);
  const [a, b] = [skus[0]!, skus[1]!];
  const supplier = await newSupplier(token);
  await stockIn(token, {
    supplierId: supplier.id,
    warehouseId: places.warehouse.id,
    locationId: places.first.id,
    lines: [
      { skuId: a.id, quantity: stock },
      { skuId: b.id, quantity: stock },
    ],
  });
  for (const sku of [a, b])
    ok(
      await call(
        contracts.ProductSku.SetAvailableStock,
        { id: sku.id, quantity: onShelf },
        { token },
      ),
      "SetAvailableStock",
    );
  return { ...places, product, a, b, supplier };
}

/** A receiving address (Montreal, Quebec) and a bill address for a customer. */
export async function addressesFor(token: string, customerId: string) {
  const region = await regionOf(token, "Canada", "Quebec", "Montreal");
  const place = {
    customerId,
    contactName: "Élise Tremblay",
    phone: "+1 514 555 0199",
    countryId: region.countryId,
    provinceId: region.provinceId,
    cityId: region.cityId,
    detailAddress: "1250 Rue Sainte-Catherine",
    postalCode: "H3B 1A1",
  };
  const receiving = ok(
    await call(CustomerReceivingAddressMapping.Create, { ...place, isDefault: true }, { token }),
    "receiving address",
  );
  const bill = ok(
    await call(
      CustomerBillAddressMapping.Create,
      { ...place, invoiceHeader: "Tremblay Inc.", taxNumber: "123456789RT0001" },
      { token },
    ),
    "bill address",
  );
  return { receiving, bill, region };
}

/** An enterprise customer with `quota` of account quota, and its two addresses. */
export async function enterprise(token: string, quota = "1000") {
  const customer = ok(
    await call(
      Customer.Create,
      {
        enterpriseName: unique("Érable Trading "),
        enterpriseCall: "Érable",
        realName: "Élise Tremblay",
        sex: "Women",
        mobilePhone: "+1 514 555 0101",
        email: `${unique("elise")}@example.com`,
        accountQuota: quota,
        industry: "Retail",
      },
      { token },
    ),
    "enterprise",
  );
  return { customer, ...(await addressesFor(token, customer.id)) };
}

/** An ordinary customer (no portal account) and its two addresses. */
export async function ordinary(token: string) {
  const customer = ok(
    await call(
      Customer.CreateOrdinary,
      {
        realName: "Marc Gagnon",
        sex: "Men",
        mobilePhone: "+1 514 555 0102",
        email: `${unique("marc")}@example.com`,
      },
      { token },
    ),
    "ordinary",
  );
  return { customer, ...(await addressesFor(token, customer.id)) };
}

type Buyer = Awaited<ReturnType<typeof ordinary>>;

/** A delivery order of these lines to the buyer's Montreal address, paid as given. */
export const deliveryInput = (
  buyer: Buyer,
  lines: { skuId: string; quantity: number }[],
  paymentMethod: "CreditCard" | "ChequePayment" | "AccountQuota" = "CreditCard",
) => ({
  customerId: buyer.customer.id,
  receivingMethod: "LogisticsDelivery" as const,
  receivingAddressId: buyer.receiving.id,
  billAddressId: buyer.bill.id,
  paymentMethod,
  lines,
});

/** Places an order on the buyer's behalf; throws when it is refused. */
export async function placed(
  token: string,
  input: ReturnType<typeof deliveryInput>,
): Promise<TOrderDto> {
  return ok(await call(contracts.OrderMain.DoPlaceOrderOnBehalf, input, { token }), "place");
}

/** A SKU as the catalogue shows it (stock figures, sales volume). */
export const skuOf = async (token: string, id: string) =>
  ok(await call(contracts.ProductSku.Get, { id }, { token }), "ProductSku.Get");

/** A new ordinary customer's order of 3 of the first SKU and 2 of the second, to Montreal. */
export async function twoLineOrder(
  token: string,
  paymentMethod: "CreditCard" | "ChequePayment" = "CreditCard",
) {
  const s = await shelvedSkus(token);
  const buyer = await ordinary(token);
  const lines = [
    { skuId: s.a.id, quantity: 3 },
    { skuId: s.b.id, quantity: 2 },
  ];
  return { s, buyer, order: await placed(token, deliveryInput(buyer, lines, paymentMethod)) };
}

/** ActualOutStorage's logistics data for a delivery */
export const ship = {
  logisticsCompany: "Purolator",
  logisticsNumber: "PUR-332211",
  expectedDeliveryDate: "2026-12-01",
};
