import * as z from "zod";

export const ZEnumValueDto = z.object({
  name: z.string(),
  value: z.number().int(),
  displayName: z.string(),
});
export type TEnumValueDto = z.infer<typeof ZEnumValueDto>;
export const ZGetEnumValuesInput = z.object({ typeName: z.string().trim().min(1).max(100) });
export const ZGetAllEnumsInput = z.object({ filter: z.string().trim().max(100).optional() });
export const ZEnumMap = z.record(z.string(), z.array(ZEnumValueDto));
