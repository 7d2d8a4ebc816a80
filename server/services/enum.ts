import "server-only";
import * as z from "zod";
import {
  ZEnumMap,
  ZEnumValueDto,
  ZGetAllEnumsInput,
  ZGetEnumValuesInput,
} from "@/lib/contracts/enum";
import { type AppEnumName, appEnums, enumMessageKey } from "@/lib/contracts/enums";
import { method, service } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import type { Translate } from "@/server/i18n";

const names = Object.keys(appEnums) as AppEnumName[];

/** Values of an enumeration; `value` is the position ABP clients expect, `name` what our API speaks. */
const valuesOf = (t: Translate, name: AppEnumName) =>
  (appEnums[name] as readonly string[]).map((value, index) => ({
    name: value,
    value: index,
    displayName: t(enumMessageKey(name, value)),
  }));

const mapOf = (t: Translate, filter?: string) =>
  Object.fromEntries(
    names
      .filter((n) => !filter || n.toLowerCase().includes(filter.toLowerCase()))
      .map((n) => [n, valuesOf(t, n)]),
  );

export const enumService = service("Enum", {
  // GET /api/services/app/Enum/GetValues — one enumeration's values with localised names
  GetValues: method({
    verb: "GET",
    permission: "@authenticated",
    summary: "Values of one enumeration",
    input: ZGetEnumValuesInput,
    output: z.array(ZEnumValueDto),
    handler: async (input, ctx) => {
      const name = names.find((n) => n.toLowerCase() === input.typeName.toLowerCase());
      if (!name)
        throw new AppError("not_found", "api.errors.unknownEnum", { name: input.typeName });
      return valuesOf(ctx.t, name);
    },
  }),
  // GET /api/services/app/Enum/GetAllEnums — every enumeration whose name contains the filter
  GetAllEnums: method({
    verb: "GET",
    permission: "@authenticated",
    summary: "Enumerations by name filter",
    input: ZGetAllEnumsInput,
    output: ZEnumMap,
    handler: async (input, ctx) => mapOf(ctx.t, input.filter),
  }),
  // GET /api/services/app/Enum/GetAppEnums — every enumeration of the application
  GetAppEnums: method({
    verb: "GET",
    permission: "@authenticated",
    summary: "All enumerations",
    input: z.object({}),
    output: ZEnumMap,
    handler: async (_input, ctx) => mapOf(ctx.t),
  }),
  // GET /api/services/app/Enum/GetAppEnumNames — the enumeration names with localised labels
  GetAppEnumNames: method({
    verb: "GET",
    permission: "@authenticated",
    summary: "Enumeration names",
    input: z.object({}),
    output: z.array(z.object({ name: z.string(), displayName: z.string() })),
    handler: async (_input, ctx) =>
      names.map((name) => ({ name, displayName: ctx.t(`enums._names.${name}`) })),
  }),
});
