import * as z from "zod";
import { crudContract } from "@/lib/api/define";
import { ZAuditedDto, ZPagedSortedInput } from "../common";
import { ZParamInputKind, ZParamRequirement, ZSpecInputType } from "../enums";

/**
 * Specification and basic parameters share one contract (SPEC §3): a name, how the value is
 * entered (typed in, or picked from options), whether it is needed, and the value's type.
 */
const ZParamFields = z.object({
  name: z.string().trim().min(1, "validation.required").max(100, "validation.tooLong"),
  inputKind: ZParamInputKind.default("ManualInput"),
  /** the choices of a DropDownOptions parameter */
  options: z
    .array(z.string().trim().min(1, "validation.required").max(100, "validation.tooLong"))
    .max(200)
    .default([]),
  requirement: ZParamRequirement.default("Recommend"),
  specInputType: ZSpecInputType.default("String"),
  sortOrder: z.number().int().min(0).max(1_000_000).default(0),
});

/** A drop-down needs options, each once (compared ignoring case). */
function checkOptions(value: z.output<typeof ZParamFields>, ctx: z.RefinementCtx) {
  if (value.inputKind !== "DropDownOptions") return;
  if (value.options.length === 0) {
    ctx.addIssue({ code: "custom", path: ["options"], message: "api.errors.paramOptionsRequired" });
    return;
  }
  const seen = new Set<string>();
  for (const option of value.options) {
    const key = option.toLowerCase();
    if (seen.has(key)) {
      ctx.addIssue({
        code: "custom",
        path: ["options"],
        message: "api.errors.paramOptionDuplicate",
        params: { option },
      });
      return;
    }
    seen.add(key);
  }
}

export const ZCreateParamInput = ZParamFields.superRefine(checkOptions);
export type TCreateParamInput = z.input<typeof ZCreateParamInput>;
export const ZUpdateParamInput = ZParamFields.extend({ id: z.uuid() }).superRefine(checkOptions);
export type TUpdateParamInput = z.input<typeof ZUpdateParamInput>;

export const ZParamDto = ZAuditedDto.extend({
  id: z.uuid(),
  name: z.string(),
  inputKind: ZParamInputKind,
  options: z.array(z.string()),
  requirement: ZParamRequirement,
  specInputType: ZSpecInputType,
  sortOrder: z.number().int(),
  /** products that use the parameter */
  productCount: z.number().int(),
});
export type TParamDto = z.infer<typeof ZParamDto>;

export const paramSortFields = [
  "name",
  "sortOrder",
  "inputKind",
  "requirement",
  "specInputType",
  "productCount",
  "creationTime",
] as const;
export const ZGetParamsInput = ZPagedSortedInput(paramSortFields).extend({
  keyword: z.string().trim().max(100).optional(),
  inputKind: ZParamInputKind.optional(),
  requirement: ZParamRequirement.optional(),
  isOnlyMine: z.boolean().optional(),
});

/** The two parameter services share their schemas; the page permission guards each. */
const paramContract = <
  const S extends string,
  const P extends "Pages.Commodity.Specifications" | "Pages.Commodity.BasicParams",
>(
  service: S,
  page: P,
) =>
  crudContract(service, {
    create: ZCreateParamInput,
    update: ZUpdateParamInput,
    list: ZGetParamsInput,
    dto: ZParamDto,
    permissions: {
      read: [page, "Pages.Commodity.Product"],
      create: `${page}.Create`,
      update: `${page}.Edit`,
      delete: `${page}.Delete`,
      restore: `${page}.Restore`,
    },
    dataScope: page,
  });

export type TParamContract = ReturnType<
  typeof paramContract<string, "Pages.Commodity.Specifications" | "Pages.Commodity.BasicParams">
>;

// CRUD /api/services/app/ProductSpecParam/* — specification parameters; one chosen by a product or a SKU is not deleted
export const ProductSpecParam = paramContract("ProductSpecParam", "Pages.Commodity.Specifications");
// CRUD /api/services/app/ProductBasicParam/* — basic parameters; one a product fills in is not deleted
export const ProductBasicParam = paramContract("ProductBasicParam", "Pages.Commodity.BasicParams");
