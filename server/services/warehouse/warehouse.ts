import "server-only";
import { and, count, eq, ilike, inArray, sql } from "drizzle-orm";
import { Warehouse } from "@/lib/contracts/warehouse";
import {
  outboundRecords,
  selfLiftPoints,
  stockIns,
  warehouseLocations,
  warehouses,
} from "@/server/db/schema";
import { implement } from "@/server/http/define";
import { assertNameFree, crudMethods, usedBy } from "../crud";
import { auditFields, likePattern, liveRows } from "../kit";
import { locationCode } from "./shared";

// CRUD /api/services/app/Warehouse/* — warehouses (SPEC §3, §5, §7 Warehouse). The name is unique
// ignoring case; one with live locations, self-pickup points or stock-ins is not deleted. The
// data scope of Pages.Warehouse narrows by creator or, with provider Warehouse, by the row's id.
export const warehouseService = implement(
  Warehouse,
  crudMethods(Warehouse, {
    table: warehouses,
    scopeColumns: { warehouse: warehouses.id },
    sortColumns: {
      name: sql`lower(${warehouses.name})`,
      status: warehouses.status,
      creationTime: warehouses.creationTime,
    },
    defaultOrder: [sql`lower(${warehouses.name})`, sql`${warehouses.id}`],
    where: (input) =>
      and(
        input.name ? ilike(warehouses.name, likePattern(input.name)) : undefined,
        input.status ? eq(warehouses.status, input.status) : undefined,
      ),
    toValues: async (input, ctx, existing) => {
      await assertNameFree(warehouses, ctx, input.name, { exceptId: existing?.id });
      return {
        name: input.name,
        status: input.status,
        description: input.description || null,
      };
    },
    unique: [{ key: "name" }],
    inUseBy: [
      usedBy(warehouseLocations, warehouseLocations.warehouseId, locationCode(warehouseLocations)),
      usedBy(selfLiftPoints, selfLiftPoints.warehouseId, selfLiftPoints.name),
      usedBy(stockIns, stockIns.warehouseId, stockIns.inStorageCode),
      // a record still to be delivered would have no warehouse to be issued from
      {
        table: outboundRecords,
        where: (id) =>
          and(eq(outboundRecords.warehouseId, id), eq(outboundRecords.status, "ToBeDelivered"))!,
        label: outboundRecords.outboundCode,
      },
    ],
    toDtos: async (rows, ctx) => {
      const ids = rows.map((r) => r.id);
      const counts = ids.length
        ? await ctx.db
            .select({ warehouseId: warehouseLocations.warehouseId, n: count() })
            .from(warehouseLocations)
            .where(
              and(
                liveRows(warehouseLocations, ctx.tenantId),
                inArray(warehouseLocations.warehouseId, ids),
              ),
            )
            .groupBy(warehouseLocations.warehouseId)
        : [];
      const byWarehouse = new Map(counts.map((c) => [c.warehouseId, c.n]));
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        status: r.status,
        description: r.description,
        locationCount: byWarehouse.get(r.id) ?? 0,
        ...auditFields(r as never),
      }));
    },
  }),
);
