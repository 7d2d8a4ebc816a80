import "server-only";
import Decimal from "decimal.js";
import { and, eq, ne, sql } from "drizzle-orm";
import { MONEY_LIMIT } from "@/lib/contracts/money";
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

const money = (v: string) => Number(v).toFixed(2);

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

/** The largest amount numeric(18,2) holds, as the messages show it. */
const MAX_AMOUNT = MONEY_LIMIT.minus("0.01").toFixed(2);

/**
 * quantity × price, rounded half up to 2 decimals (SPEC §9); an amount numeric(18,2) cannot hold
 * is refused on the price's field (`unitPrice` or `unitCost`), naming the quantity.
 */
function times(price: string, quantity: number, field: "unitPrice" | "unitCost") {
  const amount = new Decimal(price).times(quantity).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  if (amount.gte(MONEY_LIMIT))
    throw AppError.field(field, "api.errors.supplierSaleLineTooLarge", {
      field,
      max: MAX_AMOUNT,
    });
  return amount.toFixed(2);
}

/** The month's totals with this line (`lineId`: its old self, left out) must fit too: else 409. */
async function checkMonthTotals(
  ctx: AuthedCtx,
  mainId: string,
  lineId: string | undefined,
  amounts: { salesAmount: string; costAmount: string },
) {
  const [others] = await ctx.db
    .select({
      sales: sql<string>`coalesce(sum(${t.salesAmount}), 0)::text`,
      cost: sql<string>`coalesce(sum(${t.costAmount}), 0)::text`,
    })
    .from(t)
    .where(
      and(
        eq(t.productSaleMainId, mainId),
        eq(t.isDeleted, false),
        lineId ? ne(t.id, lineId) : undefined,
      ),
    );
  const sales = new Decimal(others?.sales ?? 0).plus(amounts.salesAmount);
  const cost = new Decimal(others?.cost ?? 0).plus(amounts.costAmount);
  if (sales.gte(MONEY_LIMIT) || cost.gte(MONEY_LIMIT))
    throw AppError.conflict("api.errors.supplierSaleTotalTooLarge", { max: MAX_AMOUNT });
}

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
      const amounts = {
        salesAmount: times(input.unitPrice, input.quantity, "unitPrice"),
        costAmount: times(input.unitCost, input.quantity, "unitCost"),
      };
      await checkMonthTotals(ctx, mainId, row?.id, amounts);
      return {
        ...(row ? {} : { productSaleMainId: mainId }),
        productName: input.productName,
        productNumber: input.productNumber,
        quantity: input.quantity,
        unitPrice: input.unitPrice,
        unitCost: input.unitCost,
        ...amounts,
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
