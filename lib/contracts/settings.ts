import Decimal from "decimal.js";
import * as z from "zod";
import { crudContract, op } from "@/lib/api/define";
import { ZMoney } from "./money";
import { ZAuditedDto, ZIdInput, ZPagedSortedInput, zOptionalText } from "./common";

// SPEC §3 System (Tax setting: provinceId; Order setting: current), §7 SysSettingTaxe and
// SysSettingOrder; DESIGN §5 Orders. Orders read them through the server functions beside the
// services (taxRatesFor, currentOrderSettings); the console edits them under /admin.

// --- tax rates -------------------------------------------------------------------------------

/**
 * A tax rate in percent: 0 to 100 with at most 3 decimals ("9.975"), as a string or a number;
 * carried on as a plain decimal string without trailing zeros ("5", "9.975").
 */
export const ZTaxRate = z
  .union([z.string().trim(), z.number()], {
    error: (issue) => (issue.input === undefined ? "validation.required" : "validation.taxRate"),
  })
  .transform((value, ctx) => {
    const text = String(value);
    if (text === "") {
      ctx.addIssue({ code: "custom", message: "validation.required" });
      return z.NEVER;
    }
    // plain decimals only (Decimal would also read "0x10" or "1e1"); "9.9750" is 9.975
    const rate = /^\d{1,10}(\.\d{1,10})?$/.test(text) ? new Decimal(text) : undefined;
    if (!rate || rate.gt(100) || rate.decimalPlaces() > 3) {
      ctx.addIssue({ code: "custom", message: "validation.taxRate" });
      return z.NEVER;
    }
    return rate.toString();
  });

const ZTaxFields = z.object({
  /** null: no province; such a row is used only while it is the default */
  provinceId: z.uuid().nullish(),
  /** GST in percent; an HST province puts its whole HST here (13, 14, 15) */
  gstRate: ZTaxRate,
  /** QST in percent (Quebec); 0 elsewhere */
  qstRate: ZTaxRate,
  remark: zOptionalText(200),
});

export const ZTaxSettingDto = ZAuditedDto.extend({
  id: z.uuid(),
  provinceId: z.uuid().nullable(),
  provinceName: z.string().nullable(),
  /** the province's short name (ON, QC) */
  provinceShortName: z.string().nullable(),
  countryId: z.uuid().nullable(),
  countryName: z.string().nullable(),
  gstRate: z.string(),
  qstRate: z.string(),
  /** gstRate + qstRate */
  totalRate: z.string(),
  /** the rates of every province without a row of its own */
  isDefault: z.boolean(),
  remark: z.string().nullable(),
});
export type TTaxSettingDto = z.infer<typeof ZTaxSettingDto>;

/** What applies to one province: its own row, or the default (`isFallback`). */
export const ZProvinceTaxDto = ZTaxSettingDto.extend({ isFallback: z.boolean() });

export const taxSortFields = ["provinceName", "gstRate", "qstRate", "creationTime"] as const;

// CRUD /api/services/app/SysSettingTaxe/* — GST and QST per province; the default is not deleted
export const SysSettingTaxe = crudContract(
  "SysSettingTaxe",
  {
    create: ZTaxFields,
    update: ZTaxFields.extend({ id: z.uuid() }),
    list: ZPagedSortedInput(taxSortFields).extend({
      provinceId: z.uuid().optional(),
      /** province name or short name, or remark: contains, ignoring case */
      keyword: z.string().trim().max(100).optional(),
    }),
    dto: ZTaxSettingDto,
    permissions: {
      read: "Pages.Admin.Taxes",
      create: "Pages.Admin.Taxes.Create",
      update: "Pages.Admin.Taxes.Edit",
      delete: "Pages.Admin.Taxes.Delete",
    },
  },
  {
    // GET /api/services/app/SysSettingTaxe/GetByProvinceId — a province's rates, else the default's
    GetByProvinceId: op({
      verb: "GET",
      permission: ["Pages.Admin.Taxes", "Pages.Order.Management"],
      summary:
        "The GST and QST charged in a province: its own rates, else the default (isFallback)",
      input: z.object({ provinceId: z.uuid() }),
      output: ZProvinceTaxDto,
    }),
    // POST /api/services/app/SysSettingTaxe/SetDefault — makes this row the one default
    SetDefault: op({
      verb: "POST",
      permission: "Pages.Admin.Taxes.SetDefault",
      summary: "Make a tax rate the default (the one used where a province has none)",
      input: ZIdInput,
      output: ZTaxSettingDto,
    }),
  },
);

// --- order settings ---------------------------------------------------------------------------

/** Orders run on these; saving adds a version, the newest is current (DESIGN §5 Orders). */
export const ZOrderSettingFields = z.object({
  shippingFee: ZMoney,
  /** goods of at least this amount ship free (0: every order) */
  freeShippingThreshold: ZMoney,
  /** hours after which an unpaid order is cancelled: 1 to 720 (30 days) */
  unpaidCancelHours: z
    .number({
      error: (issue) => (issue.input === undefined ? "validation.required" : "validation.integer"),
    })
    .int("validation.integer")
    .min(1, "validation.cancelHours")
    .max(720, "validation.cancelHours"),
});

export const ZOrderSettingDto = ZAuditedDto.extend({
  id: z.uuid(),
  /** 1, 2, …: the highest is current */
  version: z.number().int(),
  shippingFee: z.string(),
  freeShippingThreshold: z.string(),
  unpaidCancelHours: z.number().int(),
  isCurrent: z.boolean(),
  /** who saved this version: "name surname", else the user name */
  creatorName: z.string().nullable(),
});
export type TOrderSettingDto = z.infer<typeof ZOrderSettingDto>;

export const orderSettingSortFields = ["version", "creationTime"] as const;

// CRUD /api/services/app/SysSettingOrder/* — versions; Create and Update add one, none is deleted
export const SysSettingOrder = crudContract(
  "SysSettingOrder",
  {
    create: ZOrderSettingFields,
    /** `id`: the version the change starts from; it must still be current (409 otherwise) */
    update: ZOrderSettingFields.extend({ id: z.uuid() }),
    list: ZPagedSortedInput(orderSettingSortFields),
    dto: ZOrderSettingDto,
    permissions: {
      read: "Pages.Admin.OrderSettings",
      create: "Pages.Admin.OrderSettings.Edit",
      update: "Pages.Admin.OrderSettings.Edit",
      delete: "Pages.Admin.OrderSettings.Edit",
    },
  },
  {
    // GET /api/services/app/SysSettingOrder/GetCurrent — the newest version
    GetCurrent: op({
      verb: "GET",
      permission: ["Pages.Admin.OrderSettings", "Pages.Order.Management"],
      summary: "The order settings in force: the newest version",
      input: z.object({}),
      output: ZOrderSettingDto,
    }),
  },
);
