import "server-only";
import { LOGISTICS_COMPANY_KEY } from "@/lib/contracts/data-dictionary";
import {
  and,
  asc,
  count,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  or,
  sql,
} from "drizzle-orm";
import type * as z from "zod";
import type {
  TCustomerType,
  TOrderAction,
  TOrderStatus,
  TOrderStatusTab,
  TPaymentMethod,
  TPlatform,
  TPriceSource,
  TReceivingMethod,
} from "@/lib/contracts/enums";
import {
  OrderMain,
  type TOrderDto,
  type TOrderListItemDto,
  type ZGetOrdersInput,
} from "@/lib/contracts/order";
import { isPaymentTestMode } from "@/lib/env";
import { dataScopeFilter } from "@/server/auth/data-scope";
import {
  orderEvents,
  orderLines,
  orders,
  outboundRecords,
  selfLiftPoints,
  users,
} from "@/server/db/schema";
import type { AuthedCtx } from "@/server/http/define";
import { getRow } from "../crud";
import { newestFirst, pageRows, sortKeysOf } from "@/server/db/keyset";
import { auditFields, countRows, isoOrNull, likePattern, liveRows } from "../kit";
import { dictionaryName } from "../system/data-dictionary";
import { nextActions } from "./transitions";

// Reading orders (SPEC §7 OrderMain Get, GetAll): the DTOs, the list's filters and tabs, and the
// data scope every method that names an order goes through.

const t = orders;
export type OrderRow = typeof orders.$inferSelect;

/** DESIGN §5: the statuses of each tab (All: every status). */
const TAB_STATUSES: Record<Exclude<TOrderStatusTab, "All">, readonly TOrderStatus[]> = {
  UnPaid: ["ToBePaid"],
  Pending: ["Paid", "Issued", "PaidAndIssued", "Received"],
  Complete: ["PaidAndReceived"],
};

/** The orders the caller may reach under the order page's data scope (creator-based). */
export const orderScope = (ctx: AuthedCtx, isOnlyMine?: boolean) =>
  dataScopeFilter(ctx, OrderMain.GetAll.dataScope!, { creator: t.creatorUserId }, isOnlyMine);

/** One live order the caller may reach, or 404; `lock`: FOR UPDATE until the transaction ends. */
export async function loadOrder(ctx: AuthedCtx, id: string, lock = false): Promise<OrderRow> {
  return (await getRow(t, ctx, id, "Order", await orderScope(ctx), lock)) as OrderRow;
}

/** Lines' totals per order of a page: units, line count, the first line's product (one query). */
async function lineSummaries(ctx: AuthedCtx, ids: readonly string[]) {
  if (!ids.length) return new Map<string, { units: number; lines: number; first: string }>();
  const rows = await ctx.db
    .select({
      orderId: orderLines.orderId,
      units: sql<number>`sum(${orderLines.quantity})::int`,
      lines: sql<number>`count(*)::int`,
      first: sql<string>`(array_agg(${orderLines.productName} order by ${orderLines.sortOrder}, ${orderLines.id}))[1]`,
    })
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...ids]))
    .groupBy(orderLines.orderId);
  return new Map(
    rows.map((r) => [
      r.orderId,
      { units: Number(r.units), lines: Number(r.lines), first: r.first },
    ]),
  );
}

const summaryOf = (
  r: OrderRow,
  lines: { units: number; lines: number; first: string } | undefined,
): TOrderListItemDto => ({
  id: r.id,
  orderCode: r.orderCode,
  customerId: r.customerId,
  customerCode: r.customerCode,
  customerName: r.customerName,
  customerType: r.customerType as TCustomerType,
  status: r.status as TOrderStatus,
  paymentMethod: r.paymentMethod as TPaymentMethod,
  receivingMethod: r.receivingMethod as TReceivingMethod,
  platform: r.platform as TPlatform,
  recipientName: r.recipientName,
  totalAmount: r.totalAmount,
  totalQuantity: lines?.units ?? 0,
  lineCount: lines?.lines ?? 0,
  firstProductName: lines?.first ?? "",
  isOutStorage: r.outboundId !== null,
  paidTime: isoOrNull(r.paidTime),
  shippedTime: isoOrNull(r.shippedTime),
  placedByUserId: r.placedByUserId,
  ...auditFields(r),
});

