import "server-only";
import { lowerOf } from "@/server/db/keyset";
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type * as z from "zod";
import { INDUSTRY_KEY } from "@/lib/contracts/data-dictionary";
import type { TCustomerType } from "@/lib/contracts/enums";
import {
  Customer,
  type ZCreateEnterpriseInput,
  type ZCreateOrdinaryInput,
  type ZUpdateCustomerInput,
} from "@/lib/contracts/customer";
import type { PermissionName } from "@/lib/permissions";
import {
  customerBillAddresses,
  customerKeywordSql,
  customerQuotaHistory,
  customerReceivingAddresses,
  customers,
  users,
} from "@/server/db/schema";
import { newSecurityStamp } from "@/server/auth/password";
import { type AuthedCtx, implement } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { crudMethods, getRow } from "../crud";
import { dictionaryKey, dictionaryNames } from "../system/data-dictionary";
import { auditFields, created, deleted, likePattern, liveRows, modified } from "../kit";
import { nextCustomerCode } from "./code";
import { addDays } from "@/lib/membership";
import { businessToday } from "./membership";

type CustomerRow = typeof customers.$inferSelect;
const TYPES = ["Enterprise", "Ordinary", "Member"] as const satisfies readonly TCustomerType[];

/** The page permission of a customer type, and its actions ("Edit", "Delete", "EditCode"). */
const pageOf = (type: TCustomerType) => `Pages.Customer.${type}` as PermissionName;
export const mayDo = (ctx: AuthedCtx, type: TCustomerType, action?: string) =>
  ctx.permissions.has(action ? `${pageOf(type)}.${action}` : pageOf(type));

/** The customer types whose page the caller holds: it sees and changes only those. */
const readableTypes = (ctx: AuthedCtx) => TYPES.filter((t) => mayDo(ctx, t));

/**
 * Customer rows the caller may see (of the types whose page it holds), as a condition: other
 * services that reach customers (orders, prices) leave the rest out, or answer them as absent.
 */
export const readableCustomers = (ctx: AuthedCtx): SQL =>
  inArray(customers.customerType, readableTypes(ctx));

/** Today in the business time zone: a membership is in force while memberValidity ≥ today. */
const today = businessToday;

/** The Industry dictionary's display names by key (a customer's industry is a value key). */
const industryNames = (ctx: AuthedCtx) => dictionaryNames(ctx, INDUSTRY_KEY);

const toCustomerDto = (r: CustomerRow, industries: Map<string, string>) => {
  const remaining = (Number(r.accountQuota) - Number(r.usedQuota)).toFixed(2);
  return {
    id: r.id,
    customerType: r.customerType as TCustomerType,
    customerCode: r.customerCode,
    enterpriseName: r.enterpriseName,
    enterpriseCall: r.enterpriseCall,
    realName: r.realName,
    sex: (r.sex as "Men" | "Women" | null) ?? null,
    mobilePhone: r.mobilePhone,
    email: r.email,
    isActive: r.isActive,
    membershipTme: r.membershipTime,
    memberValidity: r.memberValidity,
    isMembershipEffective: !!r.memberValidity && r.memberValidity >= today(),
    accountQuota: Number(r.accountQuota).toFixed(2),
    usedQuota: Number(r.usedQuota).toFixed(2),
    remainingQuota: remaining,
    industry: r.industry,
    // an old free-text industry (or a value gone from the dictionary) shows as it was stored
    industryName: r.industry === null ? null : (industries.get(r.industry) ?? r.industry),
    invoiceHeader: r.invoiceHeader,
    userId: r.userId,
    ...auditFields(r),
  };
};

/**
 * The customer code to store: a given one needs the type's EditCode permission (it is generated
 * otherwise) and must be free in the tenant; an unchanged one passes.
 */
async function codeFor(
  ctx: AuthedCtx,
  type: TCustomerType,
  given: string | null | undefined,
  existing?: CustomerRow,
): Promise<string> {
  const code = given?.trim();
  if (!code) return existing?.customerCode ?? nextCustomerCode(ctx.db, ctx.tenantId);
  if (existing && code === existing.customerCode) return code;
  if (!mayDo(ctx, type, "EditCode"))
    throw AppError.field("customerCode", "api.errors.customerCodeNotAllowed");
  const [clash] = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        liveRows(customers, ctx.tenantId),
        sql`lower(${customers.customerCode}) = ${code.toLowerCase()}`,
        existing ? sql`${customers.id} <> ${existing.id}` : undefined,
      ),
    );
  if (clash) throw AppError.field("customerCode", "api.errors.customerCodeTaken", { code });
  return code;
}

type CreateInput = z.output<typeof ZCreateEnterpriseInput> | z.output<typeof ZCreateOrdinaryInput>;

