import "server-only";
import { newestFirst } from "@/server/db/keyset";
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type * as z from "zod";
import type {
  TPriceRevisionDto,
  ZGetRevisionsInput,
} from "@/lib/contracts/catalogue/price-revision";
import type { TCustomerType } from "@/lib/contracts/enums";
import {
  customers,
  type priceRevisionRequests,
  priceRevisions,
  productSkus,
  users,
} from "@/server/db/schema";
import type { AuthedCtx } from "@/server/http/define";
import { readableCustomers } from "../customer/customer";
import { auditFields, isoOrNull, likePattern, liveRows, pagedList } from "../kit";
import { customerNameOf } from "../order/customer-prices";
import { auditStatesOf } from "../system/audit-engine";

// The rows of ProductRevisePriceRecord (SPEC §7; DESIGN §5 Prices): revisions in the log
// (price_revisions) and revisions waiting for their audit (price_revision_requests, the same
// columns), their filters, pages and DTOs, and the one way a revision is written.

export const r = priceRevisions;
export type RevisionRow = typeof r.$inferSelect;
type ListInput = z.output<typeof ZGetRevisionsInput>;
/** The log, or the revisions waiting for their audit: the same columns. */
type RevisionTable = typeof priceRevisions | typeof priceRevisionRequests;

/** "name surname", or the user name. */
const userNameSql = sql<string>`coalesce(nullif(trim(${users.name} || ' ' || ${users.surname}), ''), ${users.userName})`;

/**
 * Revisions of customers the caller may see (a type whose page it holds), deleted customers
 * included (the log still names them), narrowed by `where` on the customer.
 */
export const ofReadableCustomers = (ctx: AuthedCtx, where?: SQL, t: RevisionTable = r) =>
  inArray(
    t.customerId,
    ctx.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.tenantId, ctx.tenantId), readableCustomers(ctx), where)),
  );

/** The SPEC §3 filters on SKU and customer, as conditions on revision rows. */
export function filtersOf(input: ListInput, ctx: AuthedCtx, t: RevisionTable = r): SQL | undefined {
  const customerWhere = and(
    input.customerCode ? ilike(customers.customerCode, likePattern(input.customerCode)) : undefined,
    input.realName
      ? or(
          ilike(customers.realName, likePattern(input.realName)),
          ilike(customers.enterpriseName, likePattern(input.realName)),
        )
      : undefined,
  );
  return and(
    input.skuId ? eq(t.skuId, input.skuId) : undefined,
    input.customerId ? eq(t.customerId, input.customerId) : undefined,
    input.number
      ? inArray(
          t.skuId,
          ctx.db
            .select({ id: productSkus.id })
            .from(productSkus)
            .where(
              and(
                eq(productSkus.tenantId, ctx.tenantId),
                ilike(productSkus.number, likePattern(input.number)),
              ),
            ),
        )
      : undefined,
    // a customer of a type the caller may not see is left out of every list
    ofReadableCustomers(ctx, customerWhere, t),
  );
}

const sortColumnsOf = (t: RevisionTable) => ({
  creationTime: t.creationTime,
  revisedPrice: t.revisedPrice,
  customerCode: sql`(select lower(${customers.customerCode}) from ${customers} where ${customers.id} = ${t.customerId})`,
});

/** The newest live revision of each customer and SKU among `where`: their current prices. */
export const currentIds = (ctx: AuthedCtx, where: SQL | undefined) =>
  ctx.db
    .selectDistinctOn([r.skuId, r.customerId], { id: r.id })
    .from(r)
    .where(and(liveRows(r, ctx.tenantId), where))
    .orderBy(r.skuId, r.customerId, desc(r.creationTime), desc(r.id));

