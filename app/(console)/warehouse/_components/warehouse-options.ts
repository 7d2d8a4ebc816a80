import "server-only";
import { serverApi } from "@/lib/api/server";

/** A choice of a select: its value and what it shows. */
export interface Option {
  value: string;
  label: string;
}

/** The warehouses the user may see, by name: the warehouse filter's and forms' choices. */
export async function warehouseOptions(): Promise<Option[]> {
  const { items } = await serverApi.Warehouse.GetAll({ maxResultCount: 1000, sorting: "name" });
  return items.map((w) => ({ value: w.id, label: w.name }));
}

/** A warehouse's locations by code, whatever their status (a disabled place may hold stock). */
export async function locationOptions(warehouseId: string): Promise<Option[]> {
  const { items } = await serverApi.WarehouseLocation.GetAll({
    warehouseId,
    maxResultCount: 1000,
    sorting: "code",
  });
  return items.map((l) => ({ value: l.id, label: l.code }));
}
