import { beforeAll, describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { call, signIn } from "@/server/test/api";
import { deliveryInput, ordinary, shelvedSkus } from "./fixtures";

// Issue 11 review: OrderMain.Update cleared the invoice header or the remark when the request
// left it out. Only the fields sent change; null or an empty text clears one.

const { OrderMain: O } = contracts;

let token: string;
beforeAll(async () => {
  token = await signIn();
});

describe("changing an open order", () => {
  it("changes only the fields sent, and clears one sent empty", async () => {
    const s = await shelvedSkus(token);
    const buyer = await ordinary(token);
    const res = await call(
      O.DoPlaceOrderOnBehalf,
      {
        ...deliveryInput(buyer, [{ skuId: s.a.id, quantity: 1 }]),
        invoiceHeader: "Gagnon Ltée",
        remark: "Leave at the door",
      },
      { token },
    );
    const order = res.body.result;
    expect(order).toMatchObject({ invoiceHeader: "Gagnon Ltée", remark: "Leave at the door" });

    const remarkOnly = await call(O.Update, { id: order.id, remark: "Ring twice" }, { token });
    expect(remarkOnly.status, JSON.stringify(remarkOnly.body.error)).toBe(200);
    expect(remarkOnly.body.result).toMatchObject({
      invoiceHeader: "Gagnon Ltée",
      remark: "Ring twice",
    });
    const headerOnly = await call(
      O.Update,
      { id: order.id, invoiceHeader: "Gagnon Inc." },
      { token },
    );
    expect(headerOnly.body.result).toMatchObject({
      invoiceHeader: "Gagnon Inc.",
      remark: "Ring twice",
    });
    const nothing = await call(O.Update, { id: order.id }, { token });
    expect(nothing.body.result).toMatchObject({
      invoiceHeader: "Gagnon Inc.",
      remark: "Ring twice",
    });
    const cleared = await call(
      O.Update,
      { id: order.id, remark: null, invoiceHeader: "" },
      { token },
    );
    expect(cleared.body.result).toMatchObject({ invoiceHeader: null, remark: null });
  });
});
