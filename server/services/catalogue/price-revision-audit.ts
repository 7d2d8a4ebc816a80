import "server-only";
import Decimal from "decimal.js";
import { and, eq, inArray } from "drizzle-orm";
import type {
  ProductRevisePriceRecord,
  TAuditedRevisionDto,
  TPriceRevisionDto,
} from "@/lib/contracts/catalogue/price-revision";
import { auditRecords, priceRevisionRequests } from "@/server/db/schema";
import type { AuthedCtx, Handlers } from "@/server/http/define";
import { formatMoney } from "@/lib/format";
import { AppError } from "@/server/http/errors";
import { created } from "../kit";
import { customerPrices } from "../order/customer-prices";
import { activeFlow, auditDetails, decide, startAudit, withdraw } from "../system/audit-engine";
import {
  filtersOf,
  insertRevision,
  lockPair,
  ofReadableCustomers,
  page,
  type RevisionRow,
  revisionDtos,
  revisionTargets,
} from "./price-revision-rows";

// The audit flow showcase (issue 13 item 5): with an active PriceRevision flow, a revision that
// sets the price more than the flow's threshold away from the un-revised price (percent of the
// SKU's sale or member price the customer would pay without revisions) waits in price_revision_requests and its audit starts (StartAudit). Each node's
// approver decides in order (Audit); the last approval writes the revision to the log under the
// request's id, from the price the customer pays at that moment; a rejection leaves the price.

const q = priceRevisionRequests;
const KEY = "PriceRevision";

/** Whether the change is above the threshold (percent of `base`); none: every change is. */
function isAboveThreshold(base: string, revised: string, threshold: string | null) {
  if (threshold === null) return true;
  const from = new Decimal(base);
  const change = new Decimal(revised).minus(from).abs();
  // from 0, any change is infinitely many percent
  if (from.isZero()) return !change.isZero();
  return change.div(from).times(100).gt(threshold);
}

/**
 * Create's path when the revision needs approval: it waits and its audit starts. Returns the
 * waiting revision, or null when it needs none (no active flow, or at or under the threshold).
 * `standardPrice` is what the customer would pay without any revision: the change is measured
 * from it, not from today's revised price, so repeated small cuts cannot add up unaudited.
 */
export async function requestIfAudited(
  ctx: AuthedCtx,
  values: Pick<RevisionRow, "skuId" | "customerId" | "originalPrice" | "revisedPrice" | "remark">,
  standardPrice: string,
): Promise<TPriceRevisionDto | null> {
  const flow = await activeFlow(ctx, KEY);
  if (!flow || !isAboveThreshold(standardPrice, values.revisedPrice, flow.threshold)) return null;
  const [row] = await ctx.db
    .insert(q)
    .values({ ...values, ...created(ctx) })
    .returning();
  await startAudit(ctx, KEY, row!.id, flow);
  return (await revisionDtos(ctx, [row!]))[0]!;
}

/**
 * Refuses a new revision of a customer's SKU while another waits for approval (under the pair's
 * lock): approving the older one later would overwrite the newer price.
 */
export async function refuseWhilePending(ctx: AuthedCtx, skuId: string, customerId: string) {
  const [pending] = await ctx.db
    .select({ id: q.id })
    .from(q)
    .innerJoin(
      auditRecords,
      and(
        eq(auditRecords.tenantId, q.tenantId),
        eq(auditRecords.key, KEY),
        eq(auditRecords.entityId, q.id),
      ),
    )
    .where(
      and(
        eq(q.tenantId, ctx.tenantId),
        eq(q.skuId, skuId),
        eq(q.customerId, customerId),
        eq(q.isDeleted, false),
        eq(auditRecords.state, "Pending"),
      ),
    )
    .limit(1);
  if (pending) throw AppError.conflict("api.errors.revisionPending");
}

/** A revision that went through an audit, when its customer is one the caller may see. */
async function visibleRequest(ctx: AuthedCtx, id: string) {
  const [row] = await ctx.db
    .select()
    .from(q)
    .where(and(eq(q.id, id), eq(q.tenantId, ctx.tenantId), ofReadableCustomers(ctx, undefined, q)));
  return row;
}

/** A revision that went through an audit; 404 also when its customer is hidden from the caller. */
export async function oneRequest(ctx: AuthedCtx, id: string) {
  const row = await visibleRequest(ctx, id);
  if (!row) throw AppError.notFound("ProductRevisePriceRecord", id);
  return row;
}

