import "server-only";
import { and, eq, ilike, or, sql } from "drizzle-orm";
import { Supplier } from "@/lib/contracts/supplier";
import { stockIns, supplierSaleMains, suppliers } from "@/server/db/schema";
import { implement } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { assertNameFree, crudMethods, usedBy } from "../crud";
import { auditFields, likePattern, liveRows, modified } from "../kit";
import { importSuppliers, supplierTemplate } from "./supplier-import";

// CRUD /api/services/app/Supplier/* (SPEC §3 Suppliers, §7 Supplier), SetSalePriceVisible, and
// the import template and Import (supplier-import.ts). The name is unique ignoring case; a
// supplier a live stock-in or sales month names is not deleted (409 naming them).

const t = suppliers;
type SupplierRow = typeof suppliers.$inferSelect;

const toDto = (r: SupplierRow) => ({
  id: r.id,
  supplierName: r.supplierName,
  mobilePhone: r.mobilePhone,
  realName: r.realName,
  isSalePriceVisible: r.isSalePriceVisible,
  ...auditFields(r),
});

export const supplierService = implement(Supplier, {
  ...crudMethods(Supplier, {
    table: t,
    sortColumns: {
      supplierName: sql`lower(${t.supplierName})`,
      realName: sql`lower(${t.realName})`,
      creationTime: t.creationTime,
    },
    defaultOrder: [sql`lower(${t.supplierName})`, sql`${t.id}`],
    // the contract declares no data scope, so "only mine" is the list's own filter
    where: (input, ctx) =>
      and(
        input.keyword
          ? or(
              ilike(t.supplierName, likePattern(input.keyword)),
              ilike(t.realName, likePattern(input.keyword)),
              ilike(t.mobilePhone, likePattern(input.keyword)),
            )
          : undefined,
        input.isSalePriceVisible !== undefined
          ? eq(t.isSalePriceVisible, input.isSalePriceVisible)
          : undefined,
        input.isOnlyMine ? eq(t.creatorUserId, ctx.user.id) : undefined,
      ),
    toValues: async (input, ctx, existing) => {
      await assertNameFree(t, ctx, input.supplierName, {
        exceptId: existing?.id,
        field: "supplierName",
        column: t.supplierName,
      });
      return {
        supplierName: input.supplierName,
        mobilePhone: input.mobilePhone,
        realName: input.realName,
        isSalePriceVisible: input.isSalePriceVisible,
      };
    },
    // its stock-ins, and the months of its sales (issue 12)
    inUseBy: [
      usedBy(stockIns, stockIns.supplierId, stockIns.inStorageCode),
      usedBy(supplierSaleMains, supplierSaleMains.supplierId, supplierSaleMains.month),
    ],
    labelOf: (row) => String(row.supplierName),
    unique: [{ key: "supplierName" }],
    toDtos: async (rows) => (rows as SupplierRow[]).map(toDto),
  }),
  SetSalePriceVisible: async (input, ctx) => {
    const [row] = await ctx.db
      .update(t)
      .set({ isSalePriceVisible: input.isSalePriceVisible, ...modified(ctx) })
      .where(and(eq(t.id, input.id), liveRows(t, ctx.tenantId)))
      .returning();
    if (!row) throw AppError.notFound("Supplier", input.id);
    return toDto(row);
  },
  DownloadTemplate: async (_input, ctx) => supplierTemplate(ctx),
  Import: (input, ctx) => importSuppliers(input, ctx),
});
