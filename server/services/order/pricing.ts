import Decimal from "decimal.js";
import type { TPriceSource } from "@/lib/contracts/enums";

// The money rules of an order (DESIGN §5 Prices and Orders, SPEC §9): exact decimals, each
// amount rounded to 2 places half up. Pure functions: the order service, its preview and the
// invoice all compute with these, so a total is the same wherever it is shown.

const round2 = (value: Decimal.Value) =>
  new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const money = (value: Decimal.Value) => round2(value).toFixed(2);

/** What a customer pays for one unit of a SKU, and why. */
export function unitPriceFor(sku: {
  salePrice: string;
  memberPrice: string;
  /** the customer's latest revised price for the SKU, if any */
  revisedPrice: string | null;
  /** membership in force (memberValidity ≥ today) */
  isMember: boolean;
}): { unitPrice: string; priceSource: TPriceSource } {
  if (sku.revisedPrice !== null)
    return { unitPrice: money(sku.revisedPrice), priceSource: "Revised" };
  if (sku.isMember) return { unitPrice: money(sku.memberPrice), priceSource: "Member" };
  return { unitPrice: money(sku.salePrice), priceSource: "Sale" };
}

/** A line's amount: unit price × quantity. */
export const lineAmount = (unitPrice: string, quantity: number) =>
  money(new Decimal(unitPrice).times(quantity));

export interface OrderTotals {
  goodsAmount: string;
  shippingFee: string;
  gstRate: string;
  qstRate: string;
  gstAmount: string;
  qstAmount: string;
  totalAmount: string;
}

/**
 * Goods, shipping, taxes and total. Shipping is free for a self-pickup order (nothing is shipped),
 * when there are no goods, or when the goods reach the free-shipping threshold (as the order
 * settings say: a threshold of 0 makes every order ship free). GST and QST are each the rate
 * (percent) of goods + shipping, rounded to 2 decimals on their own.
 */
export function orderTotals(input: {
  lineAmounts: readonly string[];
  shippingFee: string;
  freeShippingThreshold: string;
  gstRate: string;
  qstRate: string;
  /** the customer collects at a pickup point (DoorToDoorSelfDelivery): no shipping fee */
  isSelfPickup?: boolean;
}): OrderTotals {
  const goods = input.lineAmounts.reduce((sum, a) => sum.plus(a), new Decimal(0));
  const free =
    input.isSelfPickup || goods.isZero() || goods.greaterThanOrEqualTo(input.freeShippingThreshold);
  const shipping = free ? new Decimal(0) : new Decimal(input.shippingFee);
  const taxable = goods.plus(shipping);
  const gst = round2(taxable.times(input.gstRate).dividedBy(100));
  const qst = round2(taxable.times(input.qstRate).dividedBy(100));
  return {
    goodsAmount: money(goods),
    shippingFee: money(shipping),
    gstRate: new Decimal(input.gstRate).toFixed(3),
    qstRate: new Decimal(input.qstRate).toFixed(3),
    gstAmount: gst.toFixed(2),
    qstAmount: qst.toFixed(2),
    totalAmount: money(taxable.plus(gst).plus(qst)),
  };
}
