import * as z from "zod";
import { contract, crudContract, op } from "@/lib/api/define";
import { ZAttachmentDto } from "./attachment";
import {
  ZAuditedDto,
  ZDateTime,
  ZIdInput,
  ZPagedResult,
  ZPagedSortedInput,
  zOptionalText,
  zRequired,
} from "./common";
import { ZOutboundStatus, ZStockReason } from "./enums";
import { ZQuantity, ZStockInFields } from "./stock-in-fields";

// SPEC §3 Warehouse (stock-in order), §4 (stock-in, outbound states), §5 Stock-in, §7
// WarehouseInStorageMain; DESIGN §5 Stock (issue 10). The ledger is the one truth of stock:
// warehousing a stock-in, a transfer, a count and shipping are the only things that change it,
// each as ledger rows with the per-place balance and the SKU's totalStock in one transaction
// (server/services/warehouse/stock-posting.ts). Every service here is narrowed by its page's
// data scope through the records' warehouse ("Warehouse" provider).

// --- stock-in ------------------------------------------------------------------------------

export const ZStockInLineDto = z.object({
  id: z.uuid(),
  skuId: z.uuid(),
  skuNumber: z.string(),
  productName: z.string(),
  /** the SKU's model (its product's model number) */
  model: z.string().nullable(),
  quantity: z.number().int(),
  costPrice: z.string(),
  /** quantity × cost price, 2 decimals */
  amount: z.string(),
});

export const ZStockInDto = ZAuditedDto.extend({
  id: z.uuid(),
  inStorageCode: z.string(),
  supplierId: z.uuid(),
  supplierName: z.string(),
  purchaseCode: z.string(),
  inStorageType: z.string(),
  /** the dictionary value's display name (the key when the value is gone) */
  inStorageTypeName: z.string(),
  handler: z.string(),
  inStorageTime: ZDateTime,
  warehouseId: z.uuid(),
  warehouseName: z.string(),
  locationId: z.uuid(),
  /** "A-02-07" */
  locationCode: z.string(),
  isWarehoused: z.boolean(),
  warehousedTime: ZDateTime.nullable(),
  remark: z.string().nullable(),
  lines: z.array(ZStockInLineDto),
  totalQuantity: z.number().int(),
  totalAmount: z.string(),
  attachments: z.array(ZAttachmentDto),
});
export type TStockInDto = z.infer<typeof ZStockInDto>;

export const stockInSortFields = [
  "inStorageCode",
  "inStorageTime",
  "creationTime",
  "isWarehoused",
] as const;

// CRUD /api/services/app/WarehouseInStorageMain/* — stock-ins; a warehoused one is read-only (409)
export const WarehouseInStorageMain = crudContract(
  "WarehouseInStorageMain",
  {
    create: ZStockInFields,
    update: ZStockInFields.extend({ id: z.uuid() }),
    list: ZPagedSortedInput(stockInSortFields).extend({
      isOnlyMine: z.boolean().optional(),
      /** stock-ins with a line of this SKU number (contains, ignoring case) */
      productSkuNumber: z.string().trim().max(64).optional(),
      inStorageCode: z.string().trim().max(64).optional(),
      supplierId: z.uuid().optional(),
      /** stock-ins with a line whose product model contains this */
      model: z.string().trim().max(64).optional(),
      warehouseId: z.uuid().optional(),
      isWarehoused: z.boolean().optional(),
    }),
    dto: ZStockInDto,
    permissions: {
      read: "Pages.Warehouse.InStorage",
      create: "Pages.Warehouse.InStorage.Create",
      update: "Pages.Warehouse.InStorage.Edit",
      delete: "Pages.Warehouse.InStorage.Delete",
    },
    dataScope: "Pages.Warehouse.InStorage",
  },
  {
    // POST …/Warehousing — post the lines to the ledger at the stock-in's location; then read-only
    Warehousing: op({
      verb: "POST",
      permission: "Pages.Warehouse.InStorage.Warehousing",
      dataScope: "Pages.Warehouse.InStorage",
      summary: "Warehouse a stock-in: its lines become stock at its location, in one transaction",
      input: ZIdInput,
      output: ZStockInDto,
    }),
  },
);

// --- stock on hand, the ledger, transfers and counts ---------------------------------------

