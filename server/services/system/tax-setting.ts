import "server-only";
import Decimal from "decimal.js";
import { and, eq, ilike, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { SysSettingTaxe, type TTaxSettingDto } from "@/lib/contracts/settings";
import { countries, provinces, sysSettingTaxes } from "@/server/db/schema";
import { type AuthedCtx, implement } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { crudMethods, getRow } from "../crud";
import { auditFields, likePattern, liveRows, modified } from "../kit";
import { regionNames } from "../regions";

// CRUD /api/services/app/SysSettingTaxe/*, GetByProvinceId and SetDefault (SPEC §7; DESIGN §5
// Orders). One live row per province (and one without a province); exactly one default once a
// tenant has any row: the first row becomes it, SetDefault moves it, and it is not deleted.

const t = sysSettingTaxes;
type TaxRow = typeof t.$inferSelect;
const ENTITY = "SysSettingTaxe";

const live = (ctx: AuthedCtx) => liveRows(t, ctx.tenantId);
/** "9.975", "5" (numeric(6,3) reads back as "5.000") */
const percent = (value: string) => new Decimal(value).toString();

const provinceNameSql = sql`(select ${provinces.provinceName} from ${provinces} where ${provinces.id} = ${t.provinceId})`;
const countryNameSql = sql`(select ${countries.countryName} from ${provinces} join ${countries} on ${countries.id} = ${provinces.countryId} where ${provinces.id} = ${t.provinceId})`;

async function toDtos(ctx: AuthedCtx, rows: TaxRow[]): Promise<TTaxSettingDto[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.provinceId ? [r.provinceId] : [])))];
  const places = ids.length
    ? await ctx.db
        .select({
          id: provinces.id,
          name: provinces.provinceName,
          shortName: provinces.shortName,
          countryId: countries.id,
          countryName: countries.countryName,
        })
        .from(provinces)
        .innerJoin(countries, eq(countries.id, provinces.countryId))
        .where(inArray(provinces.id, ids))
    : [];
  const byId = new Map(places.map((p) => [p.id, p]));
  return rows.map((r) => {
    const place = r.provinceId ? byId.get(r.provinceId) : undefined;
    return {
      id: r.id,
      provinceId: r.provinceId,
      provinceName: place?.name ?? null,
      provinceShortName: place?.shortName ?? null,
      countryId: place?.countryId ?? null,
      countryName: place?.countryName ?? null,
      gstRate: percent(r.gstRate),
      qstRate: percent(r.qstRate),
      totalRate: new Decimal(r.gstRate).plus(r.qstRate).toString(),
      isDefault: r.isDefault,
      remark: r.remark,
      ...auditFields(r),
    };
  });
}

/** Default changes of a tenant one at a time, so two SetDefault calls never leave two (or none). */
const lockDefault = (ctx: AuthedCtx) =>
  ctx.db.execute(
    sql`select pg_advisory_xact_lock(hashtext('sys_setting_taxes.default'), ${ctx.tenantId})`,
  );

const defaultRow = async (ctx: AuthedCtx) =>
  (
    await ctx.db
      .select()
      .from(t)
      .where(and(live(ctx), eq(t.isDefault, true)))
  )[0];

async function makeDefault(ctx: AuthedCtx, id: string) {
  await ctx.db
    .update(t)
    .set({ isDefault: false, ...modified(ctx) })
    .where(and(live(ctx), eq(t.isDefault, true), ne(t.id, id)));
  await ctx.db
    .update(t)
    .set({ isDefault: true, ...modified(ctx) })
    .where(eq(t.id, id));
}

export interface TaxRates {
  /** the tax setting row the rates come from */
  id: string;
  /** percent, e.g. "5" and "9.975" */
  gstRate: string;
  qstRate: string;
  /** no row of the province's own: these are the default's */
  isFallback: boolean;
}

/**
 * The GST and QST charged in a province (DESIGN §5 Orders): its own row, else the default's,
 * else null (no rates set at all; the caller refuses the order). For the orders service.
 */
