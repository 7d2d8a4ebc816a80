import * as z from "zod";
import { crudContract, op } from "@/lib/api/define";
import { ZAuditedDto, ZDateTime, ZPagedSortedInput, zOptionalText, zRequired } from "./common";
import { ZMoney, zMoney } from "./money";

// SPEC §3 Suppliers, §4 supplier sales states, §5 'Settlement amount required', §7
// SupplierProductSaleMain (CRUD plus POST Settled) and SupplierProductSaleDetail (CRUD); DESIGN
// §5 Suppliers: a supplier's month is the shipped order lines of the SKUs it supplied, at the
// line's price (sales) and the SKU's factory price (cost). Finance settles a month that has
// ended with the amount actually paid; a settled month and its lines are read-only (409).

/** A month, "2026-11" (the business time zone's calendar). */
export const ZMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "validation.month");

/** The two entry points of the one screen (SPEC §2 `{from}`): the area it was opened from. */
export const salesRecordAreas = ["purchase", "finance"] as const;
export type TSalesRecordArea = (typeof salesRecordAreas)[number];

export const ZSupplierSaleMainDto = ZAuditedDto.extend({
  id: z.uuid(),
  supplierId: z.uuid(),
  supplierName: z.string(),
  /** "2026-11" */
  month: z.string(),
  /** the month's first day, YYYY-MM-DD */
  salesTime: z.iso.date(),
  /** decimal strings with 2 places */
  totalSales: z.string(),
  totalCost: z.string(),
  /** how many lines the month counts */
  lineCount: z.number().int(),
  isSettled: z.boolean(),
  actualSettlementAmount: z.string().nullable(),
  settledTime: ZDateTime.nullable(),
  settledUserName: z.string().nullable(),
  settlementRemark: z.string().nullable(),
  /** the month has ended (business time zone): only then can it be settled */
  isMonthEnded: z.boolean(),
});
export type TSupplierSaleMainDto = z.infer<typeof ZSupplierSaleMainDto>;

export const supplierSaleSortFields = [
  "salesTime",
  "supplierName",
  "totalSales",
  "totalCost",
  "actualSettlementAmount",
  "settledTime",
] as const;

const ZMainFields = z.object({ supplierId: z.uuid(), month: ZMonth });

export const ZSettleSupplierSaleInput = z.object({
  id: z.uuid(),
  /** SPEC §5: 'Settlement amount required' when missing or blank */
  actualSettlementAmount: zMoney("validation.settlementAmountRequired"),
  remark: zOptionalText(200),
});

// CRUD /api/services/app/SupplierProductSaleMain/* — a supplier's months; Settled closes one
export const SupplierProductSaleMain = crudContract(
  "SupplierProductSaleMain",
  {
    create: ZMainFields,
    update: ZMainFields.extend({ id: z.uuid() }),
    list: ZPagedSortedInput(supplierSaleSortFields).extend({
      supplierId: z.uuid().optional(),
      /** months from this one on (salesTime ≥ its first day) */
      monthFrom: ZMonth.optional(),
      /** months up to this one, included */
      monthTo: ZMonth.optional(),
      isSettled: z.boolean().optional(),
    }),
    dto: ZSupplierSaleMainDto,
    permissions: {
      read: ["Pages.Purchase.SalesRecord", "Pages.Finance.SalesRecord"],
      create: "Pages.Purchase.SalesRecord.Create",
      update: "Pages.Purchase.SalesRecord.Edit",
      delete: "Pages.Purchase.SalesRecord.Delete",
    },
  },
  {
    // POST /api/services/app/SupplierProductSaleMain/Settled — settles an ended month; amount required
    Settled: op({
      verb: "POST",
      permission: "Pages.Finance.SalesRecord.Settle",
      summary:
        "Settle a supplier's month that has ended with the amount actually paid (required); it is read-only afterwards",
      input: ZSettleSupplierSaleInput,
      output: ZSupplierSaleMainDto,
    }),
  },
);

export const ZSupplierSaleDetailDto = ZAuditedDto.extend({
  id: z.uuid(),
  productSaleMainId: z.uuid(),
  /** the shipped order line it counts; null for a line entered by hand */
  orderLineId: z.uuid().nullable(),
  orderId: z.uuid().nullable(),
  orderCode: z.string().nullable(),
  skuId: z.uuid().nullable(),
  productName: z.string(),
  /** the SKU number */
  productNumber: z.string(),
  quantity: z.number().int(),
  unitPrice: z.string(),
  salesAmount: z.string(),
  unitCost: z.string(),
  costAmount: z.string(),
  shippedTime: ZDateTime.nullable(),
});
export type TSupplierSaleDetailDto = z.infer<typeof ZSupplierSaleDetailDto>;

export const supplierSaleDetailSortFields = [
  "shippedTime",
  "productNumber",
  "productName",
  "orderCode",
  "quantity",
  "salesAmount",
  "costAmount",
] as const;

const ZDetailFields = z.object({
  productName: zRequired(256),
  productNumber: zRequired(64),
  quantity: z
    .number({ error: "validation.integer" })
    .int("validation.integer")
    .min(1, "validation.quantityPositive")
    .max(1_000_000, "validation.tooLarge"),
  unitPrice: ZMoney,
  unitCost: ZMoney,
});

// CRUD /api/services/app/SupplierProductSaleDetail/* — a month's lines; hand-entered ones change
export const SupplierProductSaleDetail = crudContract("SupplierProductSaleDetail", {
  create: ZDetailFields.extend({ productSaleMainId: z.uuid() }),
  update: ZDetailFields.extend({ id: z.uuid() }),
  list: ZPagedSortedInput(supplierSaleDetailSortFields).extend({
    productSaleMainId: z.uuid(),
  }),
  dto: ZSupplierSaleDetailDto,
  permissions: {
    read: ["Pages.Purchase.SalesRecord", "Pages.Finance.SalesRecord"],
    create: "Pages.Purchase.SalesRecord.Edit",
    update: "Pages.Purchase.SalesRecord.Edit",
    delete: "Pages.Purchase.SalesRecord.Edit",
  },
});
