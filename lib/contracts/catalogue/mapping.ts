import * as z from "zod";
import { crudContract } from "@/lib/api/define";
import { ZAuditedDto, ZPagedSortedInput } from "../common";

/** How a product relates to another one it links to. */
export const productMappingTypes = ["Related", "Accessory", "Replacement", "Bundle"] as const;
export const ZProductMappingType = z.enum(productMappingTypes);
export type TProductMappingType = z.infer<typeof ZProductMappingType>;

const ZMappingFields = z.object({
  sourceProductId: z.uuid(),
  targetProductId: z.uuid(),
  type: ZProductMappingType,
});
export const ZCreateMappingInput = ZMappingFields;
export type TCreateMappingInput = z.input<typeof ZCreateMappingInput>;
export const ZUpdateMappingInput = ZMappingFields.extend({ id: z.uuid() });
export type TUpdateMappingInput = z.input<typeof ZUpdateMappingInput>;

export const ZMappingDto = ZAuditedDto.extend({
  id: z.uuid(),
  sourceProductId: z.uuid(),
  targetProductId: z.uuid(),
  /** null only if the target product no longer exists at all */
  targetProductName: z.string().nullable(),
  type: ZProductMappingType,
});
export type TMappingDto = z.infer<typeof ZMappingDto>;

export const mappingSortFields = ["type", "targetProductName", "creationTime"] as const;
export const ZGetMappingsInput = ZPagedSortedInput(mappingSortFields).extend({
  sourceProductId: z.uuid().optional(),
  type: ZProductMappingType.optional(),
});

// CRUD /api/services/app/ProductMapping/* — links from a product to related, accessory, replacement or bundled ones
export const ProductMapping = crudContract("ProductMapping", {
  create: ZCreateMappingInput,
  update: ZUpdateMappingInput,
  list: ZGetMappingsInput,
  dto: ZMappingDto,
  permissions: {
    read: "Pages.Commodity.Product",
    create: "Pages.Commodity.Product.Mapping",
    update: "Pages.Commodity.Product.Mapping",
    delete: "Pages.Commodity.Product.Mapping",
  },
});
