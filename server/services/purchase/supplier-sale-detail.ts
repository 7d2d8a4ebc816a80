import "server-only";
import Decimal from "decimal.js";
import { eq, sql } from "drizzle-orm";
import { SupplierProductSaleDetail } from "@/lib/contracts/supplier-sales";
import { supplierSaleDetails, supplierSaleMains } from "@/server/db/schema";
import { type AuthedCtx, implement } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { crudMethods, getRow } from "../crud";
import { auditFields, isoOrNull } from "../kit";
import { refuseIfSettled, type SaleMainRow, supplierNameOf } from "./supplier-sale";
import { recomputeTotals } from "./supplier-sale-recording";

// CRUD /api/services/app/SupplierProductSaleDetail/* (SPEC §7): a month's lines. Lines entered
// by hand can change while the month is open, and its totals follow; a line counting a shipped
// order is as the order shipped (409), and a settled month's lines change no more (409).

const t = supplierSaleDetails;
type DetailRow = typeof supplierSaleDetails.$inferSelect;

/** The month a line belongs to, locked, while it is open (404 when gone, 409 once settled). */
async function openMonth(ctx: AuthedCtx, mainId: string) {
  const main = (await getRow(
    supplierSaleMains,
    ctx,
    mainId,
    "SupplierProductSaleMain",
    undefined,
    true,
  )) as SaleMainRow;
  refuseIfSettled(main, await supplierNameOf(ctx, main.supplierId));
  return main;
}

/** A line a shipped order made is as it shipped: 409 naming the order. */
function refuseIfFromOrder(row: DetailRow) {
  if (row.orderLineId)
    throw AppError.conflict("api.errors.supplierSaleOrderLine", {
      code: row.orderCode ?? "",
      number: row.productNumber,
    });
}

const money = (v: string | null) => (v === null ? "0.00" : Number(v).toFixed(2));

const toDto = (r: DetailRow) => ({
  id: r.id,
  productSaleMainId: r.productSaleMainId,
  orderLineId: r.orderLineId,
  orderId: r.orderId,
  orderCode: r.orderCode,
  skuId: r.skuId,
  productName: r.productName,
  productNumber: r.productNumber,
  quantity: r.quantity,
  unitPrice: money(r.unitPrice),
  salesAmount: money(r.salesAmount),
  unitCost: money(r.unitCost),
  costAmount: money(r.costAmount),
  shippedTime: isoOrNull(r.shippedTime),
  ...auditFields(r),
});

/** quantity × price, rounded half up to 2 decimals (SPEC §9). */
const times = (price: string, quantity: number) =>
  new Decimal(price).times(quantity).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

export const supplierSaleDetailService = implement(SupplierProductSaleDetail, {
  ...crudMethods(SupplierProductSaleDetail, {
    table: t,
    sortColumns: {
      shippedTime: t.shippedTime,
      productNumber: sql`lower(${t.productNumber})`,
      productName: sql`lower(${t.productName})`,
      orderCode: t.orderCode,
      quantity: t.quantity,
      salesAmount: t.salesAmount,
      costAmount: t.costAmount,
    },
    defaultOrder: [
      sql`${t.shippedTime} desc nulls last`,
      sql`${t.creationTime} desc`,
      sql`${t.id}`,
    ],
    where: (input) => eq(t.productSaleMainId, input.productSaleMainId),
    toValues: async (input, ctx, existing) => {
      const row = existing as DetailRow | undefined;
      if (row) refuseIfFromOrder(row);
      const mainId =
        row?.productSaleMainId ?? (input as { productSaleMainId: string }).productSaleMainId;
      await openMonth(ctx, mainId);
      return {
        ...(row ? {} : { productSaleMainId: mainId }),
        productName: input.productName,
        productNumber: input.productNumber,
        quantity: input.quantity,
        unitPrice: input.unitPrice,
        salesAmount: times(input.unitPrice, input.quantity),
        unitCost: input.unitCost,
        costAmount: times(input.unitCost, input.quantity),
      };
    },
    afterSave: async (row, _input, ctx) =>
      recomputeTotals(ctx.db, [(row as DetailRow).productSaleMainId]),
    beforeDelete: async (existing, ctx) => {
      const row = existing as DetailRow;
      refuseIfFromOrder(row);
      await openMonth(ctx, row.productSaleMainId);
      await recomputeTotals(ctx.db, [row.productSaleMainId], row.id);
    },
    labelOf: (row) => String(row.productNumber),
    toDtos: async (rows) => (rows as DetailRow[]).map(toDto),
  }),
});
