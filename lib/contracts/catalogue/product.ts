import * as z from "zod";
import { crudContract } from "@/lib/api/define";
import { ZAttachmentDto } from "../attachment";
import { ZAuditedDto, ZPagedSortedInput } from "../common";
import { ZShelfStatus } from "../enums";
import { ZSkuDto, ZSkuFields } from "./sku";

export const PRODUCT_MAX_IMAGES = 10;

/** One row of the product's SKU grid: with `id` an existing SKU to update, without a new one. */
export const ZProductSkuRow = ZSkuFields.extend({ id: z.uuid().optional() });
export type TProductSkuRow = z.input<typeof ZProductSkuRow>;

export const ZBasicParamValue = z.object({
  paramId: z.uuid(),
  value: z.string().trim().min(1, "validation.required").max(500, "validation.tooLong"),
});

const ZProductFields = z.object({
  name: z.string().trim().min(1, "validation.required").max(200, "validation.tooLong"),
  categoryId: z.uuid(),
  brandId: z.uuid(),
  description: z.string().trim().min(1, "validation.required").max(20_000, "validation.tooLong"),
  /** uploads of purpose productImage, in display order; the first is the main image (SPEC §5) */
  imageIds: z
    .array(z.uuid())
    .min(1, "validation.imagesRequired")
    .max(PRODUCT_MAX_IMAGES, "validation.tooManyImages")
    .refine((ids) => new Set(ids).size === ids.length, "validation.duplicateImage"),
  /** an upload of purpose instructions (PDF, Word or PowerPoint) */
  instructionsId: z.uuid().nullish(),
  /** an upload of purpose video */
  videoId: z.uuid().nullish(),
  /** the specification parameters the SKUs choose values for (SPEC §5 "specification selection") */
  specParamIds: z
    .array(z.uuid())
    .min(1, "validation.specRequired")
    .max(20)
    .refine((ids) => new Set(ids).size === ids.length, "validation.duplicateSpecParam"),
  basicParams: z
    .array(ZBasicParamValue)
    .max(50)
    .default([])
    .refine(
      (values) => new Set(values.map((v) => v.paramId)).size === values.length,
      "validation.duplicateBasicParam",
    ),
  isSortBySalesVolume: z.boolean().default(false),
  notShowProductIds: z.array(z.uuid()).max(100).default([]),
  skus: z
    .array(ZProductSkuRow)
    .min(1, "validation.skuRequired")
    .max(200)
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        // refinements may see rows that failed their own checks
        const key = typeof row.number === "string" ? row.number.toLowerCase() : "";
        if (key && seen.has(key))
          ctx.addIssue({
            code: "custom",
            message: "validation.skuNumberDuplicate",
            path: [index, "number"],
          });
        seen.add(key);
      });
    }),
});

export const ZCreateProductInput = ZProductFields;
export type TCreateProductInput = z.input<typeof ZCreateProductInput>;
export const ZUpdateProductInput = ZProductFields.extend({ id: z.uuid() });
export type TUpdateProductInput = z.input<typeof ZUpdateProductInput>;

const ZNamedValue = z.object({ paramId: z.uuid(), paramName: z.string().nullable() });

export const ZShelfSummary = z.object({
  notOnShelf: z.number().int(),
  onShelf: z.number().int(),
  removedFromShelf: z.number().int(),
});

export const ZProductDto = ZAuditedDto.extend({
  id: z.uuid(),
  name: z.string(),
  categoryId: z.uuid(),
  categoryName: z.string().nullable(),
  parentIdPath: z.string(),
  brandId: z.uuid(),
  brandName: z.string().nullable(),
  /** the brand is in the bin (issue 14): shown marked; saving the product asks for another */
  isBrandDeleted: z.boolean(),
  description: z.string(),
  specParamIds: z.array(z.uuid()),
  specParams: z.array(z.object({ id: z.uuid(), name: z.string().nullable() })),
  basicParams: z.array(ZNamedValue.extend({ value: z.string() })),
  isSortBySalesVolume: z.boolean(),
  notShowProductIds: z.array(z.uuid()),
  imageIds: z.array(z.uuid()),
  /** in display order; the first is the main image */
  images: z.array(ZAttachmentDto),
  mainImageUrl: z.string().nullable(),
  instructionsId: z.uuid().nullable(),
  instructions: ZAttachmentDto.nullable(),
  videoId: z.uuid().nullable(),
  video: ZAttachmentDto.nullable(),
  skus: z.array(ZSkuDto),
  skuCount: z.number().int(),
  totalAvailableStock: z.number().int(),
  shelfSummary: ZShelfSummary,
  /** some SKU is at or under its early-warning stock */
  hasLowStock: z.boolean(),
});
export type TProductDto = z.infer<typeof ZProductDto>;

export const productSortFields = [
  "name",
  "brandName",
  "categoryName",
  "skuCount",
  "creationTime",
] as const;
export const ZGetProductsInput = ZPagedSortedInput(productSortFields).extend({
  /** the product name or one of its SKU numbers */
  keyword: z.string().trim().max(100).optional(),
  /** the category and everything under it */
  categoryId: z.uuid().optional(),
  brandId: z.uuid().optional(),
  /** products having at least one SKU in this status */
  shelfStatus: ZShelfStatus.optional(),
  /** products with (true) or without (false) a recommended SKU */
  isRecommend: z.boolean().optional(),
  hasLowStock: z.boolean().optional(),
  isOnlyMine: z.boolean().optional(),
});
export type TGetProductsInput = z.input<typeof ZGetProductsInput>;

// CRUD /api/services/app/Product/* — a product with its images, files and SKU grid, saved together;
// refused while any of its SKUs is on shelf (delete, or leaving that SKU out of the grid)
export const Product = crudContract("Product", {
  create: ZCreateProductInput,
  update: ZUpdateProductInput,
  list: ZGetProductsInput,
  dto: ZProductDto,
  permissions: {
    read: "Pages.Commodity.Product",
    create: "Pages.Commodity.Product.Create",
    update: "Pages.Commodity.Product.Edit",
    delete: "Pages.Commodity.Product.Delete",
  },
  dataScope: "Pages.Commodity.Product",
});
