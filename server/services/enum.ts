import "server-only";
import { Enum } from "@/lib/contracts/enum";
import { type AppEnumName, appEnums, enumMessageKey } from "@/lib/contracts/enums";
import { implement } from "@/server/http/define";
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

export const enumService = implement(Enum, {
  GetValues: async (input, ctx) => {
    const name = names.find((n) => n.toLowerCase() === input.typeName.toLowerCase());
    if (!name) throw new AppError("not_found", "api.errors.unknownEnum", { name: input.typeName });
    return valuesOf(ctx.t, name);
  },
  GetAllEnums: async (input, ctx) => mapOf(ctx.t, input.filter),
  GetAppEnums: async (_input, ctx) => mapOf(ctx.t),
  GetAppEnumNames: async (_input, ctx) =>
    names.map((name) => ({ name, displayName: ctx.t(`enums._names.${name}`) })),
});
