import "server-only";
import { eq, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { WarehouseSelfLiftinPoint } from "@/lib/contracts/warehouse";
import {
  cities,
  countries,
  productSkus,
  provinces,
  selfLiftPoints,
  warehouses,
} from "@/server/db/schema";
import { implement } from "@/server/http/define";
import { crudMethods, usedBy } from "../crud";
import { auditFields, liveRows } from "../kit";
import { regionName, regionNameMaps, regionNames } from "../regions";
import { assertWarehouse, warehouseNames } from "./shared";

// CRUD /api/services/app/WarehouseSelfLiftinPoint/* — where customers collect orders (SPEC §3,
// §5 Self-lift point, §7). The province and city form one chain of the location tree (the
// province in the country when one is given); a point live SKUs name is not deleted.

const t = selfLiftPoints;

const crud = crudMethods(WarehouseSelfLiftinPoint, {
  table: t,
  scopeColumns: { warehouse: t.warehouseId },
  sortColumns: { name: sql`lower(${t.name})`, creationTime: t.creationTime },
  defaultOrder: [sql`lower(${t.name})`, sql`${t.id}`],
  where: (input) => (input.warehouseId ? eq(t.warehouseId, input.warehouseId) : undefined),
  toValues: async (input, ctx) => {
    await assertWarehouse(ctx, input.warehouseId, WarehouseSelfLiftinPoint.GetAll.dataScope!);
    await regionNames(ctx, input, { countryOptional: true });
    return {
      warehouseId: input.warehouseId,
      name: input.name,
      contacts: input.contacts,
      contactNumber: input.contactNumber,
      contactEmail: input.contactEmail,
      countryId: input.countryId ?? null,
      provinceId: input.provinceId,
      cityId: input.cityId,
      address: input.address,
      remark: input.remark || null,
    };
  },
  restoreNeeds: [{ key: "warehouseId", table: warehouses }],
  inUseBy: [usedBy(productSkus, productSkus.selfLiftingPointId, productSkus.number)],
  toDtos: async (page, ctx) => {
    const rows = page as (typeof selfLiftPoints.$inferSelect)[];
    const [names, regions] = await Promise.all([
      warehouseNames(ctx, rows),
      regionNameMaps(ctx, rows),
    ]);
    return rows.map((r) => ({
      id: r.id,
      warehouseId: r.warehouseId,
      warehouseName: names.get(r.warehouseId) ?? "",
      name: r.name,
      contacts: r.contacts,
      contactNumber: r.contactNumber,
      contactEmail: r.contactEmail,
      countryId: r.countryId,
      provinceId: r.provinceId,
      cityId: r.cityId,
      address: r.address,
      remark: r.remark,
      regionText: [
        regionName(regions, "provinceId", r.provinceId),
        regionName(regions, "cityId", r.cityId),
      ]
        .filter(Boolean)
        .join(", "),
      ...auditFields(r),
    }));
  },
});

export const warehouseSelfLiftinPointService = implement(WarehouseSelfLiftinPoint, {
  ...crud,
  // every live country with its live provinces and their live cities, each by name: 3 queries
  GetAdministrativeDivision: async (_input, ctx) => {
    const byName = (column: PgColumn) => sql`lower(${column})`;
    const [countryRows, provinceRows, cityRows] = await Promise.all([
      ctx.db
        .select({ id: countries.id, name: countries.countryName })
        .from(countries)
        .where(liveRows(countries, ctx.tenantId))
        .orderBy(byName(countries.countryName), countries.id),
      ctx.db
        .select({ id: provinces.id, name: provinces.provinceName, parentId: provinces.countryId })
        .from(provinces)
        .where(liveRows(provinces, ctx.tenantId))
        .orderBy(byName(provinces.provinceName), provinces.id),
      ctx.db
        .select({ id: cities.id, name: cities.cityName, parentId: cities.provinceId })
        .from(cities)
        .where(liveRows(cities, ctx.tenantId))
        .orderBy(byName(cities.cityName), cities.id),
    ]);
    const childrenOf = <R extends { parentId: string }>(rows: R[]) => {
      const map = new Map<string, R[]>();
      for (const r of rows) map.set(r.parentId, [...(map.get(r.parentId) ?? []), r]);
      return map;
    };
    const citiesOf = childrenOf(cityRows);
    const provincesOf = childrenOf(provinceRows);
    return {
      items: countryRows.map((c) => ({
        id: c.id,
        name: c.name,
        provinces: (provincesOf.get(c.id) ?? []).map((p) => ({
          id: p.id,
          name: p.name,
          cities: (citiesOf.get(p.id) ?? []).map(({ id, name }) => ({ id, name })),
        })),
      })),
    };
  },
});