async function createCustomer(ctx: AuthedCtx, type: TCustomerType, input: CreateInput) {
  const enterprise = "enterpriseName" in input ? input : undefined;
  const [row] = await ctx.db
    .insert(customers)
    .values({
      customerType: type,
      customerCode: await codeFor(ctx, type, input.customerCode),
      realName: input.realName,
      sex: input.sex,
      mobilePhone: input.mobilePhone,
      email: input.email,
      isActive: input.isActive,
      invoiceHeader: input.invoiceHeader ?? null,
      enterpriseName: enterprise?.enterpriseName ?? null,
      enterpriseCall: enterprise?.enterpriseCall ?? null,
      industry: enterprise ? await industryOf(ctx, enterprise.industry) : null,
      accountQuota: enterprise?.accountQuota ?? "0",
      ...created(ctx),
    })
    .returning();
  if (enterprise && Number(enterprise.accountQuota) > 0)
    await ctx.db.insert(customerQuotaHistory).values({
      customerId: row!.id,
      previousQuota: "0",
      newQuota: enterprise.accountQuota,
      remark: null,
      ...created(ctx),
    });
  return toCustomerDto(row!, await industryNames(ctx));
}

/**
 * The industry to store: the key of a live value of the Industry dictionary (400 on industry
 * otherwise), or null when none is given; the customer's own unchanged value passes, so a record
 * with an old free-text industry stays editable.
 */
async function industryOf(ctx: AuthedCtx, given: string | null | undefined, kept?: string | null) {
  if (!given) return null;
  return dictionaryKey(ctx, INDUSTRY_KEY, given, {
    field: "industry",
    message: "api.errors.unknownIndustry",
    kept,
  });
}

/** An enterprise keeps its enterprise fields (SPEC §5: all required); other types may leave them empty. */
async function enterpriseFields(
  ctx: AuthedCtx,
  input: Pick<
    z.output<typeof ZUpdateCustomerInput>,
    "enterpriseName" | "enterpriseCall" | "industry"
  >,
  row: CustomerRow,
) {
  if (row.customerType === "Enterprise")
    for (const field of ["enterpriseName", "enterpriseCall", "industry"] as const)
      if (!input[field]) throw AppError.field(field, "validation.required");
  return {
    enterpriseName: input.enterpriseName ?? null,
    enterpriseCall: input.enterpriseCall ?? null,
    industry: await industryOf(ctx, input.industry, row.industry),
  };
}

/** The caller's own customer record ("@customer" methods), or 404. */
export async function ownCustomer(ctx: AuthedCtx, lock = false): Promise<CustomerRow> {
  const query = ctx.db
    .select()
    .from(customers)
    .where(and(liveRows(customers, ctx.tenantId), eq(customers.userId, ctx.user.id)));
  const [row] = await (lock ? query.for("update") : query);
  if (!row) throw AppError.notFound("Customer");
  return row;
}

function listFilters(input: z.output<typeof Customer.GetAll.input>): SQL | undefined {
  const day = today();
  return and(
    input.customerType ? eq(customers.customerType, input.customerType) : undefined,
    input.keyword
      ? sql`${customerKeywordSql} like ${likePattern(input.keyword.toLowerCase())}`
      : undefined,
    input.enterpriseNameOrCall
      ? or(
          ilike(customers.enterpriseName, likePattern(input.enterpriseNameOrCall)),
          ilike(customers.enterpriseCall, likePattern(input.enterpriseNameOrCall)),
        )
      : undefined,
    input.isActive === undefined ? undefined : eq(customers.isActive, input.isActive),
    input.membership === "Effective" ? sql`${customers.memberValidity} >= ${day}` : undefined,
    input.membership === "Expired"
      ? sql`(${customers.memberValidity} is null or ${customers.memberValidity} < ${day})`
      : undefined,
    // customers_validity_idx serves it
    input.membership === "ExpiringSoon"
      ? sql`${customers.memberValidity} between ${day} and ${addDays(day, 29)}`
      : undefined,
    input.industry ? eq(customers.industry, input.industry) : undefined,
  );
}

