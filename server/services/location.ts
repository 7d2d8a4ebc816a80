import "server-only";
import { and, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { Area, City, Country, Province, Town } from "@/lib/contracts/location";
import {
  areas,
  cities,
  countries,
  customerBillAddresses,
  customerReceivingAddresses,
  provinces,
  sysSettingTaxes,
  towns,
} from "@/server/db/schema";
import { type AuthedCtx, implement, type ServiceDef } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { assertNameFree, crudMethods, type InUseRef, usedBy } from "./crud";
import { auditFields, likePattern, liveRows } from "./kit";

// SPEC §3 Location entities, §7 Country/Province/City/Area/Town: five levels of one tree, one
// implementation. Names are unique among siblings; a level with live children (or customer
// addresses pointing at it) is not deleted.

type LocationTable =
  typeof countries | typeof provinces | typeof cities | typeof areas | typeof towns;
type LocationContract = typeof Country | typeof Province | typeof City | typeof Area | typeof Town;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of any of the five tables
type Row = Record<string, any> & { id: string };
type Fields = Record<string, unknown>;

interface Level {
  contract: LocationContract;
  table: LocationTable;
  /** the name field ("provinceName") and its column */
  nameField: string;
  name: PgColumn;
  /** the level's other own fields ("shortName"), null when not given */
  extraFields: string[];
  /** the level above: its id field here, the column holding it, and its table */
  parent?: { field: string; column: PgColumn; level: Level };
  /** what keeps a row from being deleted (its children, customer addresses) */
  inUseBy: InUseRef[];
  /** the address field that points at this level, when addresses hold it below a parent */
  addressKey?: "provinceId" | "cityId" | "areaId";
  /** the list's own filters besides the keyword and the parent */
  where?: (input: Fields) => SQL | undefined;
}

/** Customer addresses (bill and receiving) that point at a row of a level by `key`. */
const addressesUsing = (key: "countryId" | "provinceId" | "cityId" | "areaId") =>
  [customerBillAddresses, customerReceivingAddresses].map((t) =>
    usedBy(t, t[key], sql`${t.contactName} || ', ' || ${t.detailAddress}`),
  );

/**
 * After a province, city or area moved to another parent, the addresses under it take their
 * new ancestors (an address keeps its whole chain: country, province, city, area), so none is
 * left pointing at a chain that no longer holds.
 */
async function realignAddresses(
  ctx: AuthedCtx,
  key: "provinceId" | "cityId" | "areaId",
  id: string,
) {
  for (const t of [customerBillAddresses, customerReceivingAddresses]) {
    const city = sql`coalesce((select ${areas.cityId} from ${areas} where ${areas.id} = ${t.areaId}), ${t.cityId})`;
    const province = sql`coalesce((select ${cities.provinceId} from ${cities} where ${cities.id} = ${city}), ${t.provinceId})`;
    const country = sql`coalesce((select ${provinces.countryId} from ${provinces} where ${provinces.id} = ${province}), ${t.countryId})`;
    await ctx.db
      .update(t)
      .set({ cityId: city, provinceId: province, countryId: country })
      .where(and(liveRows(t, ctx.tenantId), eq(t[key], id)));
  }
}

/** The parent names of a page of rows, by parent id (one query). */
async function parentNames(level: Level, rows: Row[], ctx: AuthedCtx) {
  const parent = level.parent;
  if (!parent || rows.length === 0) return new Map<string, string>();
  const t = parent.level.table;
  const ids = [...new Set(rows.map((r) => r[parent.field] as string))];
  const found = await ctx.db
    .select({ id: t.id, name: parent.level.name })
    .from(t)
    .where(inArray(t.id, ids));
  return new Map(found.map((p) => [p.id, p.name as string]));
}

async function toDtos(level: Level, rows: Row[], ctx: AuthedCtx) {
  const names = await parentNames(level, rows, ctx);
  const parentField = level.parent?.field;
  return rows.map((r) => ({
    id: r.id,
    [level.nameField]: r[level.nameField],
    ...Object.fromEntries(level.extraFields.map((f) => [f, r[f] ?? null])),
    ...(parentField ? { [parentField]: r[parentField] } : {}),
    parentName: parentField ? (names.get(r[parentField]) ?? null) : null,
    ...auditFields(r as never),
  }));
}

/** The live children of one parent (every country for the top level), by name. */
async function allOf(level: Level, input: Fields, ctx: AuthedCtx) {
  const t = level.table;
  const parent = level.parent;
  const parentId = parent ? (input[parent.field] as string | undefined) : undefined;
  // a lower level without its parent has no children to offer (pickers ask level by level)
  if (parent && !parentId) return { items: [] };
  const rows = (await ctx.db
    .select()
    .from(t)
    .where(and(liveRows(t, ctx.tenantId), parent ? eq(parent.column, parentId!) : undefined))
    .orderBy(sql`lower(${level.name})`, t.id)) as Row[];
  return { items: await toDtos(level, rows, ctx) };
}

/** One level's service: the five CRUD methods from `crudMethods`, and GetAllList. */
function locationService(level: Level): ServiceDef {
  const t = level.table;
  const parent = level.parent;
  const crud = crudMethods(level.contract as typeof Town, {
    table: t,
    sortColumns: { name: sql`lower(${level.name})`, creationTime: t.creationTime },
    defaultOrder: [sql`lower(${level.name})`, sql`${t.id}`],
    where: (input) => {
      const fields = input as Fields;
      const keyword = fields.keyword as string | undefined;
      const parentId = parent ? (fields[parent.field] as string | undefined) : undefined;
      return and(
        keyword ? ilike(level.name, likePattern(keyword)) : undefined,
        parent && parentId ? eq(parent.column, parentId) : undefined,
        level.where?.(fields),
      );
    },
    toValues: async (input, ctx, existing) => {
      const fields = input as Fields;
      const name = fields[level.nameField] as string;
      const parentId = parent ? (fields[parent.field] as string) : undefined;
      if (parent && parentId) {
        // a parent that does not exist (or was deleted) is the caller's mistake: 400 on its field
        const pt = parent.level.table;
        const [found] = await ctx.db
          .select({ id: pt.id })
          .from(pt)
          .where(and(eq(pt.id, parentId), liveRows(pt, ctx.tenantId)))
          // held until commit, so a concurrent delete of the parent waits (decisions: reference checks)
          .for("share");
        if (!found)
          throw AppError.field(parent.field, "api.errors.entityNotFound", {
            entity: parent.level.contract.Get.service,
            id: parentId,
          });
      }
      await assertNameFree(t, ctx, name, {
        column: level.name,
        field: level.nameField,
        exceptId: existing?.id,
        where: parent && parentId ? eq(parent.column, parentId) : undefined,
      });
      return {
        [level.nameField]: name,
        ...Object.fromEntries(level.extraFields.map((f) => [f, fields[f] || null])),
        ...(parent ? { [parent.field]: parentId } : {}),
      };
    },
    afterSave: async (row, _input, ctx) => {
      if (level.addressKey) await realignAddresses(ctx, level.addressKey, row.id);
    },
    inUseBy: level.inUseBy,
    labelOf: (row) => String(row[level.nameField]),
    toDtos: (rows, ctx) => toDtos(level, rows, ctx) as never,
  });
  return implement(level.contract as typeof Town, {
    ...crud,
    GetAllList: (input, ctx) => allOf(level, input, ctx) as never,
  });
}

const country: Level = {
  contract: Country,
  table: countries,
  nameField: "countryName",
  name: countries.countryName,
  extraFields: ["shortName"],
  inUseBy: [
    usedBy(provinces, provinces.countryId, provinces.provinceName),
    ...addressesUsing("countryId"),
  ],
};
const province: Level = {
  addressKey: "provinceId",
  contract: Province,
  table: provinces,
  nameField: "provinceName",
  name: provinces.provinceName,
  extraFields: ["shortName"],
  parent: { field: "countryId", column: provinces.countryId, level: country },
  inUseBy: [
    usedBy(cities, cities.provinceId, cities.cityName),
    ...addressesUsing("provinceId"),
    // its tax rate ("GST 5 % · QST 9.975 %"): rates and numbers read the same in every language
    usedBy(
      sysSettingTaxes,
      sysSettingTaxes.provinceId,
      sql`'GST ' || trim_scale(${sysSettingTaxes.gstRate}) || ' % · QST ' || trim_scale(${sysSettingTaxes.qstRate}) || ' %'`,
    ),
  ],
};
const city: Level = {
  addressKey: "cityId",
  contract: City,
  table: cities,
  nameField: "cityName",
  name: cities.cityName,
  extraFields: ["shortCode"],
  parent: { field: "provinceId", column: cities.provinceId, level: province },
  inUseBy: [usedBy(areas, areas.cityId, areas.areaName), ...addressesUsing("cityId")],
};
const area: Level = {
  addressKey: "areaId",
  contract: Area,
  table: areas,
  nameField: "areaName",
  name: areas.areaName,
  extraFields: [],
  parent: { field: "cityId", column: areas.cityId, level: city },
  inUseBy: [usedBy(towns, towns.areaId, towns.townName), ...addressesUsing("areaId")],
};
const town: Level = {
  contract: Town,
  table: towns,
  nameField: "townName",
  name: towns.townName,
  extraFields: [],
  parent: { field: "areaId", column: towns.areaId, level: area },
  inUseBy: [],
  // SPEC §7: Town's list also filters by TownName
  where: (input) =>
    input.townName ? ilike(towns.townName, likePattern(input.townName as string)) : undefined,
};

// CRUD + GetAllList /api/services/app/{Country,Province,City,Area,Town}/*
export const locationServices: readonly ServiceDef[] = [country, province, city, area, town].map(
  locationService,
);
