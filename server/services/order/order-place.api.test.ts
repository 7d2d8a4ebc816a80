import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { getDb } from "@/server/db/client";
import { customers, productSkus, stockLedger, users } from "@/server/db/schema";
import { call, membersOf, signIn } from "@/server/test/api";
import { registerCustomer } from "@/server/test/customer";
import { pointInput } from "../warehouse/fixtures";
import {
  addressesFor,
  deliveryInput,
  enterprise,
  ordinary,
  placed,
  shelvedSkus,
  skuOf as skuOfIn,
  twoLineOrder,
} from "./fixtures";

const { OrderMain, ProductRevisePriceRecord, ProductSku } = contracts;

let token: string;
beforeAll(async () => {
  token = await signIn();
});

const skuOf = (id: string) => skuOfIn(token, id);

describe("placing an order", () => {
  it("prices a Quebec order: GST 5 % and QST 9.975 % of goods + shipping, each rounded to 2 decimals", async () => {
    const { s, buyer, order } = await twoLineOrder(token);
    // goods 5 × 12.50 = 62.50, shipping 15.00 (free only from 199.00): taxable 77.50
    expect(order).toMatchObject({
      status: "ToBePaid",
      customerId: buyer.customer.id,
      customerCode: buyer.customer.customerCode,
      customerName: "Marc Gagnon",
      customerType: "Ordinary",
      platform: "OP",
      receivingMethod: "LogisticsDelivery",
      paymentMethod: "CreditCard",
      recipientName: "Élise Tremblay",
      recipientPhone: "+1 514 555 0199",
      recipientEmail: buyer.customer.email,
      provinceName: "Quebec",
      goodsAmount: "62.50",
      shippingFee: "15.00",
      gstRate: "5.000",
      qstRate: "9.975",
      gstAmount: "3.88", // 3.875
      qstAmount: "7.73", // 7.730625
      totalAmount: "89.11",
      quotaCharged: "0.00",
      totalQuantity: 5,
      lineCount: 2,
      invoiceHeader: "Tremblay Inc.",
      isOutStorage: false,
      outboundId: null,
      nextActions: ["ConfirmPayment", "MockPaid", "Cancelled"],
    });
    expect(order.orderCode).toMatch(/^SO-\d{6}$/);
    expect(order.recipientAddress).toBe(
      "1250 Rue Sainte-Catherine, Montreal, Quebec, Canada, H3B 1A1",
    );
    expect(order.invoiceAddress).toBe(order.recipientAddress);
    expect(order.lines).toEqual([
      expect.objectContaining({
        skuId: s.a.id,
        skuNumber: s.a.number,
        productName: s.a.name,
        specText: s.a.specText,
        unit: "pcs",
        quantity: 3,
        listPrice: "12.50",
        unitPrice: "12.50",
        priceSource: "Sale",
        amount: "37.50",
      }),
      expect.objectContaining({ skuId: s.b.id, quantity: 2, amount: "25.00" }),
    ]);
    expect(order.events).toEqual([
      expect.objectContaining({
        action: "Created",
        fromStatus: null,
        toStatus: "ToBePaid",
        creatorName: "Admin Quay",
      }),
    ]);
    // the stock: off the shelf into reserved, a Reserved ledger row per line
    expect(await skuOf(s.a.id)).toMatchObject({
      availableStock: 47,
      reservedStock: 3,
      totalStock: 50,
    });
    const db = await getDb();
    const ledger = await db
      .select()
      .from(stockLedger)
      .where(and(eq(stockLedger.referenceId, order.id), eq(stockLedger.skuId, s.a.id)));
    expect(ledger).toMatchObject([
      {
        reason: "Reserved",
        delta: 0,
        reservedDelta: 3,
        reference: order.orderCode,
        locationId: null,
      },
    ]);
  });

  it("charges the customer's latest revised price, else the member price while membership lasts, else the sale price", async () => {
    const s = await shelvedSkus(token);
    const buyer = await ordinary(token);
    const db = await getDb();
    const revise = async (revisedPrice: string) => {
      const res = await call(
        ProductRevisePriceRecord.Create,
        { skuId: s.a.id, customerId: buyer.customer.id, revisedPrice },
        { token },
      );
      expect(res.status, JSON.stringify(res.body.error)).toBe(200);
      return res.body.result;
    };
    // a withdrawn price is not charged; of the live ones, the latest wins
    const withdrawn = await revise("1.00");
    const res = await call(ProductRevisePriceRecord.Delete, { id: withdrawn.id }, { token });
    expect(res.status).toBe(200);
    await revise("10.00");
    await revise("9.50");
    const setValidity = (days: number) =>
      db
        .update(customers)
        .set({ memberValidity: sql`current_date + ${days}::int` as never })
        .where(eq(customers.id, buyer.customer.id));
    await setValidity(30);
    const lines = [
      { skuId: s.a.id, quantity: 1 },
      { skuId: s.b.id, quantity: 1 },
    ];
    const member = await placed(token, deliveryInput(buyer, lines));
    expect(member.isMember).toBe(true);
    expect(member.lines.map((l) => [l.unitPrice, l.priceSource, l.listPrice])).toEqual([
      ["9.50", "Revised", "12.50"],
      ["11.26", "Member", "12.50"],
    ]);
    await setValidity(-1);
    const expired = await placed(token, deliveryInput(buyer, lines));
    expect(expired.isMember).toBe(false);
    expect(expired.lines.map((l) => l.priceSource)).toEqual(["Revised", "Sale"]);
  });

  it("refuses what cannot be ordered, naming the SKU (409), and fields to correct (400)", async () => {
    const s = await shelvedSkus(token, 10, 4);
    const buyer = await ordinary(token);
    const other = await ordinary(token);
    const place = (input: Record<string, unknown>) =>
      call(
        OrderMain.DoPlaceOrderOnBehalf,
        { ...deliveryInput(buyer, [{ skuId: s.a.id, quantity: 1 }]), ...input } as never,
        { token, culture: "en" },
      );
    const tooMany = await place({ lines: [{ skuId: s.a.id, quantity: 5 }] });
    expect([tooMany.status, tooMany.body.error?.message]).toEqual([
      409,
      `Only 4 of ${s.a.number} can be ordered now.`,
    ]);
    const db = await getDb();
    await db.update(productSkus).set({ minPurchaseQuantity: 2 }).where(eq(productSkus.id, s.b.id));
    const fewer = await place({ lines: [{ skuId: s.b.id, quantity: 1 }] });
    expect([fewer.status, fewer.body.error?.message]).toEqual([
      409,
      `At least 2 of ${s.b.number} must be ordered.`,
    ]);
    await db
      .update(productSkus)
      .set({ customerCode: other.customer.customerCode })
      .where(eq(productSkus.id, s.b.id));
    const reserved = await place({ lines: [{ skuId: s.b.id, quantity: 2 }] });
    expect(reserved.body.error?.message).toBe(
      `${s.b.number} is reserved for another customer and cannot be ordered by this one.`,
    );
    await call(ProductSku.BatchRemovedFromShelf, { ids: [s.a.id] }, { token });
    const off = await place({});
    expect([off.status, off.body.error?.message]).toEqual([
      409,
      `${s.a.number} is not on shelf and cannot be ordered.`,
    ]);
    const missing = await place({ lines: [{ skuId: randomUUID(), quantity: 1 }] });
    expect([missing.status, membersOf(missing)]).toEqual([400, ["lines.0.skuId"]]);

    // someone else's addresses, a quota payment for a person: on the fields
    await call(ProductSku.SetAvailableStock, { id: s.a.id, quantity: 4 }, { token });
    const wrong = await place({
      receivingAddressId: other.receiving.id,
      billAddressId: other.bill.id,
      paymentMethod: "AccountQuota",
    });
    expect([wrong.status, membersOf(wrong)]).toEqual([
      400,
      ["billAddressId", "paymentMethod", "receivingAddressId"],
    ]);
    const nowhere = await place({ receivingAddressId: null });
    expect(membersOf(nowhere)).toEqual(["receivingAddressId"]);

    // a disabled customer cannot order
    await db.update(customers).set({ isActive: false }).where(eq(customers.id, buyer.customer.id));
    const inactive = await place({});
    expect([inactive.status, inactive.body.error?.message]).toEqual([
      409,
      `Customer ${buyer.customer.customerCode} is disabled and cannot place orders.`,
    ]);
    // nothing was reserved by any of these
    expect(await skuOf(s.a.id)).toMatchObject({ availableStock: 4, reservedStock: 0 });
  });

  it("charges an enterprise's quota when placed and refuses an order over what is left, naming it", async () => {
    const s = await shelvedSkus(token);
    const buyer = await enterprise(token, "100");
    const lines = [{ skuId: s.a.id, quantity: 4 }]; // 50.00 + 15.00 shipping + taxes = 74.73
    const first = await placed(token, deliveryInput(buyer, lines, "AccountQuota"));
    expect([first.totalAmount, first.quotaCharged]).toEqual(["74.73", "74.73"]);
    const after = (await call(contracts.Customer.Get, { id: buyer.customer.id }, { token })).body
      .result;
    expect([after.usedQuota, after.remainingQuota]).toEqual(["74.73", "25.27"]);
    const over = await call(
      OrderMain.DoPlaceOrderOnBehalf,
      deliveryInput(buyer, lines, "AccountQuota"),
      { token, culture: "en" },
    );
    expect(over.status).toBe(409);
    expect(over.body.error?.message).toBe(
      "The order total of $74.73 is more than the remaining account quota of $25.27.",
    );
    // by card the same order is fine
    expect((await placed(token, deliveryInput(buyer, lines))).quotaCharged).toBe("0.00");
  });

  it("taxes a pickup order by its point's province and sends it to the point", async () => {
    const s = await shelvedSkus(token);
    const buyer = await ordinary(token);
    const point = await call(
      contracts.WarehouseSelfLiftinPoint.Create,
      await pointInput(token, s.warehouse.id),
      { token },
    );
    const res = await call(
      OrderMain.DoPlaceOrderOnBehalf,
      {
        customerId: buyer.customer.id,
        receivingMethod: "DoorToDoorSelfDelivery",
        selfLiftPointId: point.body.result.id,
        billAddressId: buyer.bill.id,
        paymentMethod: "ChequePayment",
        lines: [{ skuId: s.a.id, quantity: 16 }], // 200.00: ships free
      },
      { token },
    );
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    expect(res.body.result).toMatchObject({
      provinceName: "Ontario",
      selfLiftPointId: point.body.result.id,
      recipientName: "Marc Gagnon",
      recipientPhone: "+1 514 555 0102",
      recipientAddress: `${point.body.result.name}, 1 Yonge St, Toronto, Ontario`,
      goodsAmount: "200.00",
      shippingFee: "0.00",
      gstRate: "13.000", // Ontario's HST, in the GST field
      gstAmount: "26.00",
      qstAmount: "0.00",
      totalAmount: "226.00",
    });
    // a point of a disabled warehouse is not offered, nor accepted
    await call(contracts.Warehouse.Update, { ...s.warehouse, status: "Disable" }, { token });
    const closed = await call(
      OrderMain.DoPlaceOrderOnBehalf,
      {
        customerId: buyer.customer.id,
        receivingMethod: "DoorToDoorSelfDelivery",
        selfLiftPointId: point.body.result.id,
        billAddressId: buyer.bill.id,
        paymentMethod: "ChequePayment",
        lines: [{ skuId: s.a.id, quantity: 1 }],
      },
      { token },
    );
    expect([closed.status, membersOf(closed)]).toEqual([400, ["selfLiftPointId"]]);
  });

  it("records who placed it: staff on a customer's behalf, or the signed-in customer itself", async () => {
    const s = await shelvedSkus(token);
    const buyer = await ordinary(token);
    const created = await call(
      OrderMain.Create,
      deliveryInput(buyer, [{ skuId: s.a.id, quantity: 1 }]),
      {
        token,
      },
    );
    const db = await getDb();
    const [admin] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.userName, "admin"));
    expect(created.body.result.placedByUserId).toBe(admin!.id);

    const registered = await registerCustomer();
    const own = await addressesFor(token, registered.customerId);
    const res = await call(
      OrderMain.CustomerCreateOrder,
      {
        receivingMethod: "LogisticsDelivery",
        receivingAddressId: own.receiving.id,
        billAddressId: own.bill.id,
        paymentMethod: "CreditCard",
        platform: "H5",
        lines: [{ skuId: s.b.id, quantity: 2 }],
      },
      { token: registered.token },
    );
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    expect(res.body.result).toMatchObject({
      customerId: registered.customerId,
      platform: "H5",
      placedByUserId: null,
      creatorUserId: registered.userId,
      customerName: "Casey Customer",
    });
    // another customer's address is not theirs to use
    const foreign = await call(
      OrderMain.CustomerCreateOrder,
      {
        receivingMethod: "LogisticsDelivery",
        receivingAddressId: buyer.receiving.id,
        billAddressId: own.bill.id,
        paymentMethod: "CreditCard",
        lines: [{ skuId: s.b.id, quantity: 1 }],
      },
      { token: registered.token },
    );
    expect(membersOf(foreign)).toEqual(["receivingAddressId"]);
  });

  it("refuses the staff platform OP from a customer placing its own order, in its language", async () => {
    const s = await shelvedSkus(token);
    const registered = await registerCustomer();
    const own = await addressesFor(token, registered.customerId);
    const input = {
      receivingMethod: "LogisticsDelivery" as const,
      receivingAddressId: own.receiving.id,
      billAddressId: own.bill.id,
      paymentMethod: "CreditCard" as const,
      lines: [{ skuId: s.a.id, quantity: 1 }],
    };
    const expected = {
      en: "An order placed by the customer comes from the PC or H5 shop.",
      "zh-Hans": "客户自己下的订单只能来自 PC 或 H5 商城。",
      es: "Un pedido hecho por el propio cliente solo puede venir de la tienda PC o H5.",
      ja: "顧客自身の注文は PC または H5 のショップからのみ受け付けます。",
    };
    for (const [culture, message] of Object.entries(expected)) {
      const op = await call(
        OrderMain.CustomerCreateOrder,
        // what a client may still send: the type no longer allows it
        { ...input, platform: "OP" } as never,
        { token: registered.token, culture },
      );
      expect(op.status).toBe(400);
      expect(op.body.error?.validationErrors).toEqual([{ message, members: ["platform"] }]);
    }
    // nothing was placed; PC (the default) and H5 are accepted
    const list = await call(OrderMain.GetAll, { customerId: registered.customerId }, { token });
    expect(list.body.result.totalCount).toBe(0);
    const pc = await call(OrderMain.CustomerCreateOrder, input, { token: registered.token });
    expect([pc.status, pc.body.result.platform]).toEqual([200, "PC"]);
  });
});

