import * as z from "zod";
import { crudContract, op } from "@/lib/api/define";
import { ZParentId } from "./catalogue/category";
import {
  ZAuditedDto,
  ZIdInput,
  ZListResult,
  ZPagedSortedInput,
  zOptionalLink,
  zOptionalText,
  zRequired,
} from "./common";
import { DICTIONARY_KEY_PATTERN } from "./data-dictionary";
import { ZCategoryKind } from "./enums";

// SPEC §3 CMS Category, §5 (name and code required), §7 CmsCategory: CRUD, ShowIt, HiddenIt,
// UpdateSort, GetCmsCategoryList, GetByCode and the navigation reads the website makes.

/** A category's images: up to three, in order (attachments, host type CmsCategory). */
export const MAX_CMS_CATEGORY_IMAGES = 3;

/** A display order among siblings: a whole number 0–99999, ascending. */
export const ZCmsDisplayOrder = z
  .number({
    error: (issue) => (issue.input === undefined ? "validation.required" : "validation.integer"),
  })
  .int("validation.integer")
  .min(0, "validation.displayOrder")
  .max(99999, "validation.displayOrder");

const ZCmsCategoryFields = z.object({
  /** null, absent or the empty GUID: a top-level category */
  parentId: ZParentId,
  /** the key the website asks by; unique per tenant ignoring case */
  // letters, digits, '-', '_' and '.': it travels in website addresses, like a dictionary key
  code: zRequired(64).regex(DICTIONARY_KEY_PATTERN, "validation.dictionaryKey"),
  name: zRequired(100),
  type: ZCategoryKind.default("Content"),
  subtitle: zOptionalText(200),
  displayOrder: ZCmsDisplayOrder.default(0),
  /** the website page that shows it, on PC and in the mini program */
  pcPath: zOptionalLink(500),
  miniProgramPath: zOptionalText(500),
  /** uploaded images (UploadToTemp, purpose productImage), at most three, first is the main one */
  imageIds: z.array(z.uuid()).max(MAX_CMS_CATEGORY_IMAGES, "validation.tooManyImages").default([]),
  isHidden: z.boolean().default(false),
  isNavigation: z.boolean().default(false),
  useParentIdParameter: z.boolean().default(false),
  enableDataPermissionLimit: z.boolean().default(false),
  needShowContentCategory: z.boolean().default(false),
  /** a free grouping code the website's content lists filter by */
  categoryCode: zOptionalText(64),
});
export const ZCreateCmsCategoryInput = ZCmsCategoryFields;
export type TCreateCmsCategoryInput = z.input<typeof ZCreateCmsCategoryInput>;
export const ZUpdateCmsCategoryInput = ZCmsCategoryFields.extend({ id: z.uuid() });

const ZCmsCategoryImage = z.object({ id: z.uuid(), url: z.string() });

export const ZCmsCategoryDto = ZAuditedDto.extend({
  id: z.uuid(),
  parentId: z.uuid().nullable(),
  /** the parent's code (kept by the server) */
  parentCode: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  type: ZCategoryKind,
  subtitle: z.string().nullable(),
  displayOrder: z.number().int(),
  pcPath: z.string().nullable(),
  miniProgramPath: z.string().nullable(),
  imageIds: z.array(z.uuid()),
  images: z.array(ZCmsCategoryImage),
  isHidden: z.boolean(),
  isNavigation: z.boolean(),
  useParentIdParameter: z.boolean(),
  enableDataPermissionLimit: z.boolean(),
  needShowContentCategory: z.boolean(),
  categoryCode: z.string().nullable(),
  /** live subcategories */
  childCount: z.number().int(),
});
export type TCmsCategoryDto = z.infer<typeof ZCmsCategoryDto>;

export const cmsCategorySortFields = ["name", "code", "displayOrder", "creationTime"] as const;
export const ZGetCmsCategoriesInput = ZPagedSortedInput(cmsCategorySortFields).extend({
  /** name or code, contains, ignoring case */
  keyword: z.string().trim().max(100).optional(),
  /** the children of this category; the empty GUID lists the top level */
  parentId: z.uuid().optional(),
  type: ZCategoryKind.optional(),
  isHidden: z.boolean().optional(),
  isNavigation: z.boolean().optional(),
});

