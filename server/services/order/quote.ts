import "server-only";
import Decimal from "decimal.js";
import { and, inArray } from "drizzle-orm";
import type { TPriceSource } from "@/lib/contracts/enums";
import type { MessageKey } from "@/lib/i18n/messages";
import { productSkus } from "@/server/db/schema";
import type { AuthedCtx } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { liveRows } from "../kit";
import { customerPrices, isMemberNow } from "./customer-prices";
import { type Destination, destinationOf, invoiceOf } from "./destination";
import { orderTaxRates, shippingRules } from "./order-settings";
import { lineAmount, type OrderTotals, orderTotals } from "./pricing";
import type { CustomerRow, Problem, Selection } from "./selection";

// Pricing a selection for a customer (DESIGN §5 Prices, Orders, Stock): the one place that
// checks what an order may contain and computes its money, for the live preview
// (CalculateSelectItem, which reports every problem) and for placing the order (which refuses
// with the first one). Nothing here writes.

interface QuotedLine {
  skuId: string;
  productId: string;
  skuNumber: string;
  productName: string;
  specText: string | null;
  unit: string | null;
  quantity: number;
  availableStock: number;
  minPurchaseQuantity: number;
  listPrice: string;
  unitPrice: string;
  priceSource: TPriceSource;
  amount: string;
}

export interface Quote {
  isMember: boolean;
  lines: QuotedLine[];
  totals: OrderTotals;
  isDefaultTax: boolean;
  freeShippingThreshold: string;
  orderSettingId: string | null;
  destination: Destination | null;
  invoiceAddress: string | null;
  invoiceHeader: string | null;
  /** an enterprise's quota left before this order; null for other customers */
  quotaRemaining: string | null;
  problems: Problem[];
}

const money2 = (value: Decimal.Value) =>
  new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/** An enterprise's quota left (granted less used); null for other customers. */
export const quotaRemainingOf = (c: CustomerRow) =>
  c.customerType === "Enterprise" ? money2(new Decimal(c.accountQuota).minus(c.usedQuota)) : null;

/** The lines as the customer would pay for them, each with the first problem it has. */
async function quoteLines(
  ctx: AuthedCtx,
  customer: CustomerRow,
  isMember: boolean,
  s: Selection,
  problems: Problem[],
): Promise<QuotedLine[]> {
  const ids = s.lines.map((l) => l.skuId);
  const skus = ids.length
    ? await ctx.db
        .select()
        .from(productSkus)
        .where(and(liveRows(productSkus, ctx.tenantId), inArray(productSkus.id, ids)))
    : [];
  const skuOf = new Map(skus.map((sku) => [sku.id, sku]));
  const prices = await customerPrices(ctx, customer, skus, isMember);
  const out: QuotedLine[] = [];
  s.lines.forEach((line, index) => {
    const sku = skuOf.get(line.skuId);
    if (!sku) {
      problems.push({
        field: `lines.${index}.skuId`,
        line: index,
        key: "api.errors.entityNotFound",
        values: { entity: "ProductSku", id: line.skuId },
      });
      return;
    }
    const number = sku.number;
    const problem = (key: MessageKey, values: Record<string, string | number> = {}) =>
      problems.push({ line: index, key, values: { number, ...values } });
    if (sku.shelfStatus !== "OnShelf") problem("api.errors.orderSkuNotOnShelf");
    else if (
      sku.customerCode &&
      sku.customerCode.toLowerCase() !== customer.customerCode.toLowerCase()
    )
      problem("api.errors.orderSkuNotForCustomer");
    else if (line.quantity < sku.minPurchaseQuantity)
      problem("api.errors.orderBelowMinimum", { min: sku.minPurchaseQuantity });
    else if (line.quantity > sku.availableStock)
      problem("api.errors.notEnoughAvailable", { available: sku.availableStock });
    const price = prices.get(sku.id)!;
    out.push({
      skuId: sku.id,
      productId: sku.productId,
      skuNumber: number,
      productName: sku.name,
      specText: sku.specText || null,
      unit: sku.unit || null,
      quantity: line.quantity,
      availableStock: sku.availableStock,
      minPurchaseQuantity: sku.minPurchaseQuantity,
      listPrice: money2(sku.salePrice),
      ...price,
      amount: lineAmount(price.unitPrice, line.quantity),
    });
  });
  return out;
}

/**
 * Prices a selection for a customer and lists every problem with it, in the order a person
 * would fix them: the customer, the lines, the destination and invoice address, the payment
 * method, the quota. `customer` is the row as read (locked by a caller that charges its quota).
 */
export async function quote(ctx: AuthedCtx, customer: CustomerRow, s: Selection): Promise<Quote> {
  const problems: Problem[] = [];
  if (!customer.isActive)
    problems.push({
      key: "api.errors.orderCustomerInactive",
      values: { code: customer.customerCode },
    });
  const isMember = isMemberNow(customer);
  const lines = await quoteLines(ctx, customer, isMember, s, problems);
  const destination = await destinationOf(ctx, customer, s, problems);
  const invoice = s.billAddressId
    ? await invoiceOf(ctx, customer, s.billAddressId, problems)
    : null;
  if (s.paymentMethod === "AccountQuota" && customer.customerType !== "Enterprise")
    problems.push({ field: "paymentMethod", key: "api.errors.orderQuotaOnlyEnterprise" });

  const shipping = await shippingRules(ctx);
  const rates = await orderTaxRates(ctx, destination?.provinceId ?? null);
  if (!rates) problems.push({ key: "api.errors.noTaxRate" });
  const totals = orderTotals({
    lineAmounts: lines.map((l) => l.amount),
    shippingFee: shipping.shippingFee,
    freeShippingThreshold: shipping.freeShippingThreshold,
    gstRate: rates?.gstRate ?? "0",
    qstRate: rates?.qstRate ?? "0",
    // the method decides, even before the point is chosen (the preview shows no fee at once)
    isSelfPickup: s.receivingMethod === "DoorToDoorSelfDelivery",
  });
  const quotaRemaining = quotaRemainingOf(customer);
  if (
    s.paymentMethod === "AccountQuota" &&
    quotaRemaining !== null &&
    new Decimal(totals.totalAmount).greaterThan(quotaRemaining)
  )
    problems.push({
      key: "api.errors.orderQuotaShort",
      values: { total: totals.totalAmount, remaining: quotaRemaining },
    });
  return {
    isMember,
    lines,
    totals,
    isDefaultTax: rates?.isDefault ?? true,
    freeShippingThreshold: money2(shipping.freeShippingThreshold),
    orderSettingId: shipping.orderSettingId,
    destination,
    invoiceAddress: invoice?.line ?? null,
    invoiceHeader: invoice?.header ?? null,
    quotaRemaining,
    problems,
  };
}

/** Refuses a selection with problems: 400 naming every field to correct, else 409 with the first rule. */
export function refuseProblems(problems: readonly Problem[]): void {
  const fields = problems.filter((p) => p.field);
  if (fields.length)
    throw new AppError(
      "validation",
      "api.errors.validation",
      {},
      fields.map((p) => ({ message: p.key, values: p.values, members: [p.field!] })),
    );
  const first = problems[0];
  if (first) throw AppError.conflict(first.key, first.values);
}