/** Which of these revisions the caller may see: the same check as the revision's own reads. */
export async function visibleRequestIds(ctx: AuthedCtx, ids: string[]) {
  if (!ids.length) return new Set<string>();
  const rows = await ctx.db
    .select({ id: q.id })
    .from(q)
    .where(
      and(inArray(q.id, ids), eq(q.tenantId, ctx.tenantId), ofReadableCustomers(ctx, undefined, q)),
    );
  return new Set(rows.map((r) => r.id));
}

/** My audits' view of waiting revisions: SKU and customer, the price change, the SKU's pricing page. */
export async function describeRequests(ctx: AuthedCtx, ids: string[]) {
  const rows = ids.length
    ? await ctx.db
        .select()
        .from(q)
        .where(and(inArray(q.id, ids), eq(q.tenantId, ctx.tenantId)))
    : [];
  const dtos = await revisionDtos(ctx, rows);
  return new Map(
    dtos.map((d) => [
      d.id,
      {
        title: `${d.skuName} · ${d.customerName}`,
        detail: `${formatMoney(d.originalPrice)} → ${formatMoney(d.revisedPrice)}`,
        href: `/productSku/pricingManagement/detail/${d.skuId}`,
      },
    ]),
  );
}

async function auditedDtos(ctx: AuthedCtx, rows: RevisionRow[]): Promise<TAuditedRevisionDto[]> {
  const dtos = await revisionDtos(ctx, rows);
  const audits = await auditDetails(
    ctx,
    KEY,
    rows.map((x) => x.id),
  );
  return dtos.map((dto, i) => {
    const audit = audits.get(dto.id)!;
    return { ...dto, audit, canWithdraw: audit.state === "Pending" && mayWithdraw(ctx, rows[i]!) };
  });
}

/** The one who asked for a revision, or anyone who may revise prices, may take it back. */
function mayWithdraw(ctx: AuthedCtx, request: RevisionRow) {
  return (
    request.creatorUserId === ctx.user.id || ctx.permissions.has("Pages.Order.Sales.RevisePrice")
  );
}

/** The approved revision, written to the log from what the customer pays now. */
async function apply(ctx: AuthedCtx, request: RevisionRow) {
  const { sku, customer } = await revisionTargets(ctx, request.skuId, request.customerId);
  if (!sku || !customer) throw AppError.conflict("api.errors.revisionTargetGone");
  await lockPair(ctx, sku.id, customer.id);
  const now = (await customerPrices(ctx, customer, [sku])).get(sku.id)!;
  await insertRevision(ctx, {
    id: request.id,
    skuId: sku.id,
    customerId: customer.id,
    originalPrice: now.unitPrice,
    revisedPrice: request.revisedPrice,
    remark: request.remark,
    // who asked for it: the approvers are in its audit
    creatorUserId: request.creatorUserId,
  });
}

export const revisionAuditHandlers: Pick<
  Handlers<typeof ProductRevisePriceRecord>,
  "GetAuditAll" | "Audit" | "Withdraw"
> = {
  GetAuditAll: (input, ctx) =>
    page(
      ctx,
      input,
      and(
        eq(q.tenantId, ctx.tenantId),
        filtersOf(input, ctx, q),
        input.state
          ? inArray(
              q.id,
              ctx.db
                .select({ id: auditRecords.entityId })
                .from(auditRecords)
                .where(
                  and(
                    eq(auditRecords.tenantId, ctx.tenantId),
                    eq(auditRecords.key, KEY),
                    eq(auditRecords.state, input.state),
                  ),
                ),
            )
          : undefined,
      ),
      (rows) => auditedDtos(ctx, rows),
      q,
    ),
  Audit: async (input, ctx) => {
    const request = await oneRequest(ctx, input.id);
    const state = await decide(ctx, KEY, request.id, input);
    if (state === "Approved") await apply(ctx, request);
    return (await auditedDtos(ctx, [request]))[0]!;
  },
  // the audit ends Withdrawn; the price was never changed, so nothing else changes
  Withdraw: async (input, ctx) => {
    const request = await oneRequest(ctx, input.id);
    if (!mayWithdraw(ctx, request))
      throw new AppError("forbidden", "api.errors.auditWithdrawNotYours");
    await withdraw(ctx, KEY, request.id);
    return (await auditedDtos(ctx, [request]))[0]!;
  },
};
