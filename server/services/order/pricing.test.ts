import { describe, expect, it } from "vitest";
import { lineAmount, orderTotals, unitPriceFor } from "./pricing";

describe("an order's prices", () => {
  const sku = { salePrice: "59.99", memberPrice: "54.99" };

  it("takes the customer's revised price first, then the member price, then the sale price", () => {
    expect(unitPriceFor({ ...sku, revisedPrice: "49.5", isMember: true })).toEqual({
      unitPrice: "49.50",
      priceSource: "Revised",
    });
    expect(unitPriceFor({ ...sku, revisedPrice: null, isMember: true })).toEqual({
      unitPrice: "54.99",
      priceSource: "Member",
    });
    expect(unitPriceFor({ ...sku, revisedPrice: null, isMember: false })).toEqual({
      unitPrice: "59.99",
      priceSource: "Sale",
    });
  });

  it("multiplies exactly: no binary floating point", () => {
    expect(lineAmount("0.10", 3)).toBe("0.30");
    expect(lineAmount("19.99", 7)).toBe("139.93");
  });

  it("taxes goods plus shipping with GST 5 % and QST 9.975 %, each rounded to 2 decimals half up", () => {
    // Quebec: goods 2 × 59.99 + 1 × 25.00 = 144.98; shipping 15.00; taxable 159.98
    const totals = orderTotals({
      lineAmounts: [lineAmount("59.99", 2), lineAmount("25.00", 1)],
      shippingFee: "15.00",
      freeShippingThreshold: "199.00",
      gstRate: "5",
      qstRate: "9.975",
    });
    expect(totals).toEqual({
      goodsAmount: "144.98",
      shippingFee: "15.00",
      gstRate: "5.000",
      qstRate: "9.975",
      gstAmount: "8.00", // 7.999
      qstAmount: "15.96", // 15.958005
      totalAmount: "183.94",
    });
  });

  it("rounds a half cent up", () => {
    // 10.10 × 5 % = 0.505 → 0.51
    expect(
      orderTotals({
        lineAmounts: ["10.10"],
        shippingFee: "0",
        freeShippingThreshold: "0",
        gstRate: "5",
        qstRate: "0",
      }).gstAmount,
    ).toBe("0.51");
  });

  it("ships free at the threshold (a threshold of 0: always), and charges nothing for an empty order", () => {
    const at = (goods: string, threshold: string) =>
      orderTotals({
        lineAmounts: [goods],
        shippingFee: "15.00",
        freeShippingThreshold: threshold,
        gstRate: "5",
        qstRate: "0",
      }).shippingFee;
    expect(at("199.00", "199.00")).toBe("0.00");
    expect(at("198.99", "199.00")).toBe("15.00");
    // the order settings screen's rule: "goods of at least this amount ship free (0: every order)"
    expect(at("0.01", "0")).toBe("0.00");
    expect(at("0", "199.00")).toBe("0.00");
  });

  it("charges a self-pickup order no shipping, so its taxes are of the goods only", () => {
    const totals = (isSelfPickup: boolean) =>
      orderTotals({
        lineAmounts: ["100.00"],
        shippingFee: "15.00",
        freeShippingThreshold: "199.00",
        gstRate: "5",
        qstRate: "9.975",
        isSelfPickup,
      });
    expect(totals(true)).toMatchObject({
      shippingFee: "0.00",
      gstAmount: "5.00",
      qstAmount: "9.98", // 9.975
      totalAmount: "114.98",
    });
    // delivered, the same goods pay the fee and are taxed with it (GST 5.75, QST 11.47)
    expect(totals(false)).toMatchObject({ shippingFee: "15.00", totalAmount: "132.22" });
  });
});
