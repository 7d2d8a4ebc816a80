import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { TPlatform } from "@/lib/contracts/enums";
import type { TOrderDto, TPlaceOrderInput } from "@/lib/contracts/order";
import { customers, orderLines, orders } from "@/server/db/schema";
import type { Db } from "@/server/db/types";
import type { AuthedCtx } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { readableCustomers } from "../customer/customer";
import { syncSalesStatistic } from "../finance/sales-statistic-sync";
import { created, liveRows, sequenceCode } from "../kit";
import { addEvent } from "./lifecycle";
import { reserveOrderStock } from "./order-stock";
import { orderDto } from "./queries";
import { customerNameOf } from "./customer-prices";
import { quote, refuseProblems } from "./quote";
import type { CustomerRow } from "./selection";

// Placing an order (SPEC §7 Create, DoPlaceOrderOnBehalf, CustomerCreateOrder; DESIGN §5): one
// transaction that prices the selection (quote.ts), refuses it with the first problem, takes a
// code, writes the order with its lines and a Created entry, reserves the stock (refused when
// less is on shelf: no oversell) and charges an enterprise's quota.

/** "SO-000123": the next value of one sequence (a refused order leaves a gap, never a duplicate). */
async function nextOrderCode(db: Db): Promise<string> {
  return sequenceCode(db, "order_code_seq", "SO-");
}

/**
 * A live customer of the tenant that the staff caller may see (a type whose page it holds), or
 * 404 (a hidden customer is absent, as in the customer services); locked FOR UPDATE when its
 * quota is charged.
 */
export async function customerRow(ctx: AuthedCtx, id: string, lock = false): Promise<CustomerRow> {
  const query = ctx.db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), liveRows(customers, ctx.tenantId), readableCustomers(ctx)));
  const [row] = await (lock ? query.for("update") : query);
  if (!row) throw AppError.notFound("Customer", id);
  return row;
}

export type PlaceInput = Omit<TPlaceOrderInput, "customerId">;

/**
 * Places an order for `customer` (its row locked by the caller when it pays from its quota).
 * `placedByUserId`: the staff member placing it on the customer's behalf, null for the customer.
 */
export async function placeOrder(
  ctx: AuthedCtx,
  customer: CustomerRow,
  input: PlaceInput,
  o: { platform: TPlatform; placedByUserId: string | null },
): Promise<TOrderDto> {
  const q = await quote(ctx, customer, input);
  refuseProblems(q.problems);
  const destination = q.destination!;
  const isQuota = input.paymentMethod === "AccountQuota";
  const [order] = await ctx.db
    .insert(orders)
    .values({
      ...created(ctx),
      orderCode: await nextOrderCode(ctx.db),
      customerId: customer.id,
      customerCode: customer.customerCode,
      customerName: customerNameOf(customer),
      customerType: customer.customerType,
      isMember: q.isMember,
      platform: o.platform,
      receivingMethod: input.receivingMethod,
      ...destination,
      invoiceHeader: input.invoiceHeader || q.invoiceHeader || customer.invoiceHeader || null,
      invoiceAddress: q.invoiceAddress!,
      paymentMethod: input.paymentMethod,
      status: "ToBePaid",
      ...q.totals,
      quotaCharged: isQuota ? q.totals.totalAmount : "0",
      orderSettingId: q.orderSettingId,
      placedByUserId: o.placedByUserId,
      remark: input.remark || null,
    })
    .returning();
  await ctx.db.insert(orderLines).values(
    q.lines.map(({ availableStock: _, minPurchaseQuantity: __, ...line }, i) => ({
      ...line,
      tenantId: ctx.tenantId,
      orderId: order!.id,
      sortOrder: i,
    })),
  );
  await addEvent(ctx, order!.id, "Created", null, "ToBePaid", input.remark);
  await reserveOrderStock(ctx, order!, q.lines);
  if (isQuota)
    await ctx.db
      .update(customers)
      .set({ usedQuota: sql`${customers.usedQuota} + ${q.totals.totalAmount}` })
      .where(eq(customers.id, customer.id));
  await syncSalesStatistic(ctx.db, [order!.id]);
  return orderDto(ctx, order!);
}
