import * as z from "zod";
import { crudContract, op } from "@/lib/api/define";
import { ZAuditedDto, ZListResult, ZPagedSortedInput, zRequired } from "./common";

// SPEC §3 System (data dictionary: parentId, isParent, key, displayName, displayOrder, parentKey),
// §7 DataDictionary. A tree of nodes (isParent) whose leaves are values; a row's parentKey is its
// parent node's key. Node keys are unique in the tenant (other modules read a node by its key);
// a value's key is unique among its node's children. Screen: /admin/dataDictionaries.

/** A key: letters, digits, _ - and . (what code and stored records name a value by). */
export const DICTIONARY_KEY_PATTERN = /^[A-Za-z0-9_.-]+$/;
const ZKey = zRequired(64).regex(DICTIONARY_KEY_PATTERN, "validation.dictionaryKey");
const ZDisplayOrder = z
  .number({
    error: (issue) => (issue.input === undefined ? "validation.required" : "validation.integer"),
  })
  .int("validation.integer")
  .min(0, "validation.displayOrder")
  .max(99999, "validation.displayOrder");

export const ZDataDictionaryValueDto = z.object({
  id: z.uuid(),
  key: z.string(),
  displayName: z.string(),
  displayOrder: z.number().int(),
});
export type TDataDictionaryValueDto = z.infer<typeof ZDataDictionaryValueDto>;

export const ZDataDictionaryDto = ZAuditedDto.extend({
  id: z.uuid(),
  /** the parent node; null for a root node */
  parentId: z.uuid().nullable(),
  /** true: a node (it holds nodes and values); false: a value */
  isParent: z.boolean(),
  key: z.string(),
  displayName: z.string(),
  displayOrder: z.number().int(),
  /** the parent node's key; null for a root node */
  parentKey: z.string().nullable(),
  /** live rows directly under it (0 for a value) */
  childCount: z.number().int(),
});
export type TDataDictionaryDto = z.infer<typeof ZDataDictionaryDto>;

const ZFields = z.object({ key: ZKey, displayName: zRequired(128), displayOrder: ZDisplayOrder });

export const ZCreateDataDictionaryInput = ZFields.extend({
  /** the node it goes under; absent or null: a root node (a value always has a node) */
  parentId: z.uuid().nullish(),
  isParent: z.boolean(),
}).refine((v) => v.isParent || v.parentId, {
  path: ["parentId"],
  message: "validation.required",
});
/** A row keeps its place (its parent and kind); its key, name and order change. */
export const ZUpdateDataDictionaryInput = ZFields.extend({ id: z.uuid() });

export const dataDictionarySortFields = [
  "key",
  "displayName",
  "displayOrder",
  "creationTime",
] as const;

/** The dictionary nodes whose values other modules offer (seeded; SyncToTenant copies them). */
export const IN_STORAGE_TYPE_KEY = "InStorageType";
export const INDUSTRY_KEY = "Industry";
export const LOGISTICS_COMPANY_KEY = "LogisticsCompany";
export const FEEDBACK_TYPE_KEY = "FeedbackType";

const ZKeyInput = z.object({ key: z.string().trim().min(1, "validation.required").max(64) });

// CRUD /api/services/app/DataDictionary/* plus the tree reads and SyncToTenant. A node with live
// children, or a value a record uses (a stock-in's in-storage type), is not deleted (409).
export const DataDictionary = crudContract(
  "DataDictionary",
  {
    create: ZCreateDataDictionaryInput,
    update: ZUpdateDataDictionaryInput,
    list: ZPagedSortedInput(dataDictionarySortFields).extend({
      /** direct children of this node; absent: every row */
      parentId: z.uuid().optional(),
      isParent: z.boolean().optional(),
      /** key or display name, contains, ignoring case */
      keyword: z.string().trim().max(128).optional(),
    }),
    dto: ZDataDictionaryDto,
    permissions: {
      read: "Pages.Admin.DataDictionaries",
      create: "Pages.Admin.DataDictionaries.Create",
      update: "Pages.Admin.DataDictionaries.Edit",
      delete: "Pages.Admin.DataDictionaries.Delete",
    },
  },
  {
    // GET /api/services/app/DataDictionary/GetByKey — a node, by its key (404 when none)
    GetByKey: op({
      verb: "GET",
      permission: "Pages.Admin.DataDictionaries",
      summary: "A data-dictionary node, by its key",
      input: ZKeyInput,
      output: ZDataDictionaryDto,
    }),
    // GET /api/services/app/DataDictionary/GetListByParentId — a node's children (no id: the roots)
    GetListByParentId: op({
      verb: "GET",
      permission: "Pages.Admin.DataDictionaries",
      summary: "The rows directly under a node (nodes first, then by display order); no id: roots",
      input: z.object({ parentId: z.uuid().optional() }),
      output: ZListResult(ZDataDictionaryDto),
    }),
    // GET /api/services/app/DataDictionary/GetDataDictionaryListByKey — a node's values, in order
    GetDataDictionaryListByKey: op({
      verb: "GET",
      permission: "@authenticated",
      summary: "The values of a data-dictionary node, by the node's key, in display order",
      input: ZKeyInput,
      output: ZListResult(ZDataDictionaryValueDto),
    }),
    // GET /api/services/app/DataDictionary/GetDataDictionaryByKey — one value of a node, by keys
    GetDataDictionaryByKey: op({
      verb: "GET",
      permission: "@authenticated",
      summary: "One value of a data-dictionary node, by the node's key and the value's key",
      input: ZKeyInput.extend({
        parentKey: z.string().trim().min(1, "validation.required").max(64),
      }),
      output: ZDataDictionaryValueDto,
    }),
    // GET /api/services/app/DataDictionary/GetAllRoot — the root nodes
    GetAllRoot: op({
      verb: "GET",
      permission: "Pages.Admin.DataDictionaries",
      summary: "The root data-dictionary nodes, in display order",
      input: z.object({}),
      output: ZListResult(ZDataDictionaryDto),
    }),
    // POST /api/services/app/DataDictionary/SyncToTenant — copy the default tenant's dictionary
    SyncToTenant: op({
      verb: "POST",
      permission: "Pages.Admin.DataDictionaries.Sync",
      summary:
        "Copy the default tenant's nodes and values a tenant lacks into it (by key; idempotent, nothing overwritten)",
      input: z.object({ tenantId: z.number().int().min(1).max(2147483647) }),
      output: z.object({ inserted: z.number().int() }),
    }),
  },
);