// CRUD /api/services/app/Customer/* — enterprise, ordinary and member customers (SPEC §7)
export const customerService = implement(Customer, {
  ...crudMethods(Customer, {
    table: customers,
    sortColumns: {
      customerCode: lowerOf(customers.customerCode),
      realName: lowerOf(customers.realName),
      enterpriseName: lowerOf(customers.enterpriseName),
      memberValidity: customers.memberValidity,
      accountQuota: customers.accountQuota,
      creationTime: customers.creationTime,
    },
    // a caller reaches only the types whose page it holds
    scope: async (ctx) => readableCustomers(ctx),
    where: (input, ctx) => {
      if (input.customerType && !mayDo(ctx, input.customerType)) throw AppError.forbidden();
      return listFilters(input);
    },
    toValues: async (input, ctx, existing) => {
      const row = existing as CustomerRow;
      const type = row.customerType as TCustomerType;
      if (!mayDo(ctx, type, "Edit")) throw AppError.forbidden();
      const update = input as z.output<typeof ZUpdateCustomerInput>;
      return {
        customerCode: await codeFor(ctx, type, update.customerCode, row),
        realName: update.realName,
        sex: update.sex,
        mobilePhone: update.mobilePhone,
        email: update.email,
        isActive: update.isActive,
        invoiceHeader: update.invoiceHeader ?? null,
        ...(await enterpriseFields(ctx, update, row)),
      };
    },
    alsoDelete: [
      { table: customerBillAddresses, where: (id) => eq(customerBillAddresses.customerId, id) },
      {
        table: customerReceivingAddresses,
        where: (id) => eq(customerReceivingAddresses.customerId, id),
      },
    ],
    beforeDelete: async (row, ctx) => {
      if (!mayDo(ctx, row.customerType as TCustomerType, "Delete")) throw AppError.forbidden();
      // its portal sign-in goes with it (and frees the e-mail for a new registration)
      if (row.userId)
        await ctx.db
          .update(users)
          .set({ ...deleted(ctx), isActive: false, securityStamp: newSecurityStamp() })
          .where(eq(users.id, row.userId as string));
    },
    toDtos: async (rows, ctx) => {
      const industries = await industryNames(ctx);
      return (rows as CustomerRow[]).map((r) => toCustomerDto(r, industries));
    },
  }),
  Create: (input, ctx) => createCustomer(ctx, "Enterprise", input),
  CreateOrdinary: (input, ctx) => createCustomer(ctx, "Ordinary", input),
  SetEnterpriseAccountQuota: async (input, ctx) => {
    // SetQuota acts on records of the Enterprise page: without the page they are not there
    if (!mayDo(ctx, "Enterprise")) throw AppError.notFound("Customer", input.id);
    const row = (await getRow(
      customers,
      ctx,
      input.id,
      "Customer",
      eq(customers.customerType, "Enterprise"),
      true,
    )) as CustomerRow;
    if (Number(input.accountQuota) < Number(row.usedQuota))
      throw AppError.field("accountQuota", "api.errors.quotaBelowUsed", {
        used: Number(row.usedQuota).toFixed(2),
      });
    const [updated] = await ctx.db
      .update(customers)
      .set({ accountQuota: input.accountQuota, ...modified(ctx) })
      .where(eq(customers.id, row.id))
      .returning();
    await ctx.db.insert(customerQuotaHistory).values({
      customerId: row.id,
      previousQuota: row.accountQuota,
      newQuota: input.accountQuota,
      remark: input.remark ?? null,
      ...created(ctx),
    });
    return toCustomerDto(updated!, await industryNames(ctx));
  },
  GetQuotaHistory: async (input, ctx) => {
    await getRow(customers, ctx, input.id, "Customer", eq(customers.customerType, "Enterprise"));
    const rows = await ctx.db
      .select({ history: customerQuotaHistory, userName: users.userName })
      .from(customerQuotaHistory)
      .leftJoin(users, eq(users.id, customerQuotaHistory.creatorUserId))
      .where(eq(customerQuotaHistory.customerId, input.id))
      .orderBy(desc(customerQuotaHistory.creationTime), desc(customerQuotaHistory.id));
    return {
      items: rows.map(({ history: h, userName }) => ({
        id: h.id,
        previousQuota: Number(h.previousQuota).toFixed(2),
        newQuota: Number(h.newQuota).toFixed(2),
        remark: h.remark,
        creationTime: h.creationTime.toISOString(),
        creatorUserName: userName,
      })),
    };
  },
  GetCurrentInfo: async (_input, ctx) =>
    toCustomerDto(await ownCustomer(ctx), await industryNames(ctx)),
  UpdateCurrentInfo: async (input, ctx) => {
    const row = await ownCustomer(ctx, true);
    const enterprise =
      row.customerType === "Enterprise"
        ? await enterpriseFields(
            ctx,
            // a field left out keeps the record's value
            {
              enterpriseName:
                input.enterpriseName === undefined ? row.enterpriseName : input.enterpriseName,
              enterpriseCall:
                input.enterpriseCall === undefined ? row.enterpriseCall : input.enterpriseCall,
              industry: input.industry === undefined ? row.industry : input.industry,
            },
            row,
          )
        : {};
    const [updated] = await ctx.db
      .update(customers)
      .set({
        realName: input.realName,
        sex: input.sex,
        invoiceHeader: input.invoiceHeader ?? null,
        ...enterprise,
        ...modified(ctx),
      })
      .where(eq(customers.id, row.id))
      .returning();
    return toCustomerDto(updated!, await industryNames(ctx));
  },
});
