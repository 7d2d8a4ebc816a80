import { beforeAll, describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { call, signIn } from "@/server/test/api";
import { newPlaces, newSupplier, pointInput, stockIn } from "../warehouse/fixtures";
import { ordinary, shelvedSkus } from "./fixtures";

// Issue 11 review: self-pickup orders (DoorToDoorSelfDelivery) were charged the shipping fee, and
// could be picked in any warehouse. Nothing is shipped to a pickup customer, so there is no fee
// and the taxes are of the goods; the goods are picked where the customer collects them.

const { OrderMain: O } = contracts;

let token: string;
beforeAll(async () => {
  token = await signIn();
});

/** SKUs in a warehouse of their own, a pickup point of that warehouse (Toronto), a buyer. */
async function pickupSetup() {
  const s = await shelvedSkus(token);
  const buyer = await ordinary(token);
  const point = await call(
    contracts.WarehouseSelfLiftinPoint.Create,
    await pointInput(token, s.warehouse.id),
    { token },
  );
  expect(point.status, JSON.stringify(point.body.error)).toBe(200);
  const pickupInput = (quantity = 1) => ({
    customerId: buyer.customer.id,
    receivingMethod: "DoorToDoorSelfDelivery" as const,
    selfLiftPointId: point.body.result.id,
    billAddressId: buyer.bill.id,
    paymentMethod: "CreditCard" as const,
    lines: [{ skuId: s.a.id, quantity }],
  });
  return { s, buyer, point: point.body.result, pickupInput };
}

describe("a self-pickup order", () => {
  it("pays no shipping fee under the free-shipping threshold, and is taxed on its goods only", async () => {
    const { buyer, pickupInput } = await pickupSetup();
    // 12.50 of goods, far under the threshold: delivered, the seeded $15.00 fee would apply
    const res = await call(O.DoPlaceOrderOnBehalf, pickupInput(1), { token });
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    expect(res.body.result).toMatchObject({
      receivingMethod: "DoorToDoorSelfDelivery",
      provinceName: "Ontario",
      goodsAmount: "12.50",
      shippingFee: "0.00",
      gstRate: "13.000", // Ontario's HST, in the GST field
      gstAmount: "1.63", // 13 % of 12.50 = 1.625, half up
      qstAmount: "0.00",
      totalAmount: "14.13",
    });

    // the same goods delivered do pay the fee (the seeded settings: $15.00, free from $199.00)
    const delivered = await call(
      O.CalculateSelectItem,
      {
        customerId: buyer.customer.id,
        receivingMethod: "LogisticsDelivery",
        receivingAddressId: buyer.receiving.id,
        lines: [{ skuId: pickupInput().lines[0]!.skuId, quantity: 1 }],
      },
      { token },
    );
    expect(delivered.body.result.shippingFee).toBe("15.00");
  });

  it("previews no shipping fee as soon as pickup is chosen, before the point is", async () => {
    const { pickupInput } = await pickupSetup();
    const { selfLiftPointId: _, billAddressId: __, ...noPoint } = pickupInput(2);
    const preview = await call(O.CalculateSelectItem, noPoint, { token });
    expect(preview.status, JSON.stringify(preview.body.error)).toBe(200);
    expect(preview.body.result).toMatchObject({ goodsAmount: "25.00", shippingFee: "0.00" });
    const withPoint = await call(O.CalculateSelectItem, pickupInput(2), { token });
    expect(withPoint.body.result).toMatchObject({
      goodsAmount: "25.00",
      shippingFee: "0.00",
      gstAmount: "3.25",
      totalAmount: "28.25",
    });
  });

  it("is picked only in its pickup point's warehouse: another is refused with 409 saying where", async () => {
    const { s, point, pickupInput } = await pickupSetup();
    const order = await call(O.DoPlaceOrderOnBehalf, pickupInput(2), { token });
    expect(order.status, JSON.stringify(order.body.error)).toBe(200);
    const id = order.body.result.id;
    // the order says where it is picked (the pick dialog offers only that warehouse)
    expect(order.body.result.pickupWarehouseId).toBe(s.warehouse.id);
    await call(O.ConfirmPayment, { id }, { token });
    // another warehouse that holds the goods too
    const elsewhere = await newPlaces(token);
    await stockIn(token, {
      supplierId: (await newSupplier(token)).id,
      warehouseId: elsewhere.warehouse.id,
      locationId: elsewhere.first.id,
      lines: [{ skuId: s.a.id, quantity: 10 }],
    });
    const wrong = await call(
      O.OutStorage,
      { id, warehouseId: elsewhere.warehouse.id },
      { token, culture: "en" },
    );
    expect([wrong.status, wrong.body.error?.message]).toEqual([
      409,
      `Order ${order.body.result.orderCode} is collected at ${point.name}, so it is picked in that point's warehouse, ${s.warehouse.name}, not ${elsewhere.warehouse.name}.`,
    ]);
    expect((await call(O.Get, { id }, { token })).body.result.outboundId).toBeNull();

    const right = await call(O.OutStorage, { id, warehouseId: s.warehouse.id }, { token });
    expect(right.status, JSON.stringify(right.body.error)).toBe(200);
    expect(right.body.result.isOutStorage).toBe(true);
  });
});
