import * as z from "zod";
import { crudContract, op } from "@/lib/api/define";
import { ZAuditedDto, ZListResult, ZPagedSortedInput } from "../common";
import { EMPTY_GUID } from "../enums";

/** A parent reference: null, absent or the empty GUID (as ABP clients send it) all mean "a root". */
export const ZParentId = z
  .uuid()
  .nullish()
  .transform((id) => (!id || id === EMPTY_GUID ? null : id));

const ZCategoryFields = z.object({
  name: z.string().trim().min(1, "validation.required").max(100, "validation.tooLong"),
  parentId: ZParentId,
  /** the website navigation entry this category shows under */
  navId: z.uuid().nullish(),
  /** whether the category shows how many products it holds */
  isIncludeProductCount: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(1_000_000).default(0),
});
export const ZCreateCategoryInput = ZCategoryFields;
export type TCreateCategoryInput = z.input<typeof ZCreateCategoryInput>;
export const ZUpdateCategoryInput = ZCategoryFields.extend({ id: z.uuid() });
export type TUpdateCategoryInput = z.input<typeof ZUpdateCategoryInput>;

export const ZCategoryDto = ZAuditedDto.extend({
  id: z.uuid(),
  parentId: z.uuid().nullable(),
  /** "/rootId/…/ownId/": the ids of the ancestors and its own, kept by the server */
  parentIdPath: z.string(),
  name: z.string(),
  navId: z.uuid().nullable(),
  isIncludeProductCount: z.boolean(),
  sortOrder: z.number().int(),
  childCount: z.number().int(),
  /** products in it or below; null when the category does not include a product count */
  productCount: z.number().int().nullable(),
});
export type TCategoryDto = z.infer<typeof ZCategoryDto>;

export const categorySortFields = ["name", "sortOrder", "creationTime"] as const;
export const ZGetCategoriesInput = ZPagedSortedInput(categorySortFields).extend({
  keyword: z.string().trim().max(100).optional(),
  /** the children of this category; the empty GUID lists the roots */
  parentId: z.uuid().optional(),
  /** a subtree: categories whose path starts with this one */
  parentIdPath: z.string().trim().max(2000).optional(),
  isIncludeProductCount: z.boolean().optional(),
});

export interface TCategoryTreeNode {
  id: string;
  parentId: string | null;
  parentIdPath: string;
  name: string;
  navId: string | null;
  isIncludeProductCount: boolean;
  sortOrder: number;
  productCount: number | null;
  children: TCategoryTreeNode[];
}
export const ZCategoryTreeNode: z.ZodType<TCategoryTreeNode> = z.object({
  id: z.uuid(),
  parentId: z.uuid().nullable(),
  parentIdPath: z.string(),
  name: z.string(),
  navId: z.uuid().nullable(),
  isIncludeProductCount: z.boolean(),
  sortOrder: z.number().int(),
  productCount: z.number().int().nullable(),
  get children() {
    return z.array(ZCategoryTreeNode);
  },
});
export const ZCategoryTree = ZListResult(ZCategoryTreeNode);
export type TCategoryTree = z.infer<typeof ZCategoryTree>;

/** Drag-and-drop result: where each listed category now sits and in which order. */
export const ZUpdateCategorySortInput = z.object({
  items: z
    .array(
      z.object({
        id: z.uuid(),
        parentId: ZParentId,
        sortOrder: z.number().int().min(0).max(1_000_000),
      }),
    )
    .min(1)
    .max(1000),
});
export type TUpdateCategorySortInput = z.input<typeof ZUpdateCategorySortInput>;

const READ = ["Pages.Commodity.Category", "Pages.Commodity.Product"] as const;

// CRUD /api/services/app/ProductCategory/* — the category tree; parentIdPath is kept by the server
export const ProductCategory = crudContract(
  "ProductCategory",
  {
    create: ZCreateCategoryInput,
    update: ZUpdateCategoryInput,
    list: ZGetCategoriesInput,
    dto: ZCategoryDto,
    permissions: {
      read: READ,
      create: "Pages.Commodity.Category.Create",
      update: "Pages.Commodity.Category.Edit",
      delete: "Pages.Commodity.Category.Delete",
    },
  },
  {
    // GET /api/services/app/ProductCategory/GetTree — every category, nested, in display order, with product counts
    GetTree: op({
      verb: "GET",
      permission: READ,
      summary: "All categories as a tree (sortOrder, then name)",
      input: z.object({}),
      output: ZCategoryTree,
    }),
    // POST /api/services/app/ProductCategory/UpdateSort — reorders and moves several categories at once; paths follow
    UpdateSort: op({
      verb: "POST",
      permission: "Pages.Commodity.Category.Edit",
      summary: "Reorder or move categories (drag and drop)",
      input: ZUpdateCategorySortInput,
      output: z.null(),
    }),
  },
);