/** One SKU at one place with stock there (quantity > 0). */
export const ZStockRowDto = z.object({
  skuId: z.uuid(),
  skuNumber: z.string(),
  productId: z.uuid(),
  productName: z.string(),
  model: z.string().nullable(),
  warehouseId: z.uuid(),
  warehouseName: z.string(),
  locationId: z.uuid(),
  locationCode: z.string(),
  /** on hand at this place */
  quantity: z.number().int(),
  /** the SKU's figures over all places (DESIGN §5 Stock) */
  totalStock: z.number().int(),
  availableStock: z.number().int(),
  reservedStock: z.number().int(),
  earlyWarningStock: z.number().int(),
  /** availableStock ≤ earlyWarningStock, with a warning level set (> 0) */
  isLowStock: z.boolean(),
});
export type TStockRowDto = z.infer<typeof ZStockRowDto>;

export const stockSortFields = ["skuNumber", "quantity", "location"] as const;

export const ZLedgerRowDto = z.object({
  id: z.uuid(),
  creationTime: ZDateTime,
  warehouseId: z.uuid().nullable(),
  warehouseName: z.string().nullable(),
  locationId: z.uuid().nullable(),
  locationCode: z.string().nullable(),
  delta: z.number().int(),
  reason: ZStockReason,
  /** the document's code: stock-in, transfer or outbound code */
  reference: z.string().nullable(),
  referenceId: z.uuid().nullable(),
  remark: z.string().nullable(),
  creatorUserId: z.uuid().nullable(),
  creatorName: z.string().nullable(),
});
export type TLedgerRowDto = z.infer<typeof ZLedgerRowDto>;

export const ZStockSkuSummary = z.object({
  id: z.uuid(),
  number: z.string(),
  productName: z.string(),
  model: z.string().nullable(),
  totalStock: z.number().int(),
  availableStock: z.number().int(),
  reservedStock: z.number().int(),
  earlyWarningStock: z.number().int(),
  /** availableStock ≤ earlyWarningStock, with a warning level set (> 0) */
  isLowStock: z.boolean(),
});
export type TStockSkuSummary = z.infer<typeof ZStockSkuSummary>;

export const WarehouseStock = contract("WarehouseStock", {
  // GET /api/services/app/WarehouseStock/GetAll — stock on hand per SKU and place
  GetAll: op({
    verb: "GET",
    permission: "Pages.Warehouse.Stock",
    dataScope: "Pages.Warehouse.Stock",
    summary: "Stock on hand per SKU, warehouse and location (places with stock only)",
    input: ZPagedSortedInput(stockSortFields).extend({
      /** contains, ignoring case */
      skuNumber: z.string().trim().max(64).optional(),
      /** the product's model, contains, ignoring case */
      model: z.string().trim().max(64).optional(),
      warehouseId: z.uuid().optional(),
      locationId: z.uuid().optional(),
      skuId: z.uuid().optional(),
      lowStockOnly: z.boolean().optional(),
    }),
    output: ZPagedResult(ZStockRowDto),
  }),
  // GET /api/services/app/WarehouseStock/GetLedger — one SKU's movements, newest first
  GetLedger: op({
    verb: "GET",
    permission: "Pages.Warehouse.Stock",
    dataScope: "Pages.Warehouse.Stock",
    summary: "One SKU's stock movements, newest first, in the warehouses the caller may see",
    input: z.object({
      skuId: z.uuid(),
      warehouseId: z.uuid().optional(),
      locationId: z.uuid().optional(),
      skipCount: z.number().int().min(0).default(0),
      maxResultCount: z.number().int().min(1).max(1000).default(20),
    }),
    output: ZPagedResult(ZLedgerRowDto).extend({ sku: ZStockSkuSummary }),
  }),
  // POST /api/services/app/WarehouseStock/Transfer — move stock between two places: two rows
  Transfer: op({
    verb: "POST",
    permission: "Pages.Warehouse.Stock.Transfer",
    dataScope: "Pages.Warehouse.Stock",
    summary:
      "Move a quantity of a SKU from one location to another (a TransferOut and a TransferIn row)",
    input: z
      .object({
        skuId: z.uuid({ error: "validation.required" }),
        fromLocationId: z.uuid({ error: "validation.required" }),
        toLocationId: z.uuid({ error: "validation.required" }),
        quantity: ZQuantity,
        remark: zOptionalText(200),
      })
      .refine((v) => v.fromLocationId !== v.toLocationId, {
        path: ["toLocationId"],
        message: "validation.sameLocation",
      }),
    output: z.object({ referenceId: z.uuid(), reference: z.string() }),
  }),
  // POST /api/services/app/WarehouseStock/Count — a stock count at one place, with its reason
  Count: op({
    verb: "POST",
    permission: "Pages.Warehouse.Stock.Count",
    dataScope: "Pages.Warehouse.Stock",
    summary:
      "Record a count at a location: the difference becomes a Count row (never below what is reserved or on shelf)",
    input: z.object({
      skuId: z.uuid({ error: "validation.required" }),
      locationId: z.uuid({ error: "validation.required" }),
      countedQuantity: z
        .number({ error: "validation.required" })
        .int("validation.integer")
        .min(0, "validation.stockNotNegative")
        .max(10_000_000, "validation.tooLarge"),
      /** why the figure changed: required */
      remark: zRequired(200),
    }),
    output: z.object({ delta: z.number().int(), quantity: z.number().int() }),
  }),
});

