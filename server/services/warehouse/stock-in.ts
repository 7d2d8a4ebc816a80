import "server-only";
import Decimal from "decimal.js";
import { and, asc, eq, exists, ilike, inArray, type SQL, sql } from "drizzle-orm";
import { IN_STORAGE_TYPE_KEY } from "@/lib/contracts/data-dictionary";
import { type TStockInDto, WarehouseInStorageMain } from "@/lib/contracts/stock";
import { dataScopeFilter } from "@/server/auth/data-scope";
import { productSkus, products, stockInLines, stockIns, suppliers } from "@/server/db/schema";
import { attachmentsOf, bindAttachments, toAttachmentDto } from "@/server/files/attachments";
import { type AuthedCtx, implement } from "@/server/http/define";
import { AppError, type FieldError } from "@/server/http/errors";
import { assertNameFree, crudMethods, getRow } from "../crud";
import { auditFields, isoOrNull, likePattern, liveRows, modified } from "../kit";
import { dictionaryValues } from "../system/data-dictionary";
import { postStock } from "./stock-posting";
import { assertWarehouse, liveLocation, locationCodes, warehouseNames } from "./shared";

// CRUD /api/services/app/WarehouseInStorageMain/* and Warehousing — stock-ins (SPEC §3, §4, §5
// Stock-in, §7; DESIGN §5 Stock). Every header field but the remark is required and checked here
// against live rows (supplier, in-storage type, warehouse in the caller's scope, an enabled
// location of that warehouse, SKUs); the lines are replaced on every save. Warehousing posts the
// lines to the ledger at the stock-in's location in the method's transaction and makes the
// stock-in read-only: Update, Delete and a second Warehousing are refused (409 saying when).

const t = stockIns;
type StockInRow = typeof stockIns.$inferSelect;
const ENTITY = "WarehouseInStorageMain";
/** Files of a stock-in are kept under this host type (lib/contracts/enum-values.ts). */
const HOST_TYPE = "Warehousing";
const PAGE = WarehouseInStorageMain.GetAll.dataScope!;

/** The stock-ins the caller's data scope lets it reach: by creator, or by warehouse. */
const scopeOf = (ctx: AuthedCtx) =>
  dataScopeFilter(ctx, PAGE, { creator: t.creatorUserId, warehouse: t.warehouseId });