/** A page of orders as the list shows them. */
async function listItems(ctx: AuthedCtx, rows: readonly OrderRow[]) {
  const summaries = await lineSummaries(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => summaryOf(r, summaries.get(r.id)));
}

/** The order as Get shows it: lines, totals, the timeline oldest first, what can be done next. */
export async function orderDto(ctx: AuthedCtx, r: OrderRow): Promise<TOrderDto> {
  // one after another: a transaction's connection runs one query at a time
  const lines = await ctx.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, r.id))
    .orderBy(asc(orderLines.sortOrder), asc(orderLines.id));
  const events = await ctx.db
    .select({
      event: orderEvents,
      creatorName: sql<string | null>`nullif(trim(${users.name} || ' ' || ${users.surname}), '')`,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.creatorUserId))
    .where(eq(orderEvents.orderId, r.id))
    .orderBy(asc(orderEvents.creationTime), asc(orderEvents.id));
  const outbound = r.outboundId
    ? await ctx.db
        .select({ code: outboundRecords.outboundCode })
        .from(outboundRecords)
        .where(eq(outboundRecords.id, r.outboundId))
    : [];
  // a pickup order is picked in its point's warehouse (the point as placed, deleted or not)
  const point = r.selfLiftPointId
    ? await ctx.db
        .select({ warehouseId: selfLiftPoints.warehouseId })
        .from(selfLiftPoints)
        .where(eq(selfLiftPoints.id, r.selfLiftPointId))
    : [];
  const summaries = await lineSummaries(ctx, [r.id]);
  return {
    ...summaryOf(r, summaries.get(r.id)),
    goodsAmount: r.goodsAmount,
    shippingFee: r.shippingFee,
    gstRate: r.gstRate,
    qstRate: r.qstRate,
    gstAmount: r.gstAmount,
    qstAmount: r.qstAmount,
    isMember: r.isMember,
    recipientPhone: r.recipientPhone,
    recipientEmail: r.recipientEmail,
    recipientAddress: r.recipientAddress,
    provinceId: r.provinceId,
    provinceName: r.provinceName,
    selfLiftPointId: r.selfLiftPointId,
    pickupWarehouseId: point[0]?.warehouseId ?? null,
    invoiceHeader: r.invoiceHeader,
    invoiceAddress: r.invoiceAddress,
    quotaCharged: r.quotaCharged,
    paymentRemark: r.paymentRemark,
    cancelReason: r.cancelReason,
    cancelledTime: isoOrNull(r.cancelledTime),
    outboundId: r.outboundId,
    outboundCode: outbound[0]?.code ?? null,
    outStorageTime: isoOrNull(r.outStorageTime),
    logisticsCompany: r.logisticsCompany,
    logisticsCompanyName: await dictionaryName(ctx, LOGISTICS_COMPANY_KEY, r.logisticsCompany),
    logisticsNumber: r.logisticsNumber,
    expectedDeliveryDate: r.expectedDeliveryDate,
    receivedTime: isoOrNull(r.receivedTime),
    remark: r.remark,
    lines: lines.map((l) => ({
      id: l.id,
      skuId: l.skuId,
      productId: l.productId,
      skuNumber: l.skuNumber,
      productName: l.productName,
      specText: l.specText,
      unit: l.unit,
      quantity: l.quantity,
      listPrice: l.listPrice,
      unitPrice: l.unitPrice,
      priceSource: l.priceSource as TPriceSource,
      amount: l.amount,
    })),
    events: events.map(({ event: e, creatorName }) => ({
      id: e.id,
      action: e.action as TOrderAction,
      fromStatus: e.fromStatus as TOrderStatus | null,
      toStatus: e.toStatus as TOrderStatus,
      remark: e.remark,
      creationTime: e.creationTime.toISOString(),
      creatorUserId: e.creatorUserId,
      creatorName,
    })),
    nextActions: nextActions(
      {
        status: r.status as TOrderStatus,
        paymentMethod: r.paymentMethod as TPaymentMethod,
        outboundId: r.outboundId,
        shippedTime: r.shippedTime,
        paidTime: r.paidTime,
      },
      isPaymentTestMode,
    ),
  };
}

