import * as z from "zod";
import { crudContract, op } from "@/lib/api/define";
import { ZAuditedDto, ZPagedSortedInput, ZPhone, zRequired } from "./common";

// SPEC §3 Suppliers, §7 Supplier. The standard set and SetSalePriceVisible are here because
// stock-ins name their supplier (issue 10); DownloadTemplate, Import, the sales records and the
// supplier screen come with the purchase issue (12).

const ZSupplierFields = z.object({
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
      read: ["Pages.Purchase.Supplier", "Pages.Warehouse.InStorage"],
      create: "Pages.Purchase.Supplier.Create",
      update: "Pages.Purchase.Supplier.Edit",
      delete: "Pages.Purchase.Supplier.Delete",
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
  },
);
