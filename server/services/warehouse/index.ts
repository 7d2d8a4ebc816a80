import "server-only";
import type { ServiceDef } from "@/server/http/define";
import { warehouseLocationService } from "./location";
import { warehouseOutboundService } from "./outbound";
import { warehouseSelfLiftinPointService } from "./self-lift-point";
import { warehouseStockService } from "./stock";
import { warehouseInStorageMainService } from "./stock-in";
import { warehouseService } from "./warehouse";

/**
 * Every warehouse service (SPEC §7 Warehouse, WarehouseLocation, WarehouseSelfLiftinPoint,
 * WarehouseInStorageMain; WarehouseStock for the stock query, ledger, transfers and counts;
 * WarehouseOutbound for outbound records and delivery notes).
 */
export const warehouseServices: readonly ServiceDef[] = [
  warehouseService,
  warehouseLocationService,
  warehouseSelfLiftinPointService,
  warehouseInStorageMainService,
  warehouseStockService,
  warehouseOutboundService,
];
