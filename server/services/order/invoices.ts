import "server-only";
import { and, inArray } from "drizzle-orm";
import { env } from "@/lib/env";
import { orders } from "@/server/db/schema";
import { pdfResponse } from "@/server/http/content-disposition";
import type { AuthedCtx } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { renderInvoices } from "@/server/pdf/invoice";
import { liveRows } from "../kit";
import { orderDto, orderScope, type OrderRow } from "./queries";

// OrderMain.BatchDownloadInvoicePdf (issue 11): the invoices of orders as one PDF, served the
// way WarehouseOutbound.DeliveryNote serves its note (raw bytes, inline unless `download`).

/** Live orders the caller may reach, in the order of `ids` (a repeat once); 404 naming the first missing. */
async function loadOrders(ctx: AuthedCtx, ids: readonly string[]): Promise<OrderRow[]> {
  const unique = [...new Set(ids)];
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(and(inArray(orders.id, unique), liveRows(orders, ctx.tenantId), await orderScope(ctx)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = unique.find((id) => !byId.has(id));
  if (missing) throw AppError.notFound("Order", missing);
  return unique.map((id) => byId.get(id)!);
}

/** The invoices as one PDF in the caller's language and the app's time zone. */
export async function invoicePdf(
  ctx: AuthedCtx,
  input: { orderMainIds: string[]; download?: boolean },
): Promise<Response> {
  const dtos = [];
  // one after another: a transaction's connection runs one query at a time
  for (const row of await loadOrders(ctx, input.orderMainIds)) dtos.push(await orderDto(ctx, row));
  const bytes = await renderInvoices(dtos, {
    t: ctx.t,
    timeZone: env.TIME_ZONE,
    locale: ctx.locale,
  });
  const name = dtos.length === 1 ? dtos[0]!.orderCode : `invoices-${dtos.length}`;
  return pdfResponse(bytes, `${name}.pdf`, !input.download);
}