type ListInput = z.output<typeof ZGetOrdersInput>;

/** The list's filters but the tab (the tabs count under these). */
function filters(input: ListInput) {
  return and(
    input.orderCode ? ilike(t.orderCode, likePattern(input.orderCode)) : undefined,
    input.userName
      ? or(
          ilike(t.customerName, likePattern(input.userName)),
          ilike(t.customerCode, likePattern(input.userName)),
        )
      : undefined,
    input.receivingMethod ? eq(t.receivingMethod, input.receivingMethod) : undefined,
    input.status ? eq(t.status, input.status) : undefined,
    input.paymentMethod ? eq(t.paymentMethod, input.paymentMethod) : undefined,
    input.beginTime ? gte(t.creationTime, new Date(input.beginTime)) : undefined,
    input.endTime ? lt(t.creationTime, new Date(input.endTime)) : undefined,
    input.productNumber
      ? exists(
          sql`(select 1 from ${orderLines} where ${orderLines.orderId} = ${t.id} and ${orderLines.skuNumber} ilike ${likePattern(input.productNumber)})`,
        )
      : undefined,
    input.isOnlyIncludeOutStorage ? isNotNull(t.outboundId) : undefined,
    input.customerId ? eq(t.customerId, input.customerId) : undefined,
  );
}

const TABS = ["UnPaid", "Pending", "Complete"] as const;
const tabFilter = (tab: TOrderStatusTab | undefined) =>
  tab && tab !== "All" ? inArray(t.status, [...TAB_STATUSES[tab]]) : undefined;

/** GetAll: a page of orders under every filter, and the count of each tab under the others. */
export async function listOrders(ctx: AuthedCtx, input: ListInput) {
  const base = and(
    liveRows(t, ctx.tenantId),
    await orderScope(ctx, input.isOnlyMine),
    filters(input),
  );
  const where = and(base, tabFilter(input.orderStatusTab));
  // each tab's count under the other filters: exact up to EXACT_COUNT_LIMIT, else estimated
  const all = await countRows(ctx, t, base);
  const tabCounts = { All: all.totalCount, UnPaid: 0, Pending: 0, Complete: 0 };
  const estimatedTabs: TOrderStatusTab[] = [];
  if (!all.totalCountIsEstimate) {
    // few orders: every tab exactly from one count per status
    const byStatus = await ctx.db
      .select({ status: t.status, n: count() })
      .from(t)
      .where(base)
      .groupBy(t.status);
    for (const tab of TABS)
      tabCounts[tab] = byStatus
        .filter((s) => (TAB_STATUSES[tab] as readonly string[]).includes(s.status))
        .reduce((n, s) => n + s.n, 0);
  } else {
    estimatedTabs.push("All");
    // side by side: a GET runs on the pool, not in a transaction, so each count has its own
    // connection on PostgreSQL; inside a transaction (a test's rollback) one after another,
    // since a transaction is one connection
    const count = (tab: (typeof TABS)[number]) => countRows(ctx, t, and(base, tabFilter(tab)));
    const counted =
      "rollback" in ctx.db
        ? [await count(TABS[0]), await count(TABS[1]), await count(TABS[2])]
        : await Promise.all(TABS.map(count));
    TABS.forEach((tab, i) => {
      tabCounts[tab] = counted[i]!.totalCount;
      if (counted[i]!.totalCountIsEstimate) estimatedTabs.push(tab);
    });
  }
  const keys = sortKeysOf(
    input.sorting,
    {
      orderCode: t.orderCode,
      creationTime: t.creationTime,
      totalAmount: t.totalAmount,
      status: t.status,
    },
    newestFirst(t),
  );
  const page = await pageRows<OrderRow>(ctx.db, { table: t, where, keys, page: input });
  const tab = input.orderStatusTab ?? "All";
  return {
    totalCount: tabCounts[tab],
    ...(estimatedTabs.includes(tab) && { totalCountIsEstimate: true }),
    items: await listItems(ctx, page.rows),
    ...(page.pageCursors && { pageCursors: page.pageCursors }),
    tabCounts,
    ...(estimatedTabs.length && { estimatedTabs }),
  };
}