/** "2026-11-24 11:03 UTC": when a stock-in was warehoused, in the 409 that refuses a change. */
const whenOf = (date: Date) => `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** A warehoused stock-in is read-only (409 saying when it was warehoused). */
function refuseWarehoused(row: StockInRow) {
  if (row.isWarehoused)
    throw AppError.conflict("api.errors.stockInWarehoused", {
      code: row.inStorageCode,
      time: whenOf(row.warehousedTime ?? row.lastModificationTime ?? row.creationTime),
    });
}

/** Stock-ins with a line whose SKU matches `condition`. */
const withLine = (ctx: AuthedCtx, condition: SQL) =>
  exists(
    ctx.db
      .select({ one: sql`1` })
      .from(stockInLines)
      .innerJoin(productSkus, eq(productSkus.id, stockInLines.skuId))
      .where(and(eq(stockInLines.stockInId, t.id), condition)),
  );

type Input = {
  supplierId: string;
  inStorageType: string;
  warehouseId: string;
  locationId: string;
  lines: { skuId: string }[];
};

/**
 * The references a save names besides its warehouse, each live (held FOR SHARE until commit, so
 * a concurrent delete waits or is refused): every refused field at once.
 */
async function checkReferences(ctx: AuthedCtx, input: Input) {
  const issues: FieldError[] = [];

  const [supplier] = await ctx.db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.id, input.supplierId), liveRows(suppliers, ctx.tenantId)))
    .for("share");
  if (!supplier)
    issues.push({
      members: ["supplierId"],
      message: "api.errors.entityNotFound",
      values: { entity: "Supplier", id: input.supplierId },
    });

  const types = await dictionaryValues(ctx, IN_STORAGE_TYPE_KEY);
  if (!types.some((v) => v.key === input.inStorageType))
    issues.push({
      members: ["inStorageType"],
      message: "api.errors.unknownInStorageType",
      values: { value: input.inStorageType },
    });

  const place = await liveLocation(ctx, input.locationId);
  if (!place)
    issues.push({
      members: ["locationId"],
      message: "api.errors.entityNotFound",
      values: { entity: "WarehouseLocation", id: input.locationId },
    });
  else if (place.warehouseId !== input.warehouseId)
    issues.push({ members: ["locationId"], message: "api.errors.locationNotInWarehouse" });
  else if (place.status !== "Enable")
    issues.push({
      members: ["locationId"],
      message: "api.errors.locationDisabled",
      values: { code: place.code },
    });

  const skuIds = input.lines.map((l) => l.skuId);
  const found = await ctx.db
    .select({ id: productSkus.id })
    .from(productSkus)
    .where(and(liveRows(productSkus, ctx.tenantId), inArray(productSkus.id, skuIds)))
    .orderBy(productSkus.id)
    .for("share");
  const live = new Set(found.map((s) => s.id));
  input.lines.forEach((line, index) => {
    if (!live.has(line.skuId))
      issues.push({
        members: [`lines.${index}.skuId`],
        message: "api.errors.entityNotFound",
        values: { entity: "ProductSku", id: line.skuId },
      });
  });
  if (issues.length) throw new AppError("validation", "api.errors.validation", {}, issues);
}

/** A page of stock-ins as DTOs: one query per related table. */
async function stockInDtos(ctx: AuthedCtx, rows: StockInRow[]): Promise<TStockInDto[]> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const lines = await ctx.db
    .select({
      id: stockInLines.id,
      stockInId: stockInLines.stockInId,
      skuId: stockInLines.skuId,
      quantity: stockInLines.quantity,
      costPrice: stockInLines.costPrice,
      skuNumber: productSkus.number,
      skuName: productSkus.name,
      productName: products.name,
      model: productSkus.model,
    })
    .from(stockInLines)
    .leftJoin(productSkus, eq(productSkus.id, stockInLines.skuId))
    .leftJoin(products, eq(products.id, productSkus.productId))
    .where(inArray(stockInLines.stockInId, ids))
    .orderBy(asc(stockInLines.sortOrder), asc(stockInLines.id));
  const supplierRows = await ctx.db
    .select({ id: suppliers.id, name: suppliers.supplierName })
    .from(suppliers)
    .where(inArray(suppliers.id, [...new Set(rows.map((r) => r.supplierId))]));
  const supplierNames = new Map(supplierRows.map((s) => [s.id, s.name]));
  const warehouses = await warehouseNames(ctx, rows);
  const codes = await locationCodes(
    ctx,
    rows.map((r) => r.locationId),
  );
  const typeNames = new Map(
    (await dictionaryValues(ctx, IN_STORAGE_TYPE_KEY)).map((v) => [v.key, v.displayName]),
  );
  const files = await attachmentsOf(ctx.db, ctx.tenantId, HOST_TYPE, ids);

  return rows.map((r) => {
    const own = lines
      .filter((l) => l.stockInId === r.id)
      .map((l) => ({
        id: l.id,
        skuId: l.skuId,
        skuNumber: l.skuNumber ?? "",
        productName: l.productName ?? l.skuName ?? "",
        model: l.model || null,
        quantity: l.quantity,
        costPrice: l.costPrice,
        amount: new Decimal(l.costPrice).times(l.quantity).toFixed(2),
      }));
    return {
      id: r.id,
      inStorageCode: r.inStorageCode,
      supplierId: r.supplierId,
      supplierName: supplierNames.get(r.supplierId) ?? "",
      purchaseCode: r.purchaseCode,
      inStorageType: r.inStorageType,
      inStorageTypeName: typeNames.get(r.inStorageType) ?? r.inStorageType,
      handler: r.handler,
      inStorageTime: r.inStorageTime.toISOString(),
      warehouseId: r.warehouseId,
      warehouseName: warehouses.get(r.warehouseId) ?? "",
      locationId: r.locationId,
      locationCode: codes.get(r.locationId) ?? "",
      isWarehoused: r.isWarehoused,
      warehousedTime: isoOrNull(r.warehousedTime),
      remark: r.remark,
      lines: own,
      totalQuantity: own.reduce((n, l) => n + l.quantity, 0),
      totalAmount: own.reduce((sum, l) => sum.plus(l.amount), new Decimal(0)).toFixed(2),
      attachments: files.filter((f) => f.hostId === r.id).map(toAttachmentDto),
      ...auditFields(r),
    };
  });
}

const crud = crudMethods(WarehouseInStorageMain, {
  table: t,
  scopeColumns: { warehouse: t.warehouseId },
  sortColumns: {
    inStorageCode: sql`lower(${t.inStorageCode})`,
    inStorageTime: t.inStorageTime,
    creationTime: t.creationTime,
    isWarehoused: t.isWarehoused,
  },
  where: (input, ctx) =>
    and(
      input.productSkuNumber
        ? withLine(ctx, ilike(productSkus.number, likePattern(input.productSkuNumber)))
        : undefined,
      input.model ? withLine(ctx, ilike(productSkus.model, likePattern(input.model))) : undefined,
      input.inStorageCode ? ilike(t.inStorageCode, likePattern(input.inStorageCode)) : undefined,
      input.supplierId ? eq(t.supplierId, input.supplierId) : undefined,
      input.warehouseId ? eq(t.warehouseId, input.warehouseId) : undefined,
      input.isWarehoused !== undefined ? eq(t.isWarehoused, input.isWarehoused) : undefined,
    ),
  toValues: async (input, ctx, existing) => {
    if (existing) refuseWarehoused(existing as StockInRow);
    // the warehouse first: outside the caller's scope nothing else about the save matters
    await assertWarehouse(ctx, input.warehouseId, PAGE);
    await assertNameFree(t, ctx, input.inStorageCode, {
      exceptId: existing?.id,
      field: "inStorageCode",
      column: t.inStorageCode,
      message: "api.errors.inStorageCodeTaken",
    });
    await checkReferences(ctx, input);
    return {
      inStorageCode: input.inStorageCode,
      supplierId: input.supplierId,
      purchaseCode: input.purchaseCode,
      inStorageType: input.inStorageType,
      handler: input.handler,
      inStorageTime: new Date(input.inStorageTime),
      warehouseId: input.warehouseId,
      locationId: input.locationId,
      remark: input.remark || null,
    };
  },
  afterSave: async (row, input, ctx) => {
    // the lines are replaced: a stock-in that is not warehoused yet has posted nothing
    await ctx.db.delete(stockInLines).where(eq(stockInLines.stockInId, row.id));
    await ctx.db.insert(stockInLines).values(
      input.lines.map((line, index) => ({
        tenantId: ctx.tenantId,
        stockInId: row.id,
        skuId: line.skuId,
        quantity: line.quantity,
        costPrice: line.costPrice,
        sortOrder: index,
      })),
    );
    await bindAttachments(ctx, HOST_TYPE, row.id, input.attachmentIds, "attachmentIds");
  },
  labelOf: (row) => String(row.inStorageCode),
  beforeDelete: async (row) => refuseWarehoused(row as StockInRow),
  toDtos: (rows, ctx) => stockInDtos(ctx, rows as StockInRow[]),
});

export const warehouseInStorageMainService = implement(WarehouseInStorageMain, {
  ...crud,
  Warehousing: async (input, ctx) => {
    const row = (await getRow(t, ctx, input.id, ENTITY, await scopeOf(ctx), true)) as StockInRow;
    refuseWarehoused(row);
    // the location may have been disabled since the stock-in was saved (it cannot be deleted
    // or moved while the stock-in points at it, but the check is cheap and holds it)
    const place = await liveLocation(ctx, row.locationId);
    if (!place || place.status !== "Enable" || place.warehouseId !== row.warehouseId)
      throw AppError.conflict("api.errors.stockInLocationUnavailable", {
        code: place?.code ?? (await locationCodes(ctx, [row.locationId])).get(row.locationId) ?? "",
      });
    const lines = await ctx.db
      .select({ skuId: stockInLines.skuId, quantity: stockInLines.quantity })
      .from(stockInLines)
      .where(eq(stockInLines.stockInId, row.id))
      .orderBy(asc(stockInLines.sortOrder));
    // a SKU deleted since the stock-in was saved takes no stock: edit the stock-in first. The
    // SKUs are locked (in id order, as postStock locks them) so a delete cannot slip in between.
    const skus = await ctx.db
      .select({ number: productSkus.number, isDeleted: productSkus.isDeleted })
      .from(productSkus)
      .where(
        and(
          eq(productSkus.tenantId, ctx.tenantId),
          inArray(
            productSkus.id,
            lines.map((l) => l.skuId),
          ),
        ),
      )
      .orderBy(asc(productSkus.id))
      .for("update");
    const gone = skus.filter((s) => s.isDeleted);
    if (gone.length)
      throw AppError.conflict("api.errors.stockInSkuGone", {
        numbers: gone.map((s) => s.number).join(", "),
      });
    await postStock(
      ctx,
      { reason: "StockIn", reference: row.inStorageCode, referenceId: row.id },
      lines.map((l) => ({
        skuId: l.skuId,
        warehouseId: row.warehouseId,
        locationId: row.locationId,
        delta: l.quantity,
      })),
    );
    const now = new Date();
    const [done] = (await ctx.db
      .update(t)
      .set({ isWarehoused: true, warehousedTime: now, ...modified(ctx) })
      .where(eq(t.id, row.id))
      .returning()) as StockInRow[];
    return (await stockInDtos(ctx, [done!]))[0]!;
  },
});