describe("placing an order on a customer's behalf", () => {
  it("finds the customer by e-mail and code together, with what the form offers", async () => {
    const buyer = await enterprise(token, "500");
    const res = await call(
      OrderMain.PreparePlaceOrderOnBehalf,
      {
        email: buyer.customer.email!.toUpperCase(),
        customerCode: buyer.customer.customerCode.toLowerCase(),
      },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      customer: {
        id: buyer.customer.id,
        customerType: "Enterprise",
        isMember: false,
        accountQuota: "500.00",
        quotaRemaining: "500.00",
      },
      receivingAddresses: [expect.objectContaining({ id: buyer.receiving.id, isDefault: true })],
      billAddresses: [
        expect.objectContaining({ id: buyer.bill.id, invoiceHeader: "Tremblay Inc." }),
      ],
      paymentMethods: ["CreditCard", "ChequePayment", "AccountQuota"],
      shippingFee: "15.00",
      freeShippingThreshold: "199.00",
    });
    expect(res.body.result.receivingAddresses[0]!.regionText).toBe("Montreal, Quebec, Canada");
    expect(res.body.result.selfLiftPoints.length).toBeGreaterThan(0);

    const person = await ordinary(token);
    const wrong = await call(
      OrderMain.PreparePlaceOrderOnBehalf,
      { email: person.customer.email!, customerCode: buyer.customer.customerCode },
      { token, culture: "en" },
    );
    expect([wrong.status, wrong.body.error?.message]).toEqual([
      404,
      `There is no customer with the e-mail ${person.customer.email} and the code ${buyer.customer.customerCode}.`,
    ]);
    const forPerson = await call(
      OrderMain.PreparePlaceOrderOnBehalf,
      { email: person.customer.email!, customerCode: person.customer.customerCode },
      { token },
    );
    expect(forPerson.body.result.paymentMethods).toEqual(["CreditCard", "ChequePayment"]);
  });

  it("previews a selection without refusing it: problems come back as sentences", async () => {
    const s = await shelvedSkus(token, 10, 3);
    const buyer = await enterprise(token, "20");
    const gone = randomUUID();
    const res = await call(
      OrderMain.CalculateSelectItem,
      {
        customerId: buyer.customer.id,
        receivingMethod: "LogisticsDelivery",
        receivingAddressId: buyer.receiving.id,
        paymentMethod: "AccountQuota",
        lines: [
          { skuId: s.a.id, quantity: 5 },
          { skuId: s.b.id, quantity: 1 },
          { skuId: gone, quantity: 1 },
        ],
      },
      { token, culture: "en" },
    );
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      goodsAmount: "75.00",
      shippingFee: "15.00",
      gstAmount: "4.50",
      qstAmount: "8.98", // 8.9775
      totalAmount: "103.48",
      taxProvinceName: "Quebec",
      isDefaultTax: false,
      quotaRemaining: "20.00",
      lines: [
        expect.objectContaining({
          skuId: s.a.id,
          availableStock: 3,
          problem: `Only 3 of ${s.a.number} can be ordered now.`,
        }),
        expect.objectContaining({ skuId: s.b.id, problem: null }),
      ],
    });
    expect(res.body.result.problems).toEqual([
      `There is no ProductSku with id ${gone}.`,
      "The order total of $103.48 is more than the remaining account quota of $20.00.",
    ]);
    // nothing chosen yet: default rates, no shipping for no goods
    const empty = await call(
      OrderMain.CalculateSelectItem,
      { customerId: buyer.customer.id, lines: [] },
      { token },
    );
    expect(empty.body.result).toMatchObject({
      totalAmount: "0.00",
      shippingFee: "0.00",
      taxProvinceName: null,
      isDefaultTax: true,
      problems: [],
    });
  });
});
