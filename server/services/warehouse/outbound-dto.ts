import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { TOutboundStatus } from "@/lib/contracts/enums";
import type { TOutboundDto } from "@/lib/contracts/stock";
import {
  customers,
  outboundRecordLines,
  type outboundRecords,
  warehouseLocations,
} from "@/server/db/schema";
import type { AuthedCtx } from "@/server/http/define";
import { auditFields, isoOrNull } from "../kit";
import { locationCode, warehouseNames } from "./shared";

export type OutboundRow = typeof outboundRecords.$inferSelect;

/** Records → DTOs, a whole page at once: one query each for lines, customers and warehouses. */
export async function outboundDtos(
  ctx: AuthedCtx,
  rows: readonly OutboundRow[],
): Promise<TOutboundDto[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const lines = await ctx.db
    .select({
      id: outboundRecordLines.id,
      outboundId: outboundRecordLines.outboundId,
      skuId: outboundRecordLines.skuId,
      skuNumber: outboundRecordLines.skuNumber,
      productName: outboundRecordLines.productName,
      quantity: outboundRecordLines.quantity,
      locationId: outboundRecordLines.locationId,
      locationCode: locationCode(warehouseLocations),
    })
    .from(outboundRecordLines)
    .leftJoin(warehouseLocations, eq(warehouseLocations.id, outboundRecordLines.locationId))
    .where(inArray(outboundRecordLines.outboundId, ids))
    .orderBy(asc(outboundRecordLines.sortOrder), asc(outboundRecordLines.id));
  const customerIds = [...new Set(rows.flatMap((r) => (r.customerId ? [r.customerId] : [])))];
  // an enterprise by its name, a person by theirs; a deleted customer still names its records
  const names = customerIds.length
    ? await ctx.db
        .select({
          id: customers.id,
          name: sql<string>`coalesce(nullif(${customers.enterpriseName}, ''), ${customers.realName})`,
        })
        .from(customers)
        .where(and(eq(customers.tenantId, ctx.tenantId), inArray(customers.id, customerIds)))
    : [];
  const customerName = new Map(names.map((c) => [c.id, c.name]));
  const warehouseName = await warehouseNames(
    ctx,
    rows.flatMap((r) => (r.warehouseId ? [{ warehouseId: r.warehouseId }] : [])),
  );
  return rows.map((r) => {
    const own = lines
      .filter((l) => l.outboundId === r.id)
      .map(({ outboundId: _, ...line }) => line);
    return {
      id: r.id,
      outboundCode: r.outboundCode,
      orderId: r.orderId,
      orderCode: r.orderCode,
      customerId: r.customerId,
      customerName: r.customerId ? (customerName.get(r.customerId) ?? null) : null,
      warehouseId: r.warehouseId,
      warehouseName: r.warehouseId ? (warehouseName.get(r.warehouseId) ?? null) : null,
      status: r.status as TOutboundStatus,
      issuedTime: isoOrNull(r.issuedTime),
      recipientName: r.recipientName,
      recipientPhone: r.recipientPhone,
      recipientAddress: r.recipientAddress,
      remark: r.remark,
      totalQuantity: own.reduce((sum, l) => sum + l.quantity, 0),
      lines: own,
      ...auditFields(r),
    };
  });
}
