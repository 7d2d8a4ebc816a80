import "server-only";
import { and, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { TCustomerType } from "@/lib/contracts/enums";
import {
  CustomerBillAddressMapping,
  CustomerReceivingAddressMapping,
} from "@/lib/contracts/customer";
import {
  customerBillAddresses,
  customerReceivingAddresses,
  customers,
  settings,
} from "@/server/db/schema";
import { type AuthedCtx, implement } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { crudMethods, getRow } from "../crud";
import { auditFields, liveRows, modified } from "../kit";
import { regionName, regionNameMaps, regionNames } from "../regions";
import { mayDo, ownCustomer, readableCustomers } from "./customer";

// A customer's bill and receiving addresses (SPEC §7 customer addresses). Staff reach the
// addresses of the customer types whose page they hold (and change them with that type's Edit);
// a customer (a user of type Customer) reaches only its own.

type AddressTable = typeof customerBillAddresses | typeof customerReceivingAddresses;
type AddressRow = typeof customerReceivingAddresses.$inferSelect & { isDefault?: boolean };

/** The setting behind GetMaxCountByEachCustomer, and its value when the tenant has none. */
const MAX_RECEIVING_ADDRESSES_SETTING = "App.Customer.MaxReceivingAddressCount";
const DEFAULT_MAX_RECEIVING_ADDRESSES = 10;

const isCustomerCaller = (ctx: AuthedCtx) => ctx.user.userType === "Customer";

/** The customers whose addresses the caller reaches: its own, or the types its pages cover. */
const reachableCustomers = (ctx: AuthedCtx): SQL =>
  isCustomerCaller(ctx) ? eq(customers.userId, ctx.user.id) : readableCustomers(ctx);

const scopeOf = (table: AddressTable) => async (ctx: AuthedCtx) =>
  inArray(
    table.customerId,
    ctx.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(liveRows(customers, ctx.tenantId), reachableCustomers(ctx))),
  );

/** The customer an address is written for: the caller itself, or one the caller may edit. */
async function targetCustomer(ctx: AuthedCtx, customerId: string | undefined) {
  if (isCustomerCaller(ctx)) {
    const own = await ownCustomer(ctx, true);
    if (customerId && customerId !== own.id) throw AppError.notFound("Customer", customerId);
    return own.id;
  }
  if (!customerId) throw AppError.field("customerId", "validation.required");
  const row = await getRow(customers, ctx, customerId, "Customer", undefined, true);
  // a customer of a type whose page the caller lacks is not there for it; Edit changes it
  const type = row.customerType as TCustomerType;
  if (!mayDo(ctx, type)) throw AppError.notFound("Customer", customerId);
  if (!mayDo(ctx, type, "Edit")) throw AppError.forbidden();
  return row.id;
}

/** Region names of a page of addresses, innermost first (one query per level). */
async function regionTexts(ctx: AuthedCtx, rows: AddressRow[]): Promise<Map<string, string>> {
  const maps = await regionNameMaps(ctx, rows);
  return new Map(
    rows.map((r) => [
      r.id,
      (["areaId", "cityId", "provinceId", "countryId"] as const)
        .map((field) => regionName(maps, field, r[field]))
        .filter(Boolean)
        .join(", "),
    ]),
  );
}

/** The standard set for one address table; the receiving one adds the default rules. */
function addressMethods<
  C extends typeof CustomerBillAddressMapping | typeof CustomerReceivingAddressMapping,
