import { SIGNED_IN } from "@/lib/permissions";
import * as z from "zod";
import { contract, op } from "@/lib/api/define";

export const ZEnumValueDto = z.object({
  name: z.string(),
  value: z.number().int(),
  displayName: z.string(),
});
export type TEnumValueDto = z.infer<typeof ZEnumValueDto>;
export const ZGetEnumValuesInput = z.object({ typeName: z.string().trim().min(1).max(100) });
export const ZGetAllEnumsInput = z.object({ filter: z.string().trim().max(100).optional() });
export const ZEnumMap = z.record(z.string(), z.array(ZEnumValueDto));

export const Enum = contract("Enum", {
  // GET /api/services/app/Enum/GetValues — one enumeration's values with localised names
  GetValues: op({
    verb: "GET",
    permission: SIGNED_IN,
    summary: "Values of one enumeration",
    input: ZGetEnumValuesInput,
    output: z.array(ZEnumValueDto),
  }),
  // GET /api/services/app/Enum/GetAllEnums — every enumeration whose name contains the filter
  GetAllEnums: op({
    verb: "GET",
    permission: SIGNED_IN,
    summary: "Enumerations by name filter",
    input: ZGetAllEnumsInput,
    output: ZEnumMap,
  }),
  // GET /api/services/app/Enum/GetAppEnums — every enumeration of the application
  GetAppEnums: op({
    verb: "GET",
    permission: SIGNED_IN,
    summary: "All enumerations",
    input: z.object({}),
    output: ZEnumMap,
  }),
  // GET /api/services/app/Enum/GetAppEnumNames — the enumeration names with localised labels
  GetAppEnumNames: op({
    verb: "GET",
    permission: SIGNED_IN,
    summary: "Enumeration names",
    input: z.object({}),
    output: z.array(z.object({ name: z.string(), displayName: z.string() })),
  }),
});