export async function taxRatesFor(ctx: AuthedCtx, provinceId: string): Promise<TaxRates | null> {
  const row = await provinceRow(ctx, provinceId);
  return (
    row && {
      id: row.id,
      gstRate: percent(row.gstRate),
      qstRate: percent(row.qstRate),
      isFallback: !row.isOwn,
    }
  );
}

async function provinceRow(ctx: AuthedCtx, provinceId: string) {
  const [own] = await ctx.db
    .select()
    .from(t)
    .where(and(live(ctx), eq(t.provinceId, provinceId)));
  if (own) return { ...own, isOwn: true };
  const fallback = await defaultRow(ctx);
  return fallback ? { ...fallback, isOwn: false } : null;
}

const crud = crudMethods(SysSettingTaxe, {
  table: t,
  sortColumns: {
    provinceName: sql`lower(${provinceNameSql})`,
    gstRate: t.gstRate,
    qstRate: t.qstRate,
    creationTime: t.creationTime,
  },
  // the row without a province first, then by country and province
  defaultOrder: [
    sql`${countryNameSql} asc nulls first`,
    sql`lower(${provinceNameSql}) asc nulls first`,
    sql`${t.id}`,
  ],
  where: (input) => {
    const pattern = input.keyword ? likePattern(input.keyword) : undefined;
    return and(
      input.provinceId ? eq(t.provinceId, input.provinceId) : undefined,
      pattern
        ? or(
            sql`exists (select 1 from ${provinces} where ${provinces.id} = ${t.provinceId} and (${ilike(provinces.provinceName, pattern)} or ${ilike(provinces.shortName, pattern)}))`,
            ilike(t.remark, pattern),
          )
        : undefined,
    );
  },
  toValues: async (input, ctx, existing) => {
    const provinceId = input.provinceId ?? null;
    const [provinceName] = provinceId
      ? await regionNames(ctx, { provinceId }, { countryOptional: true })
      : [];
    const [clash] = await ctx.db
      .select({ id: t.id })
      .from(t)
      .where(
        and(
          live(ctx),
          provinceId ? eq(t.provinceId, provinceId) : isNull(t.provinceId),
          existing ? ne(t.id, existing.id) : undefined,
        ),
      );
    if (clash)
      throw provinceName
        ? AppError.field("provinceId", "api.errors.taxProvinceTaken", { province: provinceName })
        : AppError.field("provinceId", "api.errors.taxNoProvinceTaken");
    return {
      provinceId,
      gstRate: input.gstRate,
      qstRate: input.qstRate,
      remark: input.remark || null,
    };
  },
  // a tenant's first rate is its default (checked under the lock only when there is none:
  // once there is a default there always is one)
  afterSave: async (row, _input, ctx) => {
    if (await defaultRow(ctx)) return;
    await lockDefault(ctx);
    if (!(await defaultRow(ctx))) await makeDefault(ctx, row.id);
  },
  beforeDelete: async (row) => {
    if (row.isDefault) throw AppError.conflict("api.errors.taxDefaultNotDeleted");
  },
  toDtos: (rows, ctx) => toDtos(ctx, rows as TaxRow[]),
});

export const sysSettingTaxeService = implement(SysSettingTaxe, {
  ...crud,
  GetByProvinceId: async (input, ctx) => {
    const row = await provinceRow(ctx, input.provinceId);
    if (!row) throw new AppError("not_found", "api.errors.noTaxRate");
    const [dto] = await toDtos(ctx, [row]);
    return { ...dto!, isFallback: !row.isOwn };
  },
  SetDefault: async (input, ctx) => {
    // the tenant's lock first, then the row (the order every default change takes)
    await lockDefault(ctx);
    const row = (await getRow(t, ctx, input.id, ENTITY, undefined, true)) as TaxRow;
    if (!row.isDefault) await makeDefault(ctx, row.id);
    return crud.Get({ id: row.id }, ctx);
  },
});