/** Revision rows → log rows for a page at once (one query per related table). */
export async function revisionDtos(
  ctx: AuthedCtx,
  rows: RevisionRow[],
): Promise<TPriceRevisionDto[]> {
  if (rows.length === 0) return [];
  const skuIds = [...new Set(rows.map((x) => x.skuId))];
  const customerIds = [...new Set(rows.map((x) => x.customerId))];
  const userIds = [
    ...new Set(rows.flatMap((x) => [x.creatorUserId, x.deleterUserId]).filter((id) => id !== null)),
  ];
  // deleted SKUs, customers and users still name what the log says; one query after another,
  // as a transaction's connection (ctx.db in Create) runs one at a time
  const skus = await ctx.db
    .select({ id: productSkus.id, number: productSkus.number, name: productSkus.name })
    .from(productSkus)
    .where(and(eq(productSkus.tenantId, ctx.tenantId), inArray(productSkus.id, skuIds)));
  const owners = await ctx.db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, ctx.tenantId), inArray(customers.id, customerIds)));
  const names = userIds.length
    ? await ctx.db
        .select({ id: users.id, name: userNameSql })
        .from(users)
        .where(inArray(users.id, userIds))
    : [];
  const current = await currentIds(
    ctx,
    and(inArray(r.skuId, skuIds), inArray(r.customerId, customerIds)),
  );
  const skuOf = new Map(skus.map((s) => [s.id, s]));
  const customerOf = new Map(owners.map((c) => [c.id, c]));
  const nameOf = new Map(names.map((u) => [u.id, u.name]));
  const isCurrent = new Set(current.map((c) => c.id));
  const audits = await auditStatesOf(
    ctx,
    "PriceRevision",
    rows.map((x) => x.id),
  );
  return rows.map((row) => {
    const sku = skuOf.get(row.skuId);
    const customer = customerOf.get(row.customerId);
    return {
      id: row.id,
      skuId: row.skuId,
      skuNumber: sku?.number ?? "",
      skuName: sku?.name ?? "",
      customerId: row.customerId,
      customerCode: customer?.customerCode ?? "",
      customerName: customer ? customerNameOf(customer) : "",
      customerType: (customer?.customerType ?? "Ordinary") as TCustomerType,
      originalPrice: row.originalPrice,
      revisedPrice: row.revisedPrice,
      remark: row.remark,
      creatorName: row.creatorUserId ? (nameOf.get(row.creatorUserId) ?? null) : null,
      isCurrent: isCurrent.has(row.id),
      isWithdrawn: row.isDeleted,
      withdrawnTime: isoOrNull(row.deletionTime),
      withdrawnByName: row.deleterUserId ? (nameOf.get(row.deleterUserId) ?? null) : null,
      auditState: audits.get(row.id) ?? null,
      ...auditFields(row),
    };
  });
}

/** One page of revision rows under `where`, in the list's order (newest first by default). */
export async function page<D>(
  ctx: AuthedCtx,
  input: ListInput,
  where: SQL | undefined,
  toDtos: (rows: RevisionRow[]) => Promise<D[]>,
  t: RevisionTable = r,
) {
  return pagedList(ctx, {
    table: t,
    where,
    input,
    sortColumns: sortColumnsOf(t),
    fallback: newestFirst(t),
    // both tables have the same columns: typed as the log's
    toDtos: (rows: RevisionRow[]) => toDtos(rows),
  });
}

/** Serialises revisions of one customer and SKU, so each row's original price is the one before it. */
export const lockPair = (ctx: AuthedCtx, skuId: string, customerId: string) =>
  ctx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`price:${skuId}:${customerId}`}))`);

/**
 * The live SKU and customer of a revision (the customer only when the caller may see its type),
 * each null when gone.
 */
export async function revisionTargets(ctx: AuthedCtx, skuId: string, customerId: string) {
  const [sku] = await ctx.db
    .select()
    .from(productSkus)
    .where(and(eq(productSkus.id, skuId), liveRows(productSkus, ctx.tenantId)));
  const [customer] = await ctx.db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.id, customerId),
        liveRows(customers, ctx.tenantId),
        // hidden from the caller: answered as a customer that does not exist
        readableCustomers(ctx),
      ),
    );
  return { sku, customer };
}

/**
 * Writes a revision to the log under the pair's lock (taken by the caller): the original price
 * is what the customer pays now, and the row's time the database's clock after the lock, so
 * the newest row is the one written last.
 */
export async function insertRevision(
  ctx: AuthedCtx,
  values: {
    id?: string;
    skuId: string;
    customerId: string;
    originalPrice: string;
    revisedPrice: string;
    remark: string | null;
    creatorUserId: string | null;
  },
) {
  const [row] = await ctx.db
    .insert(r)
    .values({ ...values, tenantId: ctx.tenantId, creationTime: sql`clock_timestamp()` })
    .returning();
  return row!;
}
