import "server-only";
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type * as z from "zod";
import {
  ProductRevisePriceRecord,
  type TCurrentPriceDto,
  type TPriceRevisionDto,
  type ZGetRevisionsInput,
} from "@/lib/contracts/catalogue/price-revision";
import type { TCustomerType } from "@/lib/contracts/enums";
import {
  customerKeywordSql,
  customers,
  priceRevisions,
  productSkus,
  users,
} from "@/server/db/schema";
import { type AuthedCtx, implement, type ServiceDef } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { readableCustomers } from "../customer/customer";
import { auditFields, deleted, isoOrNull, likePattern, liveRows, orderByOf } from "../kit";
import {
  currentRevisedPrices,
  customerNameOf,
  customerPrices,
  isMemberNow,
} from "../order/customer-prices";
import { unitPriceFor } from "../order/pricing";

// ProductRevisePriceRecord (SPEC §7; DESIGN §5 Prices): the table is the log. A customer's
// current price for a SKU is the newest live row of the pair; Delete withdraws it by marking
// every live row of the pair deleted, so the log keeps them and the customer pays the member or
// sale price again. A customer of a type whose page the caller lacks is absent here too: left
// out of the lists, 404 by id, and refused in Create as a customer that does not exist.

const r = priceRevisions;
type RevisionRow = typeof r.$inferSelect;
type ListInput = z.output<typeof ZGetRevisionsInput>;

/** "name surname", or the user name. */
const userNameSql = sql<string>`coalesce(nullif(trim(${users.name} || ' ' || ${users.surname}), ''), ${users.userName})`;

/**
 * Revisions of customers the caller may see (a type whose page it holds), deleted customers
 * included (the log still names them), narrowed by `where` on the customer.
 */
const ofReadableCustomers = (ctx: AuthedCtx, where?: SQL) =>
  inArray(
    r.customerId,
    ctx.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.tenantId, ctx.tenantId), readableCustomers(ctx), where)),
  );

/** The SPEC §3 filters on SKU and customer, as conditions on revision rows. */
function filtersOf(input: ListInput, ctx: AuthedCtx): SQL | undefined {
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
    input.skuId ? eq(r.skuId, input.skuId) : undefined,
    input.customerId ? eq(r.customerId, input.customerId) : undefined,
    input.number
      ? inArray(
          r.skuId,
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
    ofReadableCustomers(ctx, customerWhere),
  );
}

const sortColumns = {
  creationTime: r.creationTime,
  revisedPrice: r.revisedPrice,
  customerCode: sql`(select lower(${customers.customerCode}) from ${customers} where ${customers.id} = ${r.customerId})`,
};

/** The newest live revision of each customer and SKU among `where`: their current prices. */
const currentIds = (ctx: AuthedCtx, where: SQL | undefined) =>
  ctx.db
    .selectDistinctOn([r.skuId, r.customerId], { id: r.id })
    .from(r)
    .where(and(liveRows(r, ctx.tenantId), where))
    .orderBy(r.skuId, r.customerId, desc(r.creationTime), desc(r.id));

/** Revision rows → log rows for a page at once (one query per related table). */
async function revisionDtos(ctx: AuthedCtx, rows: RevisionRow[]): Promise<TPriceRevisionDto[]> {
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
      ...auditFields(row),
    };
  });
}

/** Current revisions → rows with what the customer would pay without them. */
async function currentPriceDtos(ctx: AuthedCtx, rows: RevisionRow[]): Promise<TCurrentPriceDto[]> {
  const dtos = await revisionDtos(ctx, rows);
  if (dtos.length === 0) return [];
  const skuIds = [...new Set(rows.map((x) => x.skuId))];
  const customerIds = [...new Set(rows.map((x) => x.customerId))];
  const skus = await ctx.db
    .select({
      id: productSkus.id,
      salePrice: productSkus.salePrice,
      memberPrice: productSkus.memberPrice,
    })
    .from(productSkus)
    .where(inArray(productSkus.id, skuIds));
  const owners = await ctx.db
    .select({ id: customers.id, memberValidity: customers.memberValidity })
    .from(customers)
    .where(inArray(customers.id, customerIds));
  const counts = await ctx.db
    .select({ skuId: r.skuId, customerId: r.customerId, n: count() })
    .from(r)
    .where(
      and(
        eq(r.tenantId, ctx.tenantId),
        inArray(r.skuId, skuIds),
        inArray(r.customerId, customerIds),
      ),
    )
    .groupBy(r.skuId, r.customerId);
  const skuOf = new Map(skus.map((s) => [s.id, s]));
  const memberOf = new Map(owners.map((c) => [c.id, isMemberNow(c)]));
  const countOf = new Map(counts.map((c) => [`${c.skuId}/${c.customerId}`, c.n]));
  return dtos.map((dto) => {
    const sku = skuOf.get(dto.skuId);
    const isMember = memberOf.get(dto.customerId) ?? false;
    const standard = unitPriceFor({
      salePrice: sku?.salePrice ?? "0",
      memberPrice: sku?.memberPrice ?? "0",
      revisedPrice: null,
      isMember,
    });
    return {
      ...dto,
      isMember,
      standardPrice: standard.unitPrice,
      standardPriceSource: standard.priceSource,
      revisionCount: countOf.get(`${dto.skuId}/${dto.customerId}`) ?? 1,
    };
  });
}

