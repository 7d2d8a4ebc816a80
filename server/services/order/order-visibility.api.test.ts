import { beforeAll, describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { call, signIn, userWith } from "@/server/test/api";
import { deliveryInput, enterprise, ordinary, shelvedSkus } from "./fixtures";

// Issue 11 review: placing orders ignored which customer types the caller may see. Staff see the
// customers of the types whose page they hold (Pages.Customer.Enterprise|Ordinary|Member); any
// other customer is absent to them (404), as the customer and address services answer.

const { OrderMain: O } = contracts;

let token: string;
beforeAll(async () => {
  token = await signIn();
});

/** An order clerk who may place orders and sees ordinary customers only. */
const ordinaryOnlyClerk = () =>
  userWith([
    "Pages.Order",
    "Pages.Order.Management",
    "Pages.Order.Management.Create",
    "Pages.Order.Management.PlaceOnBehalf",
    "Pages.Customer",
    "Pages.Customer.Ordinary",
  ]);

describe("placing orders for customers the caller may not see", () => {
  it("answers 404 for an enterprise to a clerk who sees ordinary customers only, and serves the ordinary one", async () => {
    const s = await shelvedSkus(token);
    const company = await enterprise(token, "5000");
    const person = await ordinary(token);
    const clerk = await ordinaryOnlyClerk();
    const as = { token: clerk.token };
    const lines = [{ skuId: s.a.id, quantity: 1 }];

    const prepareHidden = await call(
      O.PreparePlaceOrderOnBehalf,
      { email: company.customer.email!, customerCode: company.customer.customerCode },
      as,
    );
    expect(prepareHidden.status).toBe(404);
    const prepareSeen = await call(
      O.PreparePlaceOrderOnBehalf,
      { email: person.customer.email!, customerCode: person.customer.customerCode },
      as,
    );
    expect(prepareSeen.status, JSON.stringify(prepareSeen.body.error)).toBe(200);

    const previewHidden = await call(
      O.CalculateSelectItem,
      { customerId: company.customer.id, lines },
      as,
    );
    expect(previewHidden.status).toBe(404);
    expect(
      (await call(O.CalculateSelectItem, { customerId: person.customer.id, lines }, as)).status,
    ).toBe(200);

    for (const method of [O.Create, O.DoPlaceOrderOnBehalf]) {
      const hidden = await call(method, deliveryInput(company, lines, "AccountQuota"), as);
      expect(hidden.status).toBe(404);
      const seen = await call(method, deliveryInput(person, lines), as);
      expect(seen.status, JSON.stringify(seen.body.error)).toBe(200);
    }
    // the refused orders took nothing: the enterprise's quota is untouched
    const after = await call(contracts.Customer.Get, { id: company.customer.id }, { token });
    expect(after.body.result.usedQuota).toBe("0.00");
  });

  it("answers the same 404 for a hidden customer as for one that does not exist", async () => {
    const company = await enterprise(token, "5000");
    const clerk = await ordinaryOnlyClerk();
    const hidden = await call(
      O.CalculateSelectItem,
      { customerId: company.customer.id, lines: [] },
      { token: clerk.token, culture: "en" },
    );
    const missingId = crypto.randomUUID();
    const missing = await call(
      O.CalculateSelectItem,
      { customerId: missingId, lines: [] },
      { token: clerk.token, culture: "en" },
    );
    expect([hidden.status, missing.status]).toEqual([404, 404]);
    expect(hidden.body.error?.message.replace(company.customer.id, "ID")).toBe(
      missing.body.error?.message.replace(missingId, "ID"),
    );
  });
});
