import "server-only";
import { and, eq, gte, ilike, inArray, lt, sql } from "drizzle-orm";
import type * as z from "zod";
import { membershipBought } from "@/lib/membership";
import {
  FinanceMemberPaymentOrder,
  type ZCreateMemberPaymentInput,
  type ZUpdateMemberPaymentInput,
} from "@/lib/contracts/member-payment";
import type { TCustomerType } from "@/lib/contracts/enums";
import { customers, memberPaymentOrders, users } from "@/server/db/schema";
import type { Db } from "@/server/db/types";
import { type AuthedCtx, implement } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { crudMethods } from "../crud";
import { readableCustomers } from "../customer/customer";
import { businessToday } from "../customer/membership";
import {
  actorId,
  auditFields,
  isoOrNull,
  likePattern,
  liveRows,
  modified,
  sequenceCode,
} from "../kit";
import { customerNameOf } from "../order/customer-prices";

// CRUD /api/services/app/FinanceMemberPaymentOrder/* (SPEC §7; DESIGN §5 Customers). Marking an
// order paid (Update with isPaid true) extends its customer's memberValidity in the same
// transaction, with the customer's row locked; a paid order is read-only. A caller reaches only
// orders of customers whose type it may read (Customer's own rule), so another's are 404.

const t = memberPaymentOrders;
type OrderRow = typeof memberPaymentOrders.$inferSelect;
type CustomerRow = typeof customers.$inferSelect;
type CreateInput = z.output<typeof ZCreateMemberPaymentInput>;
type UpdateInput = z.output<typeof ZUpdateMemberPaymentInput>;

/** The next code: MP- and 6 digits from one sequence (more digits past 999 999). */
async function nextCode(db: Db): Promise<string> {
  return sequenceCode(db, "member_payment_code_seq", "MP-");
}

/** The customer a new order is for, by id or else by code; one the caller cannot see is 404. */
async function customerFor(ctx: AuthedCtx, input: CreateInput): Promise<CustomerRow> {
  const [row] = await ctx.db
    .select()
    .from(customers)
    .where(
      and(
        liveRows(customers, ctx.tenantId),
        readableCustomers(ctx),
        input.customerId
          ? eq(customers.id, input.customerId)
          : sql`lower(${customers.customerCode}) = ${input.customerCode!.toLowerCase()}`,
      ),
    );
  if (!row) throw AppError.notFound("Customer", input.customerId ?? input.customerCode);
  return row;
}

/** A paid order cannot change or be deleted: 409 saying so. */
function refuseIfPaid(row: OrderRow, action: "Update" | "Delete") {
  if (row.isPaid)
    throw AppError.conflict("api.errors.memberPaymentPaid", {
      code: row.code,
      action,
      validTo: row.validTo ?? "",
    });
}

/**
 * Marks an order paid for `periodMonths`: with the customer's row locked, the membership runs
 * from today (business time zone) or from the day after its validity while that is in force;
 * the customer's validity becomes its end, an ordinary customer becomes a Member, and the day
 * membership began is set the first time. Returns the order's new paid columns.
 */
async function markPaid(ctx: AuthedCtx, row: OrderRow, periodMonths: number) {
  const [customer] = await ctx.db
    .select()
    .from(customers)
    .where(and(eq(customers.id, row.customerId), liveRows(customers, ctx.tenantId)))
    .for("update");
  if (!customer)
    throw AppError.conflict("api.errors.memberPaymentCustomerGone", {
      code: row.code,
      customer: row.customerCode,
    });
  const bought = membershipBought(customer.memberValidity, periodMonths, businessToday());
  const type = customer.customerType as TCustomerType;
  await ctx.db
    .update(customers)
    .set({
      memberValidity: bought.validTo,
      membershipTime: customer.membershipTime ?? bought.validFrom,
      // an enterprise stays an enterprise (its quota and pages), with the membership extended
      customerType: type === "Ordinary" ? "Member" : type,
      ...modified(ctx),
    })
    .where(eq(customers.id, customer.id));
  return { isPaid: true, paidTime: new Date(), paidUserId: actorId(ctx), ...bought };
}

