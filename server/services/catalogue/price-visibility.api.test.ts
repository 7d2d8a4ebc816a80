import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { call, signIn, unique, userWith } from "@/server/test/api";
import { newSkus } from "../warehouse/fixtures";

// Issue 11 review: customer prices ignored which customer types the caller may see. A customer
// of a type whose page (Pages.Customer.Enterprise|Ordinary|Member) the caller lacks is absent to
// it: left out of every list, 404 by id, and answered as a customer that does not exist.

const P = contracts.ProductRevisePriceRecord;

/** An enterprise and an ordinary customer whose e-mails share `tag`, each with a revised price. */
async function twoCustomersWithPrices(token: string) {
  const tag = unique("vis");
  const company = await call(
    contracts.Customer.Create,
    {
      enterpriseName: unique("Hidden Trading "),
      enterpriseCall: "Hidden",
      realName: "Ada Wong",
      sex: "Women",
      mobilePhone: "+1 416 555 0101",
      email: `${tag}-e@example.com`,
      accountQuota: "1000",
      industry: "Retail",
    },
    { token },
  );
  const person = await call(
    contracts.Customer.CreateOrdinary,
    {
      realName: "Marc Gagnon",
      sex: "Men",
      mobilePhone: "+1 514 555 0102",
      email: `${tag}-o@example.com`,
    },
    { token },
  );
  expect([company.status, person.status]).toEqual([200, 200]);
  const [sku] = (await newSkus(token)).skus;
  const revise = async (customerId: string, revisedPrice: string) => {
    const res = await call(P.Create, { skuId: sku!.id, customerId, revisedPrice }, { token });
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    return res.body.result;
  };
  return {
    tag,
    sku: sku!,
    company: company.body.result,
    person: person.body.result,
    companyPrice: await revise(company.body.result.id, "9.00"),
    personPrice: await revise(person.body.result.id, "8.00"),
  };
}

/** A sales user who may revise prices and sees ordinary customers only. */
const ordinaryOnlySeller = () =>
  userWith([
    "Pages.Order",
    "Pages.Order.Sales",
    "Pages.Order.Sales.RevisePrice",
    "Pages.Customer",
    "Pages.Customer.Ordinary",
  ]);

describe("customer prices of customers the caller may not see", () => {
  it("leaves them out of FindCustomers, GetAll and GetMainAll, and answers 404 by id", async () => {
    const admin = await signIn();
    const d = await twoCustomersWithPrices(admin);
    const seller = await ordinaryOnlySeller();
    const as = { token: seller.token };

    const found = await call(P.FindCustomers, { keyword: d.tag, skuId: d.sku.id }, as);
    expect(found.body.result.items.map((c) => c.id)).toEqual([d.person.id]);
    const foundByAdmin = await call(P.FindCustomers, { keyword: d.tag }, { token: admin });
    expect(foundByAdmin.body.result.items).toHaveLength(2);

    const log = await call(P.GetAll, { skuId: d.sku.id }, as);
    expect([log.body.result.totalCount, log.body.result.items.map((x) => x.id)]).toEqual([
      1,
      [d.personPrice.id],
    ]);
    const main = await call(P.GetMainAll, { skuId: d.sku.id }, as);
    expect([main.body.result.totalCount, main.body.result.items.map((x) => x.id)]).toEqual([
      1,
      [d.personPrice.id],
    ]);
    for (const filters of [
      { customerId: d.company.id },
      { customerCode: d.company.customerCode },
      { realName: d.company.enterpriseName! },
    ]) {
      expect((await call(P.GetAll, filters, as)).body.result.totalCount).toBe(0);
      expect((await call(P.GetMainAll, filters, as)).body.result.totalCount).toBe(0);
    }
    expect(
      (await call(P.GetMainAll, { skuId: d.sku.id }, { token: admin })).body.result.totalCount,
    ).toBe(2);

    expect((await call(P.Get, { id: d.companyPrice.id }, as)).status).toBe(404);
    expect((await call(P.Delete, { id: d.companyPrice.id }, as)).status).toBe(404);
    // the hidden customer's price is still in force
    const still = await call(P.Get, { id: d.companyPrice.id }, { token: admin });
    expect(still.body.result).toMatchObject({ isCurrent: true, isWithdrawn: false });
  });

  it("refuses to revise a hidden customer's price exactly as for a customer that does not exist", async () => {
    const admin = await signIn();
    const d = await twoCustomersWithPrices(admin);
    const seller = await ordinaryOnlySeller();
    const as = { token: seller.token, culture: "en" };
    const hidden = await call(
      P.Create,
      { skuId: d.sku.id, customerId: d.company.id, revisedPrice: "1" },
      as,
    );
    const missing = await call(
      P.Create,
      { skuId: d.sku.id, customerId: randomUUID(), revisedPrice: "1" },
      as,
    );
    expect(hidden.status).toBe(400);
    expect(hidden.body.error).toEqual(missing.body.error);
    const seen = await call(
      P.Create,
      { skuId: d.sku.id, customerId: d.person.id, revisedPrice: "7" },
      as,
    );
    expect(seen.status, JSON.stringify(seen.body.error)).toBe(200);
    // nothing was written for the hidden customer
    const main = await call(P.GetMainAll, { customerId: d.company.id }, { token: admin });
    expect(main.body.result.items.map((x) => x.revisedPrice)).toEqual(["9.00"]);
  });

  it("prices SKUs for a hidden customer's code as for a code nobody has", async () => {
    const admin = await signIn();
    const d = await twoCustomersWithPrices(admin);
    const seller = await ordinaryOnlySeller();
    const priceOf = async (customerCode: string, token: string) => {
      const res = await call(
        contracts.ProductSku.GetWithCustomerCode,
        { customerCode, keyword: d.sku.number },
        { token },
      );
      expect(res.status, JSON.stringify(res.body.error)).toBe(200);
      const item = res.body.result.items.find((x) => x.id === d.sku.id)!;
      return [item.customerPrice, item.priceSource];
    };
    expect(await priceOf(d.company.customerCode, admin)).toEqual(["9.00", "Revised"]);
    expect(await priceOf(d.company.customerCode, seller.token)).toEqual([null, null]);
    expect(await priceOf(unique("NOBODY"), seller.token)).toEqual([null, null]);
    expect(await priceOf(d.person.customerCode, seller.token)).toEqual(["8.00", "Revised"]);
  });
});
