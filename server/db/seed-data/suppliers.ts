import "server-only";

// Demo suppliers (issue 10): who the seeded stock-ins buy from, mixed English and Chinese names,
// each with the warehouse its goods usually arrive at (seed-stock.ts).

export interface DemoSupplier {
  supplierName: string;
  realName: string;
  mobilePhone: string;
  isSalePriceVisible: boolean;
  /** the seeded warehouse most of its deliveries go to */
  warehouse: "Toronto DC" | "Montreal Depot" | "Shenzhen Hub";
}

export const SUPPLIERS: readonly DemoSupplier[] = [
  {
    supplierName: "深圳华强电子贸易有限公司",
    realName: "刘海峰",
    mobilePhone: "+86 138 2651 0042",
    isSalePriceVisible: false,
    warehouse: "Shenzhen Hub",
  },
  {
    supplierName: "Great Lakes Housewares Ltd.",
    realName: "Olivia Tremblay",
    mobilePhone: "+1 416 555 0177",
    isSalePriceVisible: true,
    warehouse: "Toronto DC",
  },
  {
    supplierName: "宁波海港家居用品厂",
    realName: "陈美玲",
    mobilePhone: "+86 139 5741 8806",
    isSalePriceVisible: false,
    warehouse: "Shenzhen Hub",
  },
  {
    supplierName: "Laurentian Trade Supply",
    realName: "Étienne Gagnon",
    mobilePhone: "+1 514 555 0123",
    isSalePriceVisible: false,
    warehouse: "Montreal Depot",
  },
  {
    supplierName: "Pacific Gateway Distribution (太平洋门户分销)",
    realName: "Jun Wang",
    mobilePhone: "+1 604 555 0199",
    isSalePriceVisible: true,
    warehouse: "Toronto DC",
  },
];

/**
 * Three more suppliers the supplier-sales demo (issue 12) brings in: eight in all. Each takes
 * over some of its warehouse's stock-ins, so the SKUs they brought are theirs (seed-supplier-sales.ts).
 */
export const MORE_SUPPLIERS: readonly DemoSupplier[] = [
  {
    supplierName: "Rocky Mountain Outdoor Co.",
    realName: "Hannah Fischer",
    mobilePhone: "+1 403 555 0148",
    isSalePriceVisible: true,
    warehouse: "Toronto DC",
  },
  {
    supplierName: "Fournitures Saint-Laurent Inc.",
    realName: "Mathieu Lavoie",
    mobilePhone: "+1 418 555 0112",
    isSalePriceVisible: false,
    warehouse: "Montreal Depot",
  },
  {
    supplierName: "东莞金盛五金制品有限公司",
    realName: "黄志强",
    mobilePhone: "+86 769 2288 3510",
    isSalePriceVisible: false,
    warehouse: "Shenzhen Hub",
  },
];

/** The in-storage types of a stock-in (data dictionary node InStorageType), in display order. */
export const IN_STORAGE_TYPES = [
  { key: "Purchase", displayName: "Purchase" },
  { key: "Return", displayName: "Customer return" },
  { key: "Transfer", displayName: "Transfer in" },
  { key: "Other", displayName: "Other" },
] as const;
