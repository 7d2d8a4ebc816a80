import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { areas, cities, countries, provinces } from "@/server/db/schema";
import type { AuthedCtx } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { liveRows } from "./kit";

// Region ids held by addresses and self-pickup points: checked as one chain of the location tree
// (SPEC §3 Location entities), and named for display.

export interface RegionIds {
  countryId?: string | null;
  provinceId?: string | null;
  cityId?: string | null;
  areaId?: string | null;
}

const levels = [
  { field: "countryId", table: countries, name: countries.countryName, parent: null },
  {
    field: "provinceId",
    table: provinces,
    name: provinces.provinceName,
    parent: { field: "countryId", column: provinces.countryId },
  },
  {
    field: "cityId",
    table: cities,
    name: cities.cityName,
    parent: { field: "provinceId", column: cities.provinceId },
  },
  {
    field: "areaId",
    table: areas,
    name: areas.areaName,
    parent: { field: "cityId", column: areas.cityId },
  },
] as const;

/**
 * Checks the region ids form one chain (the area in the city, the city in the province, the
 * province in the country), each live; returns the names, outermost first. With
 * `countryOptional`, a province given without its country is not checked against one.
 */
export async function regionNames(
  ctx: AuthedCtx,
  ids: RegionIds,
  options: { countryOptional?: boolean } = {},
): Promise<string[]> {
  const names: string[] = [];
  for (const level of levels) {
    const id = ids[level.field];
    if (!id) continue;
    const [row] = await ctx.db
      .select({ name: level.name, parentId: level.parent ? level.parent.column : sql`null` })
      .from(level.table)
      .where(and(eq(level.table.id, id), liveRows(level.table, ctx.tenantId)));
    if (!row) throw AppError.field(level.field, "api.errors.regionUnknown");
    const parentId = level.parent ? ids[level.parent.field] : undefined;
    const unchecked = options.countryOptional && level.field === "provinceId" && !parentId;
    if (level.parent && !unchecked && parentId !== row.parentId)
      throw AppError.field(level.field, "api.errors.regionMismatch");
    names.push(row.name);
  }
  return names;
}

/** The names of the regions a page of rows points at, per level by id (one query per level). */
export async function regionNameMaps(
  ctx: AuthedCtx,
  rows: readonly RegionIds[],
): Promise<Record<keyof RegionIds, Map<string, string>>> {
  const maps = await Promise.all(
    levels.map(async (level) => {
      const wanted = [
        ...new Set(rows.map((r) => r[level.field]).filter((id): id is string => !!id)),
      ];
      if (!wanted.length) return new Map<string, string>();
      const found = await ctx.db
        .select({ id: level.table.id, name: sql<string>`${level.name}` })
        .from(level.table)
        .where(inArray(level.table.id, wanted));
      return new Map(found.map((f) => [f.id, f.name]));
    }),
  );
  const [countryId, provinceId, cityId, areaId] = maps as [
    Map<string, string>,
    Map<string, string>,
    Map<string, string>,
    Map<string, string>,
  ];
  return { countryId, provinceId, cityId, areaId };
}

/** The name of one region id from `regionNameMaps` ("" when none). */
export const regionName = (
  maps: Record<keyof RegionIds, Map<string, string>>,
  field: keyof RegionIds,
  id: string | null | undefined,
) => (id ? (maps[field].get(id) ?? "") : "");