// --- outbound records -------------------------------------------------------------------------

export const ZOutboundLineDto = z.object({
  id: z.uuid(),
  skuId: z.uuid(),
  skuNumber: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  locationId: z.uuid().nullable(),
  locationCode: z.string().nullable(),
});

export const ZOutboundDto = ZAuditedDto.extend({
  id: z.uuid(),
  outboundCode: z.string(),
  orderId: z.uuid().nullable(),
  orderCode: z.string().nullable(),
  customerId: z.uuid().nullable(),
  customerName: z.string().nullable(),
  warehouseId: z.uuid().nullable(),
  warehouseName: z.string().nullable(),
  status: ZOutboundStatus,
  issuedTime: ZDateTime.nullable(),
  recipientName: z.string(),
  recipientPhone: z.string().nullable(),
  recipientAddress: z.string().nullable(),
  remark: z.string().nullable(),
  totalQuantity: z.number().int(),
  lines: z.array(ZOutboundLineDto),
});
export type TOutboundDto = z.infer<typeof ZOutboundDto>;

export const outboundSortFields = ["outboundCode", "creationTime", "issuedTime", "status"] as const;

const OUTBOUND_READ = ["Pages.Warehouse.Outbound", "Pages.Order.Management"] as const;

export const WarehouseOutbound = contract("WarehouseOutbound", {
  // GET /api/services/app/WarehouseOutbound/GetAll — outbound records (made by orders when they ship)
  GetAll: op({
    verb: "GET",
    permission: OUTBOUND_READ,
    dataScope: "Pages.Warehouse.Outbound",
    summary: "Outbound records: to be delivered or issued",
    input: ZPagedSortedInput(outboundSortFields).extend({
      /** outbound code, order code or recipient name, contains, ignoring case */
      keyword: z.string().trim().max(64).optional(),
      status: ZOutboundStatus.optional(),
      warehouseId: z.uuid().optional(),
      /** made on or after */
      from: ZDateTime.optional(),
      /** made before */
      to: ZDateTime.optional(),
    }),
    output: ZPagedResult(ZOutboundDto),
  }),
  // GET /api/services/app/WarehouseOutbound/Get — one record with its lines
  Get: op({
    verb: "GET",
    permission: OUTBOUND_READ,
    dataScope: "Pages.Warehouse.Outbound",
    summary: "An outbound record with its lines",
    input: ZIdInput,
    output: ZOutboundDto,
  }),
  // GET /api/services/app/WarehouseOutbound/DeliveryNote — the printable delivery note as a PDF;
  // `download` makes it an attachment
  DeliveryNote: op({
    verb: "GET",
    permission: OUTBOUND_READ,
    dataScope: "Pages.Warehouse.Outbound",
    summary: "The delivery note of an outbound record as a PDF (raw bytes, not the envelope)",
    raw: true,
    input: ZIdInput.extend({
      /** as an attachment (the browser saves it) rather than shown inline */
      download: z.boolean().optional(),
    }),
    output: z.any(),
  }),
});