/** A page of orders as DTOs: their customers and who marked them paid, one query each. */
async function toDtos(rows: OrderRow[], ctx: AuthedCtx) {
  const customerIds = [...new Set(rows.map((r) => r.customerId))];
  const userIds = [...new Set(rows.flatMap((r) => (r.paidUserId ? [r.paidUserId] : [])))];
  // one after the other: inside Create/Update this is a transaction's single connection
  const owners = customerIds.length
    ? await ctx.db.select().from(customers).where(inArray(customers.id, customerIds))
    : [];
  const payers = userIds.length
    ? await ctx.db
        .select({ id: users.id, userName: users.userName })
        .from(users)
        .where(inArray(users.id, userIds))
    : [];
  const ownerOf = new Map(owners.map((c) => [c.id, c]));
  const payerOf = new Map(payers.map((u) => [u.id, u.userName]));
  return rows.map((r) => {
    const c = ownerOf.get(r.customerId)!;
    return {
      id: r.id,
      code: r.code,
      customerId: r.customerId,
      customerCode: r.customerCode,
      customerName: customerNameOf(c),
      customerType: c.customerType as TCustomerType,
      customerMemberValidity: c.memberValidity,
      amount: Number(r.amount).toFixed(2),
      periodMonths: r.periodMonths,
      isPaid: r.isPaid,
      paidTime: isoOrNull(r.paidTime),
      paidUserId: r.paidUserId,
      paidUserName: r.paidUserId ? (payerOf.get(r.paidUserId) ?? null) : null,
      validFrom: r.validFrom,
      validTo: r.validTo,
      remark: r.remark,
      ...auditFields(r),
    };
  });
}

export const memberPaymentService = implement(FinanceMemberPaymentOrder, {
  ...crudMethods(FinanceMemberPaymentOrder, {
    table: t,
    sortColumns: {
      code: t.code,
      customerCode: sql`lower(${t.customerCode})`,
      amount: t.amount,
      periodMonths: t.periodMonths,
      creationTime: t.creationTime,
      paidTime: t.paidTime,
    },
    // orders of customers whose type the caller may read; the others are not there (404)
    scope: async (ctx) =>
      inArray(
        t.customerId,
        ctx.db.select({ id: customers.id }).from(customers).where(readableCustomers(ctx)),
      ),
    where: (input, ctx) =>
      and(
        input.code ? ilike(t.code, likePattern(input.code)) : undefined,
        input.customerCode
          ? sql`lower(${t.customerCode}) like ${likePattern(input.customerCode.toLowerCase())}`
          : undefined,
        input.customerId ? eq(t.customerId, input.customerId) : undefined,
        input.isPaid === undefined ? undefined : eq(t.isPaid, input.isPaid),
        input.beginTime ? gte(t.creationTime, new Date(input.beginTime)) : undefined,
        input.endTime ? lt(t.creationTime, new Date(input.endTime)) : undefined,
        input.isOnlyMine ? eq(t.creatorUserId, ctx.user.id) : undefined,
      ),
    toValues: async (input, ctx, existing) => {
      if (!existing) {
        const create = input as CreateInput;
        const customer = await customerFor(ctx, create);
        return {
          code: await nextCode(ctx.db),
          customerId: customer.id,
          customerCode: customer.customerCode,
          amount: create.amount,
          periodMonths: create.periodMonths,
          remark: create.remark ?? null,
        };
      }
      const row = existing as OrderRow;
      refuseIfPaid(row, "Update");
      const update = input as UpdateInput;
      // marking paid confirms the amount and period the person saw: if someone changed them
      // since, refuse rather than buy what they did not confirm
      if (
        update.isPaid &&
        (Number(update.amount) !== Number(row.amount) || update.periodMonths !== row.periodMonths)
      )
        throw AppError.conflict("api.errors.memberPaymentChanged", { code: row.code });
      return {
        amount: update.amount,
        periodMonths: update.periodMonths,
        remark: update.remark ?? null,
        ...(update.isPaid ? await markPaid(ctx, row, update.periodMonths) : {}),
      };
    },
    beforeDelete: async (row) => refuseIfPaid(row as OrderRow, "Delete"),
    toDtos: (rows, ctx) => toDtos(rows as OrderRow[], ctx),
  }),
});
