import "server-only";
import { desc, inArray, sql } from "drizzle-orm";
import { SysSettingOrder, type TOrderSettingDto } from "@/lib/contracts/settings";
import { sysSettingOrders, users } from "@/server/db/schema";
import { type AuthedCtx, implement } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { crudMethods, getRow } from "../crud";
import { auditFields, liveRows } from "../kit";

// CRUD /api/services/app/SysSettingOrder/* and GetCurrent (SPEC §7; DESIGN §5 Orders). Order
// settings are versions: Create adds one; Update adds one too, but only from the version that is
// still current (409 otherwise: someone saved in between); the highest version is current.
// Versions are history: none is changed or deleted (Delete answers 409).

const t = sysSettingOrders;
type OrderSettingRow = typeof t.$inferSelect;
const ENTITY = "SysSettingOrder";

/** One version at a time per tenant: numbers never clash and the newest is the last saved. */
const lockVersions = (ctx: AuthedCtx) =>
  ctx.db.execute(
    sql`select pg_advisory_xact_lock(hashtext('sys_setting_orders.version'), ${ctx.tenantId})`,
  );

async function newest(ctx: AuthedCtx): Promise<OrderSettingRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(t)
    .where(liveRows(t, ctx.tenantId))
    .orderBy(desc(t.version))
    .limit(1);
  return row;
}

async function toDtos(ctx: AuthedCtx, rows: OrderSettingRow[]): Promise<TOrderSettingDto[]> {
  const current = await newest(ctx);
  const creatorIds = [...new Set(rows.flatMap((r) => (r.creatorUserId ? [r.creatorUserId] : [])))];
  const creators = creatorIds.length
    ? await ctx.db
        .select({
          id: users.id,
          name: sql<string>`coalesce(nullif(trim(${users.name} || ' ' || ${users.surname}), ''), ${users.userName})`,
        })
        .from(users)
        .where(inArray(users.id, creatorIds))
    : [];
  const nameOf = new Map(creators.map((c) => [c.id, c.name]));
  return rows.map((r) => ({
    id: r.id,
    version: r.version,
    shippingFee: r.shippingFee,
    freeShippingThreshold: r.freeShippingThreshold,
    unpaidCancelHours: r.unpaidCancelHours,
    isCurrent: r.id === current?.id,
    creatorName: (r.creatorUserId && nameOf.get(r.creatorUserId)) || null,
    ...auditFields(r),
  }));
}

export interface OrderSettings {
  /** the version's id and number, for an order to say which settings it was placed under */
  id: string;
  version: number;
  /** money, 2 decimals */
  shippingFee: string;
  freeShippingThreshold: string;
  unpaidCancelHours: number;
}

/** The order settings in force (the newest version), or null before any is saved. For orders. */
export async function currentOrderSettings(ctx: AuthedCtx): Promise<OrderSettings | null> {
  const row = await newest(ctx);
  return row
    ? {
        id: row.id,
        version: row.version,
        shippingFee: row.shippingFee,
        freeShippingThreshold: row.freeShippingThreshold,
        unpaidCancelHours: row.unpaidCancelHours,
      }
    : null;
}

const crud = crudMethods(SysSettingOrder, {
  table: t,
  sortColumns: { version: t.version, creationTime: t.creationTime },
  defaultOrder: [{ column: t.version, desc: true }],
  toValues: async (input, ctx) => {
    await lockVersions(ctx);
    const current = await newest(ctx);
    return {
      version: (current?.version ?? 0) + 1,
      shippingFee: input.shippingFee,
      freeShippingThreshold: input.freeShippingThreshold,
      unpaidCancelHours: input.unpaidCancelHours,
    };
  },
  toDtos: (rows, ctx) => toDtos(ctx, rows as OrderSettingRow[]),
});

export const sysSettingOrderService = implement(SysSettingOrder, {
  ...crud,
  Update: async ({ id, ...values }, ctx) => {
    await lockVersions(ctx);
    const base = (await getRow(t, ctx, id, ENTITY)) as OrderSettingRow;
    const current = (await newest(ctx))!;
    if (current.id !== base.id)
      throw AppError.conflict("api.errors.orderSettingsOutdated", {
        version: base.version,
        current: current.version,
      });
    const unchanged =
      values.shippingFee === current.shippingFee &&
      values.freeShippingThreshold === current.freeShippingThreshold &&
      values.unpaidCancelHours === current.unpaidCancelHours;
    if (unchanged) return (await toDtos(ctx, [current]))[0]!;
    return crud.Create(values, ctx);
  },
  Delete: async (input, ctx) => {
    await getRow(t, ctx, input.id, ENTITY);
    throw AppError.conflict("api.errors.orderSettingsKept");
  },
  GetCurrent: async (_input, ctx) => {
    const row = await newest(ctx);
    if (!row) throw new AppError("not_found", "api.errors.noOrderSettings");
    return (await toDtos(ctx, [row]))[0]!;
  },
});