>(
  declared: C,
  table: AddressTable,
  rules: {
    beforeCreate?: (ctx: AuthedCtx, customerId: string) => Promise<void>;
    afterSave?: (ctx: AuthedCtx, row: AddressRow, wantsDefault: boolean) => Promise<void>;
    beforeDelete?: (ctx: AuthedCtx, row: AddressRow) => Promise<void>;
  },
) {
  return crudMethods(declared, {
    table,
    sortColumns: { creationTime: table.creationTime },
    defaultOrder: [sql`${table.creationTime}`, sql`${table.id}`],
    scope: scopeOf(table),
    where: (input) => (input.customerId ? eq(table.customerId, input.customerId) : undefined),
    toValues: async (input, ctx, existing) => {
      const customerId = existing
        ? await targetCustomer(ctx, existing.customerId as string)
        : await targetCustomer(ctx, input.customerId);
      if (existing && input.customerId && input.customerId !== existing.customerId)
        throw AppError.field("customerId", "api.errors.addressCustomerFixed");
      if (!existing) await rules.beforeCreate?.(ctx, customerId);
      await regionNames(ctx, input);
      const values: Record<string, unknown> = {
        customerId,
        contactName: input.contactName,
        phone: input.phone,
        countryId: input.countryId ?? null,
        provinceId: input.provinceId ?? null,
        cityId: input.cityId ?? null,
        areaId: input.areaId ?? null,
        detailAddress: input.detailAddress,
        postalCode: input.postalCode ?? null,
      };
      if ("invoiceHeader" in input) {
        values.invoiceHeader = input.invoiceHeader ?? null;
        values.taxNumber = input.taxNumber ?? null;
      }
      return values;
    },
    afterSave: async (row, input, ctx) =>
      rules.afterSave?.(ctx, row as AddressRow, "isDefault" in input && !!input.isDefault),
    beforeDelete: async (row, ctx) => {
      await targetCustomer(ctx, row.customerId as string);
      await rules.beforeDelete?.(ctx, row as AddressRow);
    },
    toDtos: async (rows, ctx) => {
      const texts = await regionTexts(ctx, rows as AddressRow[]);
      return (rows as AddressRow[]).map((r) => ({
        ...r,
        regionText: texts.get(r.id) ?? "",
        ...auditFields(r),
      })) as never;
    },
  });
}

export const customerBillAddressService = implement(
  CustomerBillAddressMapping,
  addressMethods(CustomerBillAddressMapping, customerBillAddresses, {}),
);

/** The most receiving addresses one customer may keep (a tenant setting, 10 by default). */
async function maxReceivingAddresses(ctx: AuthedCtx): Promise<number> {
  const [row] = await ctx.db
    .select({ value: settings.value })
    .from(settings)
    .where(
      and(eq(settings.tenantId, ctx.tenantId), eq(settings.name, MAX_RECEIVING_ADDRESSES_SETTING)),
    );
  const n = Number(row?.value);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_MAX_RECEIVING_ADDRESSES;
}

const r = customerReceivingAddresses;
const liveOf = (ctx: AuthedCtx, customerId: string) =>
  and(liveRows(r, ctx.tenantId), eq(r.customerId, customerId));

/** Makes `id` its customer's only default (the customer row is locked by the caller). */
async function makeDefault(ctx: AuthedCtx, customerId: string, id: string) {
  await ctx.db
    .update(r)
    .set({ isDefault: false })
    .where(and(liveOf(ctx, customerId), eq(r.isDefault, true), ne(r.id, id)));
  await ctx.db
    .update(r)
    .set({ isDefault: true, ...modified(ctx) })
    .where(eq(r.id, id));
}

const receiving = addressMethods(CustomerReceivingAddressMapping, r, {
  beforeCreate: async (ctx, customerId) => {
    const max = await maxReceivingAddresses(ctx);
    const [{ n } = { n: 0 }] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(r)
      .where(liveOf(ctx, customerId));
    if (n >= max) throw AppError.conflict("api.errors.tooManyAddresses", { max });
  },
  // the first address is the default; asking for default moves it here
  afterSave: async (ctx, row, wantsDefault) => {
    const [current] = await ctx.db
      .select({ id: r.id })
      .from(r)
      .where(and(liveOf(ctx, row.customerId), eq(r.isDefault, true)));
    if (wantsDefault || !current) await makeDefault(ctx, row.customerId, row.id);
  },
  // deleting the default hands it to the newest remaining address
  beforeDelete: async (ctx, row) => {
    if (!row.isDefault) return;
    await ctx.db.update(r).set({ isDefault: false }).where(eq(r.id, row.id));
    const [next] = await ctx.db
      .select({ id: r.id })
      .from(r)
      .where(and(liveOf(ctx, row.customerId), ne(r.id, row.id)))
      .orderBy(desc(r.creationTime), desc(r.id))
      .limit(1);
    if (next) await makeDefault(ctx, row.customerId, next.id);
  },
});

export const customerReceivingAddressService = implement(CustomerReceivingAddressMapping, {
  ...receiving,
  SetDefault: async (input, ctx) => {
    const row = await getRow(
      r,
      ctx,
      input.id,
      "CustomerReceivingAddressMapping",
      await scopeOf(r)(ctx),
    );
    await targetCustomer(ctx, row.customerId as string);
    await makeDefault(ctx, row.customerId as string, row.id);
    return receiving.Get({ id: row.id } as never, ctx as never);
  },
  GetMaxCountByEachCustomer: async (_input, ctx) => maxReceivingAddresses(ctx),
});
