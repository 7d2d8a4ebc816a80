import "server-only";
import { serverApi } from "@/lib/api/server";
import { IN_STORAGE_TYPE_KEY } from "@/lib/contracts/data-dictionary";
import type { TStockInDto } from "@/lib/contracts/stock";
import { dictionaryOptions } from "@/lib/dictionary-options";
import { withSaved } from "@/lib/options";
import type { Option } from "./warehouse-options";

/** The stock-in form's choices: suppliers, in-storage types and warehouses. */
export interface StockInChoices {
  suppliers: Option[];
  types: Option[];
  /** enabled warehouses (and the stock-in's own, whatever its status) */
  warehouses: Option[];
}

/** All suppliers by name (the filter's and the form's choices). */
export async function supplierOptions(): Promise<Option[]> {
  const { items } = await serverApi.Supplier.GetAll({
    maxResultCount: 1000,
    sorting: "supplierName",
  });
  return items.map((s) => ({ value: s.id, label: s.supplierName }));
}

/**
 * What the form chooses from; a stock-in being edited keeps its own supplier, type and warehouse
 * among the choices even when they are gone from the lists (a value removed from the dictionary,
 * a warehouse since disabled).
 */
export async function stockInChoices(stockIn?: TStockInDto): Promise<StockInChoices> {
  const [suppliers, types, warehouses] = await Promise.all([
    supplierOptions(),
    dictionaryOptions(IN_STORAGE_TYPE_KEY),
    serverApi.Warehouse.GetAll({ maxResultCount: 1000, sorting: "name", status: "Enable" }),
  ]);
  return {
    suppliers: withSaved(
      suppliers,
      stockIn && { value: stockIn.supplierId, label: stockIn.supplierName },
    ),
    types: withSaved(
      types,
      stockIn && { value: stockIn.inStorageType, label: stockIn.inStorageTypeName },
    ),
    warehouses: withSaved(
      warehouses.items.map((w) => ({ value: w.id, label: w.name })),
      stockIn && { value: stockIn.warehouseId, label: stockIn.warehouseName },
    ),
  };
}