/** One page of revision rows under `where`, in the list's order (newest first by default). */
async function page<D>(
  ctx: AuthedCtx,
  input: ListInput,
  where: SQL | undefined,
  toDtos: (rows: RevisionRow[]) => Promise<D[]>,
) {
  const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(r).where(where);
  const rows = await ctx.db
    .select()
    .from(r)
    .where(where)
    .orderBy(...orderByOf(input.sorting, sortColumns, [desc(r.creationTime), desc(r.id)]))
    .offset(input.skipCount)
    .limit(input.maxResultCount);
  return { totalCount: total, items: await toDtos(rows) };
}

/** Serialises revisions of one customer and SKU, so each row's original price is the one before it. */
const lockPair = (ctx: AuthedCtx, skuId: string, customerId: string) =>
  ctx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`price:${skuId}:${customerId}`}))`);

/** One row of the log, withdrawn or not; 404 also when its customer is hidden from the caller. */
async function oneRevision(ctx: AuthedCtx, id: string) {
  const [row] = await ctx.db
    .select()
    .from(r)
    .where(and(eq(r.id, id), eq(r.tenantId, ctx.tenantId), ofReadableCustomers(ctx)));
  if (!row) throw AppError.notFound("ProductRevisePriceRecord", id);
  return row;
}

// /api/services/app/ProductRevisePriceRecord/* — price revisions: the log and current prices
const revisePriceService = implement(ProductRevisePriceRecord, {
  Create: async (input, ctx) => {
    const [sku] = await ctx.db
      .select()
      .from(productSkus)
      .where(and(eq(productSkus.id, input.skuId), liveRows(productSkus, ctx.tenantId)));
    if (!sku) throw AppError.field("skuId", "api.errors.selectionUnavailable");
    const [customer] = await ctx.db
      .select()
      .from(customers)
      .where(
        and(
          eq(customers.id, input.customerId),
          liveRows(customers, ctx.tenantId),
          // hidden from the caller: answered as a customer that does not exist
          readableCustomers(ctx),
        ),
      );
    if (!customer) throw AppError.field("customerId", "api.errors.selectionUnavailable");
    // a SKU reserved to another customer code is not theirs to buy at any price
    if (sku.customerCode && sku.customerCode.toLowerCase() !== customer.customerCode.toLowerCase())
      throw AppError.field("customerId", "api.errors.skuReservedToOther", {
        number: sku.number,
        code: sku.customerCode,
      });
    await lockPair(ctx, sku.id, customer.id);
    const now = (await customerPrices(ctx, customer, [sku])).get(sku.id)!;
    const [row] = await ctx.db
      .insert(r)
      .values({
        tenantId: ctx.tenantId,
        skuId: sku.id,
        customerId: customer.id,
        originalPrice: now.unitPrice,
        revisedPrice: input.revisedPrice,
        remark: input.remark ?? null,
        creatorUserId: ctx.user.id,
        // after the lock, by the database's clock: the newest row is the one written last
        creationTime: sql`clock_timestamp()`,
      })
      .returning();
    return (await revisionDtos(ctx, [row!]))[0]!;
  },
  Get: async (input, ctx) => (await revisionDtos(ctx, [await oneRevision(ctx, input.id)]))[0]!,
  GetAll: (input, ctx) =>
    page(ctx, input, and(eq(r.tenantId, ctx.tenantId), filtersOf(input, ctx)), (rows) =>
      revisionDtos(ctx, rows),
    ),
  GetMainAll: (input, ctx) => {
    const filters = filtersOf(input, ctx);
    return page(ctx, input, inArray(r.id, currentIds(ctx, filters)), (rows) =>
      currentPriceDtos(ctx, rows),
    );
  },
  Delete: async (input, ctx) => {
    const row = await oneRevision(ctx, input.id);
    if (row.isDeleted) throw AppError.notFound("ProductRevisePriceRecord", input.id);
    await lockPair(ctx, row.skuId, row.customerId);
    await ctx.db
      .update(r)
      .set(deleted(ctx))
      .where(
        and(liveRows(r, ctx.tenantId), eq(r.skuId, row.skuId), eq(r.customerId, row.customerId)),
      );
    return null;
  },
  FindCustomers: async (input, ctx) => {
    const [sku] = input.skuId
      ? await ctx.db
          .select()
          .from(productSkus)
          .where(and(eq(productSkus.id, input.skuId), liveRows(productSkus, ctx.tenantId)))
      : [];
    const rows = await ctx.db
      .select()
      .from(customers)
      .where(
        and(
          liveRows(customers, ctx.tenantId),
          readableCustomers(ctx),
          input.keyword
            ? sql`${customerKeywordSql} like ${likePattern(input.keyword.toLowerCase())}`
            : undefined,
          // a SKU reserved to a customer code: only that customer
          sku?.customerCode
            ? sql`lower(${customers.customerCode}) = ${sku.customerCode.toLowerCase()}`
            : undefined,
        ),
      )
      .orderBy(sql`lower(${customers.customerCode})`, customers.id)
      .limit(input.maxResultCount);
    const revised = new Map(
      sku
        ? (
            await currentRevisedPrices(
              ctx,
              [sku.id],
              rows.map((c) => c.id),
            )
          ).map((x) => [x.customerId, x.price])
        : [],
    );
    return {
      items: rows.map((c) => {
        const isMember = isMemberNow(c);
        const price =
          sku &&
          unitPriceFor({
            salePrice: sku.salePrice,
            memberPrice: sku.memberPrice,
            revisedPrice: revised.get(c.id) ?? null,
            isMember,
          });
        return {
          id: c.id,
          customerCode: c.customerCode,
          name: customerNameOf(c),
          customerType: c.customerType as TCustomerType,
          isMember,
          currentPrice: price?.unitPrice ?? null,
          priceSource: price?.priceSource ?? null,
        };
      }),
    };
  },
});

export const priceRevisionServices: ServiceDef[] = [revisePriceService];
