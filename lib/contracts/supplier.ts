import * as z from "zod";
import { crudContract, op } from "@/lib/api/define";
import { ZAuditedDto, ZPagedSortedInput, ZPhone, zRequired } from "./common";
import { ZImportResult } from "./enums";
import { importRules } from "./import-rules";

// SPEC §3 Suppliers, §7 Supplier: the standard set, SetSalePriceVisible, and the spreadsheet
// template and import (issue 12).

export const ZSupplierFields = z.object({
  supplierName: zRequired(128),
  mobilePhone: ZPhone,
  realName: zRequired(64),
  isSalePriceVisible: z.boolean().default(false),
});

export const ZSupplierDto = ZAuditedDto.extend({
  id: z.uuid(),
  supplierName: z.string(),
  mobilePhone: z.string(),
  realName: z.string(),
  isSalePriceVisible: z.boolean(),
});
export type TSupplierDto = z.infer<typeof ZSupplierDto>;

export const ZSupplierImportInput = z.object({
  /** an .xlsx whose first sheet has the template's headings (any of the four languages) */
  file: z.instanceof(File, { message: "validation.required" }),
  /** true (the default): only report what would happen; false: import, all or nothing */
  dryRun: z.boolean().default(true),
  /** with dryRun false: import the valid rows and leave out the ones with problems */
  skipInvalidRows: z.boolean().default(false),
});

export const ZSupplierImportRow = z.object({
  /** the row's number in the sheet */
  row: z.number().int(),
  /** the values as read (null where a cell is empty or could not be read) */
  supplierName: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  realName: z.string().nullable(),
  isSalePriceVisible: z.boolean().nullable(),
  result: ZImportResult,
  /** why, in the caller's language: each problem, or for Updated each change */
  reasons: z.array(z.string()),
  /** the supplier the row matched, or made */
  supplierId: z.uuid().nullable(),
});
export type TSupplierImportRow = z.infer<typeof ZSupplierImportRow>;

export const ZSupplierImportResult = z.object({
  dryRun: z.boolean(),
  /** whether this call wrote anything (a commit that went through) */
  committed: z.boolean(),
  rows: z.array(ZSupplierImportRow),
  /** rows per result */
  counts: z.record(ZImportResult, z.number().int()),
  /** the template's example row was found unchanged and left out */
  exampleRowSkipped: z.boolean(),
});
export type TSupplierImportResult = z.infer<typeof ZSupplierImportResult>;

export const supplierSortFields = ["supplierName", "realName", "creationTime"] as const;

// CRUD /api/services/app/Supplier/* — suppliers; one named by a stock-in is not deleted
export const Supplier = crudContract(
  "Supplier",
  {
    create: ZSupplierFields,
    update: ZSupplierFields.extend({ id: z.uuid() }),
    list: ZPagedSortedInput(supplierSortFields).extend({
      isOnlyMine: z.boolean().optional(),
      /** name, real name or mobile phone, contains, ignoring case */
      keyword: z.string().trim().max(128).optional(),
      isSalePriceVisible: z.boolean().optional(),
    }),
    dto: ZSupplierDto,
    permissions: {
      // stock-ins and supplier sales records name suppliers (and filter by them)
      read: [
        "Pages.Purchase.Supplier",
        "Pages.Warehouse.InStorage",
        "Pages.Purchase.SalesRecord",
        "Pages.Finance.SalesRecord",
      ],
      create: "Pages.Purchase.Supplier.Create",
      update: "Pages.Purchase.Supplier.Edit",
      delete: "Pages.Purchase.Supplier.Delete",
      restore: "Pages.Purchase.Supplier.Restore",
    },
  },
  {
    // POST /api/services/app/Supplier/SetSalePriceVisible — whether the supplier sees sale prices
    SetSalePriceVisible: op({
      verb: "POST",
      permission: "Pages.Purchase.Supplier.SetSalePriceVisible",
      summary: "Let a supplier see (or not) the sale prices of what it supplied",
      input: z.object({ id: z.uuid(), isSalePriceVisible: z.boolean() }),
      output: ZSupplierDto,
    }),
    // GET /api/services/app/Supplier/DownloadTemplate — the import template (.xlsx) in the caller's language
    DownloadTemplate: op({
      verb: "GET",
      permission: "Pages.Purchase.Supplier.Import",
      summary:
        "The supplier import template (.xlsx: headings, an example row, cell rules; raw file, not the envelope)",
      raw: true,
      input: z.object({}),
      output: z.any(),
    }),
    // POST /api/services/app/Supplier/Import — multipart file: a dry run by default; dryRun=false imports, all or nothing
    Import: op({
      verb: "POST",
      permission: "Pages.Purchase.Supplier.Import",
      summary:
        "Import suppliers from the template (multipart: file, dryRun, skipInvalidRows): each row Inserted, Updated, Exist or why not; matched by name ignoring case",
      multipart: true,
      maxFileBytes: importRules.maxBytes,
      input: ZSupplierImportInput,
      output: ZSupplierImportResult,
    }),
  },
);
