import "server-only";
import { and, arrayOverlaps, eq, gte, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { contracts } from "@/lib/contracts";
import {
  LIST_SUMMARY_MAX,
  type TAuditEntityType,
  type TAuditLogDto,
  type TAuditLogFilter,
} from "@/lib/contracts/audit-log";
import {
  auditLogs,
  customerBillAddresses,
  customerReceivingAddresses,
  priceRevisionRequests,
  priceRevisions,
  productSkus,
  users,
} from "@/server/db/schema";
import type { AuthedCtx } from "@/server/http/define";
import { likePattern } from "../kit";

// The one view of the audit log (issue 13 item 6): the list, a record's history and the export
// read the same rows through `auditLogWhere`, so what a person exports is what they see.

const a = auditLogs;
export type AuditLogRow = typeof auditLogs.$inferSelect;

/** By time, then by id: a total order the (tenant, time desc, id desc) index serves either way. */
export const timeOrder = (f: Partial<Pick<TAuditLogFilter, "sorting">>) => {
  const isDesc = f.sorting?.[0]?.desc ?? true;
  return [
    { column: a.executionTime, desc: isDesc },
    { column: a.id, desc: isDesc },
  ];
};

/** Declared service and method names by their lower case: rows keep the declared spelling. */
const declared = new Map<string, { name: string; methods: Map<string, string> }>(
  Object.entries(contracts).map(([name, methods]) => [
    name.toLowerCase(),
    { name, methods: new Map(Object.keys(methods).map((m) => [m.toLowerCase(), m])) },
  ]),
);

/** A service (and method) name as rows keep it, whatever case the filter wrote it in. */
function declaredNames(service?: string, method?: string) {
  const found = service ? declared.get(service.toLowerCase()) : undefined;
  return {
    service: found?.name ?? service,
    method: (method && found?.methods.get(method.toLowerCase())) ?? method,
  };
}

/**
 * The ids whose calls make up a record's history: the record, and for a customer its addresses,
 * for a product its SKUs, for a SKU its customer price revisions and revision requests (deleted
 * ones too: their calls are part of the story). A supplier and a stock-in are their own id.
 */
export async function entityFamily(
  ctx: AuthedCtx,
  type: TAuditEntityType,
  id: string,
): Promise<string[]> {
  /** the ids of a table's rows owned by the record (tenant's, deleted ones included) */
  const parts = async <T extends PgTable & Record<"id" | "tenantId", PgColumn>>(
    table: T,
    owner: PgColumn,
  ) =>
    (
      (await ctx.db
        .select({ id: table.id })
        .from(table as PgTable)
        .where(and(eq(table.tenantId, ctx.tenantId), eq(owner, id)))) as { id: string }[]
    ).map((r) => r.id);
  switch (type) {
    case "Order":
      return [id];
    case "Customer": {
      const [bill, receiving] = await Promise.all([
        parts(customerBillAddresses, customerBillAddresses.customerId),
        parts(customerReceivingAddresses, customerReceivingAddresses.customerId),
      ]);
      return [id, ...bill, ...receiving];
    }
    case "Product":
      return [id, ...(await parts(productSkus, productSkus.productId))];
    case "Sku": {
      const [revisions, requests] = await Promise.all([
        parts(priceRevisions, priceRevisions.skuId),
        parts(priceRevisionRequests, priceRevisionRequests.skuId),
      ]);
      // an approved request's revision carries the request's id
      return [...new Set([id, ...revisions, ...requests])];
    }
    case "Supplier":
    case "StockIn":
      return [id];
  }
}

/** The tenant's calls under the filter (`family`: the record's ids when it names one). */
export function auditLogWhere(
  ctx: AuthedCtx,
  f: Partial<TAuditLogFilter>,
  family?: string[],
): SQL | undefined {
  const names = declaredNames(f.serviceName, f.methodName);
  const userMatch = f.userName
    ? ctx.db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.tenantId, ctx.tenantId),
            or(
              ilike(users.userName, likePattern(f.userName)),
              ilike(sql`${users.name} || ' ' || ${users.surname}`, likePattern(f.userName)),
            ),
          ),
        )
    : undefined;
  return and(
    eq(a.tenantId, ctx.tenantId),
    f.userId ? eq(a.userId, f.userId) : undefined,
    userMatch ? inArray(a.userId, userMatch) : undefined,
    names.service ? eq(a.serviceName, names.service) : undefined,
    names.method ? eq(a.methodName, names.method) : undefined,
    f.beginTime ? gte(a.executionTime, new Date(f.beginTime)) : undefined,
    f.endTime ? lt(a.executionTime, new Date(f.endTime)) : undefined,
    f.result === "Success" ? lt(a.statusCode, 400) : undefined,
    f.result === "Failure" ? gte(a.statusCode, 400) : undefined,
    family ? arrayOverlaps(a.entityIds, family) : undefined,
  );
}

const cut = (text: string | null, max: number) =>
  text && text.length > max ? `${text.slice(0, max)}…` : text;

/** A row as the API shows it; `full` keeps the whole input summary (Get), else it is cut. */
export function auditLogDto(
  row: AuditLogRow,
  names: Map<string, string>,
  full = false,
): TAuditLogDto {
  return {
    id: row.id,
    userId: row.userId,
    userName: row.userId ? (names.get(row.userId) ?? null) : null,
    serviceName: row.serviceName,
    methodName: row.methodName,
    parameters: full ? row.parameters : cut(row.parameters, LIST_SUMMARY_MAX),
    statusCode: row.statusCode,
    exception: row.exception,
    executionTime: row.executionTime.toISOString(),
    executionDuration: row.executionDuration,
    clientIpAddress: row.clientIpAddress,
    browserInfo: row.browserInfo,
    requestId: row.requestId,
  };
}
