import { crudContract, op } from "@/lib/api/define";
import * as z from "zod";
import { ZAuditedDto, ZPagedInput, ZPagedResult, ZPagedSortedInput } from "../common";
import { ZPriceSource, ZShelfStatus } from "../enums";
import { ZMoney } from "../money";

export const ZSpecValue = z.object({
  paramId: z.uuid(),
  value: z.string().trim().min(1, "validation.required").max(100, "validation.tooLong"),
});
export type TSpecValue = z.infer<typeof ZSpecValue>;

/** The fields of one SKU, as the product's SKU grid and ProductSku/Create both send them. */
export const ZSkuFields = z.object({
  number: z.string().trim().min(1, "validation.required").max(50, "validation.tooLong"),
  model: z.string().trim().min(1, "validation.required").max(100, "validation.tooLong"),
  /** blank: the product's name */
  name: z.string().trim().max(200, "validation.tooLong").nullish(),
  specValues: z
    .array(ZSpecValue)
    .max(20)
    .default([])
    .refine(
      (values) => new Set(values.map((v) => v.paramId)).size === values.length,
      "validation.duplicateSpecParam",
    ),
  factoryPrice: ZMoney,
  salePrice: ZMoney,
  memberPrice: ZMoney,
  earlyWarningStock: z.number().int().min(0).max(1_000_000_000).default(0),
  minPurchaseQuantity: z.number().int().min(1).max(1_000_000_000).default(1),
  unit: z.string().trim().max(20, "validation.tooLong").default(""),
  selfLiftingPointId: z.uuid().nullish(),
  customerCode: z
    .string()
    .trim()
    .max(50, "validation.tooLong")
    .nullish()
    .transform((v) => (v ? v : null)),
  isRecommend: z.boolean().default(false),
});
export type TSkuFields = z.input<typeof ZSkuFields>;

export const ZCreateSkuInput = ZSkuFields.extend({ productId: z.uuid() });
export type TCreateSkuInput = z.input<typeof ZCreateSkuInput>;
export const ZUpdateSkuInput = ZSkuFields.extend({ id: z.uuid() });
export type TUpdateSkuInput = z.input<typeof ZUpdateSkuInput>;

export const ZSkuDto = ZAuditedDto.extend({
  id: z.uuid(),
  productId: z.uuid(),
  productName: z.string(),
  categoryId: z.uuid().nullable(),
  brandId: z.uuid(),
  brandName: z.string().nullable(),
  /** the brand is in the bin (issue 14): shown marked; saving the product asks for another */
  isBrandDeleted: z.boolean(),
  number: z.string(),
  model: z.string(),
  name: z.string(),
  specValues: z.array(ZSpecValue.extend({ paramName: z.string().nullable() })),
  /** "Colour: Red / Size: L" */
  specText: z.string(),
  isRecommend: z.boolean(),
  customerCode: z.string().nullable(),
  /** money as strings with 2 decimals */
  factoryPrice: z.string(),
  salePrice: z.string(),
  memberPrice: z.string(),
  availableStock: z.number().int(),
  totalStock: z.number().int(),
  reservedStock: z.number().int(),
  /** totalStock − reservedStock: the most that can be put on shelf */
  unreservedStock: z.number().int(),
  minAvailableStock: z.number().int(),
  maxAvailableStock: z.number().int().nullable(),
  earlyWarningStock: z.number().int(),
  /** earlyWarningStock > 0 and availableStock ≤ earlyWarningStock (DESIGN §5) */
  isLowStock: z.boolean(),
  salesVolume: z.number().int(),
  unit: z.string(),
  minPurchaseQuantity: z.number().int(),
  selfLiftingPointId: z.uuid().nullable(),
  shelfStatus: ZShelfStatus,
  /** the product's first image */
  mainImageUrl: z.string().nullable(),
});
export type TSkuDto = z.infer<typeof ZSkuDto>;

