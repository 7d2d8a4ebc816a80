import * as z from "zod";
import { crudContract, op } from "@/lib/api/define";
import { ZAuditedDto, ZPagedSortedInput, zOptionalLink, zOptionalText, zRequired } from "./common";

// SPEC §3 CMS (Anchor, Swiper), §5 (anchor size 0–10000; swiper name, image, anchor and a numeric
// order required), §7 (standard entity set for CmsAnchor and Swiper).

/** SPEC §5, §9: an anchor's width and height are whole numbers from 0 to 10000 (pixels). */
export const MAX_ANCHOR_SIZE = 10000;
const ZAnchorSize = z
  .number({
    error: (issue) => (issue.input === undefined ? "validation.required" : "validation.anchorSize"),
  })
  .int("validation.anchorSize")
  .min(0, "validation.anchorSize")
  .max(MAX_ANCHOR_SIZE, "validation.anchorSize");

const ZAnchorFields = z.object({
  /** the key the website asks by ("home-top"); unique per tenant ignoring case */
  name: zRequired(64),
  displayName: zRequired(100),
  number: zOptionalText(32),
  width: ZAnchorSize,
  height: ZAnchorSize,
});
export const ZCreateAnchorInput = ZAnchorFields;
export const ZUpdateAnchorInput = ZAnchorFields.extend({ id: z.uuid() });

export const ZAnchorDto = ZAuditedDto.extend({
  id: z.uuid(),
  name: z.string(),
  displayName: z.string(),
  number: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  /** live swipers shown in the anchor */
  swiperCount: z.number().int(),
});
export type TAnchorDto = z.infer<typeof ZAnchorDto>;

export const anchorSortFields = [
  "name",
  "displayName",
  "number",
  "width",
  "height",
  "swiperCount",
  "creationTime",
] as const;
export const ZGetAnchorsInput = ZPagedSortedInput(anchorSortFields).extend({
  /** name, display name or number, contains, ignoring case */
  keyword: z.string().trim().max(100).optional(),
});

const ANCHOR_READ = ["Pages.CMS.Anchor", "Pages.CMS.Swiper"] as const;

// CRUD /api/services/app/CmsAnchor/* — places on the website with a size; one with swipers is not deleted
export const CmsAnchor = crudContract("CmsAnchor", {
  create: ZCreateAnchorInput,
  update: ZUpdateAnchorInput,
  list: ZGetAnchorsInput,
  dto: ZAnchorDto,
  permissions: {
    read: ANCHOR_READ,
    create: "Pages.CMS.Anchor.Create",
    update: "Pages.CMS.Anchor.Edit",
    delete: "Pages.CMS.Anchor.Delete",
    restore: "Pages.CMS.Anchor.Restore",
  },
});

/** The most a display order may be (whole numbers from 0). */
export const MAX_SWIPER_ORDER = 1_000_000;
const ZSwiperFields = z.object({
  displayName: zRequired(100),
  cmsAnchorId: z.uuid("validation.required"),
  /** the image, an uploaded attachment (UploadToTemp, purpose productImage) */
  imageId: z.uuid("validation.required"),
  /** where a click goes: a URL or a path of the website */
  jumpUrl: zOptionalLink(500),
  order: z
    .number({
      error: (issue) => (issue.input === undefined ? "validation.required" : "validation.integer"),
    })
    .int("validation.integer")
    .min(0, "validation.swiperOrder")
    .max(MAX_SWIPER_ORDER, "validation.swiperOrder"),
  remark: zOptionalText(200),
});
export const ZCreateSwiperInput = ZSwiperFields;
export const ZUpdateSwiperInput = ZSwiperFields.extend({ id: z.uuid() });

export const ZSwiperDto = ZAuditedDto.extend({
  id: z.uuid(),
  displayName: z.string(),
  cmsAnchorId: z.uuid(),
  /** the anchor's display name */
  anchorName: z.string(),
  /** the anchor's size, for a preview at scale */
  anchorWidth: z.number().int(),
  anchorHeight: z.number().int(),
  imageId: z.uuid().nullable(),
  imageUrl: z.string().nullable(),
  jumpUrl: z.string().nullable(),
  order: z.number().int(),
  remark: z.string().nullable(),
});
export type TSwiperDto = z.infer<typeof ZSwiperDto>;

export const swiperSortFields = ["displayName", "anchorName", "order", "creationTime"] as const;
export const ZGetSwipersInput = ZPagedSortedInput(swiperSortFields).extend({
  /** display name, contains, ignoring case */
  keyword: z.string().trim().max(100).optional(),
  cmsAnchorId: z.uuid().optional(),
});

/** Drag-and-drop result: an anchor's swipers in their new order (every live one, once). */
export const ZUpdateSwiperSortInput = z.object({
  cmsAnchorId: z.uuid(),
  ids: z.array(z.uuid()).min(1).max(1000),
});

// CRUD /api/services/app/Swiper/* — an anchor's slides; UpdateSort reorders one anchor's slides
export const Swiper = crudContract(
  "Swiper",
  {
    create: ZCreateSwiperInput,
    update: ZUpdateSwiperInput,
    list: ZGetSwipersInput,
    dto: ZSwiperDto,
    permissions: {
      read: "Pages.CMS.Swiper",
      create: "Pages.CMS.Swiper.Create",
      update: "Pages.CMS.Swiper.Edit",
      delete: "Pages.CMS.Swiper.Delete",
      restore: "Pages.CMS.Swiper.Restore",
    },
  },
  {
    // PUT /api/services/app/Swiper/UpdateSort — numbers an anchor's swipers 1, 2, 3… in the given order
    UpdateSort: op({
      verb: "PUT",
      permission: "Pages.CMS.Swiper.Edit",
      summary: "Reorder an anchor's swipers (drag and drop)",
      input: ZUpdateSwiperSortInput,
      output: z.null(),
    }),
  },
);