/** A category in a tree, with its subcategories in display order. */
export interface TCmsCategoryNode {
  id: string;
  parentId: string | null;
  code: string;
  name: string;
  type: z.infer<typeof ZCategoryKind>;
  subtitle: string | null;
  displayOrder: number;
  pcPath: string | null;
  miniProgramPath: string | null;
  isHidden: boolean;
  isNavigation: boolean;
  /** the first image's address, if any */
  imageUrl: string | null;
  children: TCmsCategoryNode[];
}
export const ZCmsCategoryNode: z.ZodType<TCmsCategoryNode> = z.object({
  id: z.uuid(),
  parentId: z.uuid().nullable(),
  code: z.string(),
  name: z.string(),
  type: ZCategoryKind,
  subtitle: z.string().nullable(),
  displayOrder: z.number().int(),
  pcPath: z.string().nullable(),
  miniProgramPath: z.string().nullable(),
  isHidden: z.boolean(),
  isNavigation: z.boolean(),
  imageUrl: z.string().nullable(),
  get children() {
    return z.array(ZCmsCategoryNode);
  },
});
const ZCmsCategoryTree = ZListResult(ZCmsCategoryNode);

/** Drag-and-drop result: the children of one parent (every live one, once) in their new order. */
export const ZSortSiblingsInput = z.object({
  /** null, absent or the empty GUID: the top level */
  parentId: ZParentId,
  ids: z.array(z.uuid()).min(1).max(1000),
});

const READ = "Pages.CMS.Category";
/** The website's reads: visible navigation categories, for anyone (no hidden ones leak). */
const WEBSITE = "@public";

// CRUD /api/services/app/CmsCategory/* — the website's content category tree
export const CmsCategory = crudContract(
  "CmsCategory",
  {
    create: ZCreateCmsCategoryInput,
    update: ZUpdateCmsCategoryInput,
    list: ZGetCmsCategoriesInput,
    dto: ZCmsCategoryDto,
    permissions: {
      read: READ,
      create: "Pages.CMS.Category.Create",
      update: "Pages.CMS.Category.Edit",
      delete: "Pages.CMS.Category.Delete",
    },
  },
  {
    // POST /api/services/app/CmsCategory/ShowIt — shows a hidden category on the website
    ShowIt: op({
      verb: "POST",
      permission: "Pages.CMS.Category.ShowHide",
      summary: "Show a category on the website",
      input: ZIdInput,
      output: z.null(),
    }),
    // POST /api/services/app/CmsCategory/HiddenIt — hides a category (and so its subtree) from the website
    HiddenIt: op({
      verb: "POST",
      permission: "Pages.CMS.Category.ShowHide",
      summary: "Hide a category from the website",
      input: ZIdInput,
      output: z.null(),
    }),
    // POST /api/services/app/CmsCategory/UpdateSort — numbers one parent's children 1, 2, 3… in the given order
    UpdateSort: op({
      verb: "POST",
      permission: "Pages.CMS.Category.Sort",
      summary: "Reorder the subcategories of one parent (drag and drop)",
      input: ZSortSiblingsInput,
      output: z.null(),
    }),
    // GET /api/services/app/CmsCategory/GetCmsCategoryList — every category as a tree, in display order
    GetCmsCategoryList: op({
      verb: "GET",
      permission: READ,
      summary: "All categories as a tree (display order, then name)",
      input: z.object({ type: ZCategoryKind.optional() }),
      output: ZCmsCategoryTree,
    }),
    // GET /api/services/app/CmsCategory/GetByCode — one category by its code
    GetByCode: op({
      verb: "GET",
      permission: READ,
      summary: "A category by its code (ignoring case)",
      input: z.object({ code: zRequired(64) }),
      output: ZCmsCategoryDto,
    }),
    // GET /api/services/app/CmsCategory/GetAllNavCategory — the website's navigation categories as a tree
    GetAllNavCategory: op({
      verb: "GET",
      permission: WEBSITE,
      summary: "Visible navigation categories as a tree",
      input: z.object({}),
      output: ZCmsCategoryTree,
    }),
    // GET /api/services/app/CmsCategory/GetOneNavCategory — one visible navigation category with its navigation subtree
    GetOneNavCategory: op({
      verb: "GET",
      permission: WEBSITE,
      summary: "One visible navigation category (by id or code) with its navigation subtree",
      input: z
        .object({ id: z.uuid().optional(), code: z.string().trim().max(64).optional() })
        .refine((v) => v.id || v.code, { message: "validation.required", path: ["id"] }),
      output: ZCmsCategoryNode,
    }),
    // GET /api/services/app/CmsCategory/GetChildNavCategory — the visible navigation children of one category
    GetChildNavCategory: op({
      verb: "GET",
      permission: WEBSITE,
      summary: "The visible navigation children of a category (the empty GUID: the top level)",
      input: z.object({ parentId: ZParentId }),
      output: ZCmsCategoryTree,
    }),
  },
);