export const skuSortFields = [
  "number",
  "salePrice",
  "availableStock",
  "totalStock",
  "salesVolume",
  "creationTime",
] as const;
export const ZGetSkusInput = ZPagedSortedInput(skuSortFields).extend({
  /** number, model or name */
  keyword: z.string().trim().max(100).optional(),
  productId: z.uuid().optional(),
  brandId: z.uuid().optional(),
  /** the category and everything under it */
  categoryId: z.uuid().optional(),
  shelfStatus: ZShelfStatus.optional(),
  isRecommend: z.boolean().optional(),
  lowStock: z.boolean().optional(),
});
export type TGetSkusInput = z.input<typeof ZGetSkusInput>;

export const ZGetSkusWithCustomerCodeInput = ZPagedInput.extend({
  /** SKUs for everyone (no customer code) plus those reserved to this code */
  customerCode: z.string().trim().min(1, "validation.required").max(50, "validation.tooLong"),
  keyword: z.string().trim().max(100).optional(),
  shelfStatus: ZShelfStatus.optional(),
});

/**
 * A SKU as a customer would buy it (GetWithCustomerCode): the SKU plus what the customer of that
 * code pays for one unit now and why (DESIGN §5 Prices: revised, member or sale price); both
 * null when no customer has the code.
 */
export const ZSkuForCustomerDto = ZSkuDto.extend({
  customerPrice: z.string().nullable(),
  priceSource: ZPriceSource.nullable(),
});
export type TSkuForCustomerDto = z.infer<typeof ZSkuForCustomerDto>;

export const ZGetSkuCountInput = z.object({
  shelfStatus: ZShelfStatus.optional(),
  productId: z.uuid().optional(),
});
export const ZSkuCountDto = z.object({
  total: z.number().int(),
  notOnShelf: z.number().int(),
  onShelf: z.number().int(),
  removedFromShelf: z.number().int(),
  lowStock: z.number().int(),
  /** the figures that are estimates (over EXACT_COUNT_LIMIT SKUs, issue 16) */
  estimated: z
    .array(z.enum(["total", "notOnShelf", "onShelf", "removedFromShelf", "lowStock"]))
    .optional(),
});
export type TSkuCountDto = z.infer<typeof ZSkuCountDto>;

const ZShelfQuantity = z.number().int().min(1).max(1_000_000_000);

export const ZSetAvailableStockInput = z.object({ id: z.uuid(), quantity: ZShelfQuantity });
export type TSetAvailableStockInput = z.input<typeof ZSetAvailableStockInput>;

export const ZSetEarlyWarningStockInput = z.object({
  id: z.uuid(),
  // SPEC §5 'Warning quantity required'
  earlyWarningStock: z
    .number({
      error: (issue) =>
        issue.input === undefined ? "validation.warningQuantityRequired" : "validation.integer",
    })
    .int("validation.integer")
    .min(0, "validation.stockNotNegative")
    .max(1_000_000_000, "validation.tooLarge"),
});
export type TSetEarlyWarningStockInput = z.input<typeof ZSetEarlyWarningStockInput>;

export const ZSetRecommendInput = z.object({ id: z.uuid(), isRecommend: z.boolean() });
export type TSetRecommendInput = z.input<typeof ZSetRecommendInput>;

const ZSelectedIds = z.array(z.uuid()).min(1, "validation.selectAtLeastOne").max(1000);

export const ZBatchOnShelfInput = z.object({
  ids: ZSelectedIds,
  /** per SKU; default and cap: all its unreserved stock */
  quantity: ZShelfQuantity.optional(),
});
export type TBatchOnShelfInput = z.input<typeof ZBatchOnShelfInput>;

export const ZBatchRemovedFromShelfInput = z.object({ ids: ZSelectedIds });
export type TBatchRemovedFromShelfInput = z.input<typeof ZBatchRemovedFromShelfInput>;

export const ZShelfSkipReason = z.enum(["NotFound", "AlreadyOnShelf", "NoStock", "NotOnShelf"]);
export const ZBatchShelfResult = z.object({
  succeeded: z.array(z.uuid()),
  skipped: z.array(
    z.object({
      id: z.uuid(),
      number: z.string().nullable(),
      reason: ZShelfSkipReason,
      /** the reason in the caller's language */
      message: z.string(),
    }),
  ),
});
export type TBatchShelfResult = z.infer<typeof ZBatchShelfResult>;

