import "server-only";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import {
  ProductRevisePriceRecord,
  type TCurrentPriceDto,
} from "@/lib/contracts/catalogue/price-revision";
import type { TCustomerType } from "@/lib/contracts/enums";
import { customerKeywordSql, customers, productSkus } from "@/server/db/schema";
import { type AuthedCtx, implement, type ServiceDef } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { readableCustomers } from "../customer/customer";
import { deleted, likePattern, liveRows } from "../kit";
import {
  currentRevisedPrices,
  customerNameOf,
  customerPrices,
  isMemberNow,
} from "../order/customer-prices";
import { unitPriceFor } from "../order/pricing";
import {
  oneRequest,
  refuseWhilePending,
  requestIfAudited,
  revisionAuditHandlers,
} from "./price-revision-audit";
import {
  currentIds,
  filtersOf,
  insertRevision,
  lockPair,
  ofReadableCustomers,
  page,
  r,
  type RevisionRow,
  revisionDtos,
  revisionTargets,
} from "./price-revision-rows";

// ProductRevisePriceRecord (SPEC §7; DESIGN §5 Prices): the table is the log. A customer's
// current price for a SKU is the newest live row of the pair; Delete withdraws it by marking
// every live row of the pair deleted, so the log keeps them and the customer pays the member or
// sale price again. A customer of a type whose page the caller lacks is absent here too: left
// out of the lists, 404 by id, and refused in Create as a customer that does not exist.

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
    const { sku, customer } = await revisionTargets(ctx, input.skuId, input.customerId);
    if (!sku) throw AppError.field("skuId", "api.errors.selectionUnavailable");
    if (!customer) throw AppError.field("customerId", "api.errors.selectionUnavailable");
    // a SKU reserved to another customer code is not theirs to buy at any price
    if (sku.customerCode && sku.customerCode.toLowerCase() !== customer.customerCode.toLowerCase())
      throw AppError.field("customerId", "api.errors.skuReservedToOther", {
        number: sku.number,
        code: sku.customerCode,
      });
    await lockPair(ctx, sku.id, customer.id);
    await refuseWhilePending(ctx, sku.id, customer.id);
    const now = (await customerPrices(ctx, customer, [sku])).get(sku.id)!;
    const values = {
      skuId: sku.id,
      customerId: customer.id,
      originalPrice: now.unitPrice,
      revisedPrice: input.revisedPrice,
      remark: input.remark ?? null,
    };
    // what they would pay without any revision: the threshold measures the change from it, so
    // a price is not cut step by step under the threshold (DESIGN decisions: audit flows)
    const standard = unitPriceFor({
      salePrice: sku.salePrice,
      memberPrice: sku.memberPrice,
      revisedPrice: null,
      isMember: isMemberNow(customer),
    });
    // above the active flow's threshold it waits for its audit (StartAudit), not applied yet
    const waiting = await requestIfAudited(ctx, values, standard.unitPrice);
    if (waiting) return waiting;
    const row = await insertRevision(ctx, { ...values, creatorUserId: ctx.user.id });
    return (await revisionDtos(ctx, [row]))[0]!;
  },
  // a row of the log, or a revision that has been waiting for (or was refused by) its audit
  Get: async (input, ctx) => {
    const [row] = await ctx.db
      .select()
      .from(r)
      .where(and(eq(r.id, input.id), eq(r.tenantId, ctx.tenantId), ofReadableCustomers(ctx)));
    return (await revisionDtos(ctx, [row ?? (await oneRequest(ctx, input.id))]))[0]!;
  },
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
  ...revisionAuditHandlers,
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
