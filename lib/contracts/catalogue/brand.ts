import * as z from "zod";
import { crudContract } from "@/lib/api/define";
import { ZAuditedDto, ZPagedSortedInput } from "../common";

const ZBrandFields = z.object({
  name: z.string().trim().min(1, "validation.required").max(100, "validation.tooLong"),
  /** the logo, an uploaded attachment (UploadToTemp, purpose brandImage) */
  imageId: z.uuid().nullish(),
});
export const ZCreateBrandInput = ZBrandFields;
export const ZUpdateBrandInput = ZBrandFields.extend({ id: z.uuid() });

export const ZBrandDto = ZAuditedDto.extend({
  id: z.uuid(),
  name: z.string(),
  imageId: z.uuid().nullable(),
  imageUrl: z.string().nullable(),
  productCount: z.number().int(),
});
export type TBrandDto = z.infer<typeof ZBrandDto>;

export const brandSortFields = ["name", "productCount", "creationTime"] as const;
export const ZGetBrandsInput = ZPagedSortedInput(brandSortFields).extend({
  keyword: z.string().trim().max(100).optional(),
  isOnlyMine: z.boolean().optional(),
});

// CRUD /api/services/app/ProductBrand/* — brands with a logo; deleted ones wait in the bin (Restore)
export const ProductBrand = crudContract("ProductBrand", {
  create: ZCreateBrandInput,
  update: ZUpdateBrandInput,
  list: ZGetBrandsInput,
  dto: ZBrandDto,
  permissions: {
    read: ["Pages.Commodity.Brand", "Pages.Commodity.Product"],
    create: "Pages.Commodity.Brand.Create",
    update: "Pages.Commodity.Brand.Edit",
    delete: "Pages.Commodity.Brand.Delete",
    restore: "Pages.Commodity.Brand.Restore",
  },
  dataScope: "Pages.Commodity.Brand",
});