/** A counted stock correction: the SKU now physically holds `totalStock` (a ledger row records the difference). */
/**
 * Screens that look SKUs up: the catalogue, price revision, ordering on behalf, and the stock-in
 * form (its product rows are found by SKU search).
 */
const SKU_READ = [
  "Pages.Commodity.Product",
  "Pages.Order.Sales",
  "Pages.Order.Management",
  "Pages.Warehouse.InStorage.Create",
  "Pages.Warehouse.InStorage.Edit",
] as const;

// CRUD /api/services/app/ProductSku/* — one SKU of an existing product; shelf, stock and
// recommend actions next to it
export const ProductSku = crudContract(
  "ProductSku",
  {
    create: ZCreateSkuInput,
    update: ZUpdateSkuInput,
    list: ZGetSkusInput,
    dto: ZSkuDto,
    permissions: {
      read: SKU_READ,
      create: "Pages.Commodity.Product.Create",
      update: "Pages.Commodity.Product.Edit",
      delete: "Pages.Commodity.Product.Delete",
    },
  },
  {
    // GET /api/services/app/ProductSku/GetWithCustomerCode — SKUs for everyone plus those reserved to a customer code
    GetWithCustomerCode: op({
      verb: "GET",
      permission: SKU_READ,
      summary:
        "List the SKUs a customer code may buy (for everyone, or reserved to it), with the price that customer pays",
      input: ZGetSkusWithCustomerCodeInput,
      output: ZPagedResult(ZSkuForCustomerDto),
    }),
    // GET /api/services/app/ProductSku/GetCount — SKU counts per shelf status and low stock (tab badges)
    GetCount: op({
      verb: "GET",
      permission: SKU_READ,
      summary: "Count SKUs per shelf status, and those at or under their early-warning stock",
      input: ZGetSkuCountInput,
      output: ZSkuCountDto,
    }),
    // POST /api/services/app/ProductSku/SetAvailableStock — on shelf with quantity q ≤ totalStock − reserved (one conditional update)
    SetAvailableStock: op({
      verb: "POST",
      permission: "Pages.Commodity.Product.OnShelf",
      summary: "Put a SKU on shelf with a sellable quantity (at most its unreserved stock)",
      input: ZSetAvailableStockInput,
      output: ZSkuDto,
    }),
    // POST /api/services/app/ProductSku/SetEarlyWarningStock — the level at or under which the SKU counts as low stock
    SetEarlyWarningStock: op({
      verb: "POST",
      permission: "Pages.Commodity.Product.SetStock",
      summary: "Set a SKU's early-warning stock (0 turns the warning off)",
      input: ZSetEarlyWarningStockInput,
      output: ZSkuDto,
    }),
    // POST /api/services/app/ProductSku/SetRecommend — toggles the SKU's recommended flag
    SetRecommend: op({
      verb: "POST",
      permission: "Pages.Commodity.Product.SetRecommend",
      summary: "Mark a SKU recommended or not",
      input: ZSetRecommendInput,
      output: ZSkuDto,
    }),
    // POST /api/services/app/ProductSku/BatchOnShelf — each selected SKU not on shelf and with unreserved stock goes on shelf; 409 if none can
    BatchOnShelf: op({
      verb: "POST",
      permission: "Pages.Commodity.Product.OnShelf",
      summary: "Put the selected SKUs on shelf (quantity per SKU, capped at its unreserved stock)",
      input: ZBatchOnShelfInput,
      output: ZBatchShelfResult,
    }),
    // POST /api/services/app/ProductSku/BatchRemovedFromShelf — takes the selected on-shelf SKUs off (nothing sellable); 409 if none is on shelf
    BatchRemovedFromShelf: op({
      verb: "POST",
      permission: "Pages.Commodity.Product.OffShelf",
      summary: "Take the selected SKUs off the shelf",
      input: ZBatchRemovedFromShelfInput,
      output: ZBatchShelfResult,
    }),
  },
);
