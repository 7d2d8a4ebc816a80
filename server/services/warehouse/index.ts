import "server-only";
import type { ServiceDef } from "@/server/http/define";
import { warehouseLocationService } from "./location";
import { warehouseSelfLiftinPointService } from "./self-lift-point";
import { warehouseService } from "./warehouse";

/** Every warehouse service (SPEC §7 Warehouse, WarehouseLocation, WarehouseSelfLiftinPoint). */
export const warehouseServices: readonly ServiceDef[] = [
  warehouseService,
  warehouseLocationService,
  warehouseSelfLiftinPointService,
];
