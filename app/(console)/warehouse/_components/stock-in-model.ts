import type { DefaultValues } from "react-hook-form";
import * as z from "zod";
import type { TStockInDto } from "@/lib/contracts/stock";
import { ZStockInFields } from "@/lib/contracts/stock-in-fields";
import { fromDateTimeLocal, toDateTimeLocal } from "@/lib/format";

// The stock-in form (create and edit): the API's own schema (SPEC §5: every header field but the
// remark, and at least one product row), except the time, which the form holds as the
// `datetime-local` wall time of the app's time zone and turns into the instant the API takes.

/** The form's schema in the app's time zone. */
export function stockInFormSchema(timeZone: string) {
  return ZStockInFields.extend({
    inStorageTime: z
      .string({ error: "validation.required" })
      .min(1, "validation.required")
      .transform((value, ctx) => {
        const instant = fromDateTimeLocal(value, timeZone);
        if (instant) return instant;
        ctx.addIssue({ code: "custom", message: "validation.required" });
        return z.NEVER;
      }),
  });
}

type FormSchema = ReturnType<typeof stockInFormSchema>;
export type TStockInFormValues = z.input<FormSchema>;

/** What a product row shows besides its inputs: the SKU it is. */
export interface SkuFacts {
  number: string;
  productName: string;
  model: string | null;
}

/** A code to start from: IN-yyyymmdd-hhmm at `now` in the app's time zone (the user may change it). */
export function suggestStockInCode(now: Date, timeZone: string): string {
  const local = toDateTimeLocal(now, timeZone); // YYYY-MM-DDTHH:mm
  return `IN-${local.slice(0, 10).replaceAll("-", "")}-${local.slice(11).replace(":", "")}`;
}

/** A new stock-in: the suggested code, the handler and the time filled in, nothing else. */
export function newStockInDefaults(o: {
  code: string;
  handler: string;
  time: string;
}): DefaultValues<TStockInFormValues> {
  return {
    inStorageCode: o.code,
    purchaseCode: "",
    handler: o.handler,
    inStorageTime: o.time,
    remark: "",
    attachmentIds: [],
    lines: [],
  };
}

/** The stock-in being edited, as the form holds it. */
export function stockInDefaults(
  s: TStockInDto,
  timeZone: string,
): DefaultValues<TStockInFormValues> {
  return {
    inStorageCode: s.inStorageCode,
    supplierId: s.supplierId,
    purchaseCode: s.purchaseCode,
    inStorageType: s.inStorageType,
    handler: s.handler,
    inStorageTime: toDateTimeLocal(s.inStorageTime, timeZone),
    warehouseId: s.warehouseId,
    locationId: s.locationId,
    remark: s.remark ?? "",
    attachmentIds: s.attachments.map((a) => a.id),
    lines: s.lines.map((l) => ({ skuId: l.skuId, quantity: l.quantity, costPrice: l.costPrice })),
  };
}

/** The facts of the stock-in's SKUs, by SKU id. */
export function skuFactsOf(s: TStockInDto | undefined): Record<string, SkuFacts> {
  return Object.fromEntries(
    (s?.lines ?? []).map((l) => [
      l.skuId,
      { number: l.skuNumber, productName: l.productName, model: l.model },
    ]),
  );
}

/** Cents of a typed amount ("12.5" → 1250n), or null while it is no amount. */
function cents(value: unknown): bigint | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value : "";
  const m = /^\s*(\d+)(?:\.(\d{0,2})(\d*))?\s*$/.exec(text);
  if (!m) return null;
  const whole = BigInt(m[1]!) * 100n + BigInt((m[2] ?? "").padEnd(2, "0"));
  // half up on the third decimal, as the API rounds (ZMoney)
  return m[3] && m[3][0]! >= "5" ? whole + 1n : whole;
}

const asDecimal = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, "0")}`;

/** quantity × cost price with 2 decimals ("25.00"), exact; null while either is not a number. */
export function lineAmount(quantity: unknown, costPrice: unknown): string | null {
  const price = cents(costPrice);
  if (price === null || typeof quantity !== "number" || !Number.isInteger(quantity)) return null;
  return asDecimal(price * BigInt(quantity));
}

/** The rows' total quantity and amount, counting the rows whose figures are numbers. */
export function stockInTotals(lines: readonly { quantity?: unknown; costPrice?: unknown }[]) {
  let quantity = 0;
  let amount = 0n;
  for (const line of lines) {
    if (typeof line.quantity === "number" && Number.isInteger(line.quantity))
      quantity += line.quantity;
    const price = cents(line.costPrice);
    if (price !== null && typeof line.quantity === "number" && Number.isInteger(line.quantity))
      amount += price * BigInt(line.quantity);
  }
  return { quantity, amount: asDecimal(amount) };
}
