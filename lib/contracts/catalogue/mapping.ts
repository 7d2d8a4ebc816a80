import * as z from "zod";
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
