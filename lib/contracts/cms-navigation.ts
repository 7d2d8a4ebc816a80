import * as z from "zod";
import { crudContract, op } from "@/lib/api/define";
import { ZParentId } from "./catalogue/category";
import { ZCmsDisplayOrder, ZSortSiblingsInput } from "./cms-category";
import { ZAuditedDto, ZListResult, ZPagedSortedInput, zRequired } from "./common";

// SPEC §3 CMS Navigation (level, name, order, show flag, image, related category ids), two levels.
// SPEC §7 names no service for it: CmsNavigation is ours (docs/decisions.md, issue 13).

/** How many categories one navigation item may lead to. */
const MAX_NAVIGATION_CATEGORIES = 50;

const ZCmsNavigationFields = z.object({
  /** null, absent or the empty GUID: a first-level item; otherwise a first-level item's id */
  parentId: ZParentId,
  name: zRequired(100),
  order: ZCmsDisplayOrder.default(0),
  isShow: z.boolean().default(true),
  /** an uploaded image (UploadToTemp, purpose productImage), optional */
  imageId: z.uuid().nullish(),
  /** the CMS categories it leads to, in order */
  categoryIds: z.array(z.uuid()).max(MAX_NAVIGATION_CATEGORIES, "validation.tooMany").default([]),
});
export const ZCreateCmsNavigationInput = ZCmsNavigationFields;
export type TCreateCmsNavigationInput = z.input<typeof ZCreateCmsNavigationInput>;
export const ZUpdateCmsNavigationInput = ZCmsNavigationFields.extend({ id: z.uuid() });

export const ZCmsNavigationDto = ZAuditedDto.extend({
  id: z.uuid(),
  parentId: z.uuid().nullable(),
  /** 1 for a first-level item, 2 for its children */
  level: z.number().int(),
  name: z.string(),
  order: z.number().int(),
  isShow: z.boolean(),
  imageId: z.uuid().nullable(),
  imageUrl: z.string().nullable(),
  categoryIds: z.array(z.uuid()),
  /** the related categories' names, in the order of categoryIds (live ones only) */
  categoryNames: z.array(z.string()),
});
export type TCmsNavigationDto = z.infer<typeof ZCmsNavigationDto>;

/** A first-level item with its children, in order. */
export const ZCmsNavigationNode = ZCmsNavigationDto.extend({
  children: z.array(ZCmsNavigationDto),
});
export type TCmsNavigationNode = z.infer<typeof ZCmsNavigationNode>;

export const cmsNavigationSortFields = ["name", "order", "creationTime"] as const;
export const ZGetCmsNavigationsInput = ZPagedSortedInput(cmsNavigationSortFields).extend({
  keyword: z.string().trim().max(100).optional(),
  /** the children of this item; the empty GUID lists the first level */
  parentId: z.uuid().optional(),
  isShow: z.boolean().optional(),
});

const READ = "Pages.CMS.Navigation";

// CRUD /api/services/app/CmsNavigation/* — the website's two-level navigation menu
export const CmsNavigation = crudContract(
  "CmsNavigation",
  {
    create: ZCreateCmsNavigationInput,
    update: ZUpdateCmsNavigationInput,
    list: ZGetCmsNavigationsInput,
    dto: ZCmsNavigationDto,
    permissions: {
      read: READ,
      create: "Pages.CMS.Navigation.Create",
      update: "Pages.CMS.Navigation.Edit",
      delete: "Pages.CMS.Navigation.Delete",
    },
  },
  {
    // GET /api/services/app/CmsNavigation/GetTree — every item, first level with its children, in order
    GetTree: op({
      verb: "GET",
      permission: READ,
      summary: "The whole navigation, two levels, in order",
      input: z.object({}),
      output: ZListResult(ZCmsNavigationNode),
    }),
    // POST /api/services/app/CmsNavigation/UpdateSort — numbers one parent's items 1, 2, 3… in the given order
    UpdateSort: op({
      verb: "POST",
      permission: "Pages.CMS.Navigation.Sort",
      summary: "Reorder the items of one level (drag and drop)",
      input: ZSortSiblingsInput,
      output: z.null(),
    }),
  },
);
