import "server-only";
import { newestFirst } from "@/server/db/keyset";
import { and, eq, gte, ilike, lt, or } from "drizzle-orm";
import { type TOutboundDto, WarehouseOutbound } from "@/lib/contracts/stock";
import { env } from "@/lib/env";
import { dataScopeFilter } from "@/server/auth/data-scope";
import { outboundRecords } from "@/server/db/schema";
import { pdfResponse } from "@/server/http/content-disposition";
import { type AuthedCtx, implement } from "@/server/http/define";
import { renderDeliveryNote } from "@/server/pdf/delivery-note";
import { getRow } from "../crud";
import { likePattern, liveRows, pagedList } from "../kit";
import { type OutboundRow, outboundDtos } from "./outbound-dto";

// GET /api/services/app/WarehouseOutbound/* — outbound records (SPEC §4: ToBeDelivered → Issued)
// and their delivery notes. Orders make and issue the records through outbound-posting.ts; these
// methods only read. Narrowed by the Outbound page's data scope through the record's warehouse.

const t = outboundRecords;

const scopeOf = (ctx: AuthedCtx) =>
  dataScopeFilter(ctx, WarehouseOutbound.GetAll.dataScope!, {
    creator: t.creatorUserId,
    warehouse: t.warehouseId,
  });

/** One record the caller may see, or 404 (outside the data scope a record is absent). */
async function getOutbound(ctx: AuthedCtx, id: string): Promise<TOutboundDto> {
  const row = await getRow(t, ctx, id, "WarehouseOutbound", await scopeOf(ctx));
  return (await outboundDtos(ctx, [row as OutboundRow]))[0]!;
}

export const warehouseOutboundService = implement(WarehouseOutbound, {
  // GET …/GetAll — by keyword (outbound code, order code, recipient), status, warehouse, period
  GetAll: async (input, ctx) =>
    pagedList<OutboundRow, TOutboundDto>(ctx, {
      table: t,
      where: and(
        liveRows(t, ctx.tenantId),
        await scopeOf(ctx),
        input.keyword
          ? or(
              ilike(t.outboundCode, likePattern(input.keyword)),
              ilike(t.orderCode, likePattern(input.keyword)),
              ilike(t.recipientName, likePattern(input.keyword)),
            )
          : undefined,
        input.status ? eq(t.status, input.status) : undefined,
        input.warehouseId ? eq(t.warehouseId, input.warehouseId) : undefined,
        input.from ? gte(t.creationTime, new Date(input.from)) : undefined,
        input.to ? lt(t.creationTime, new Date(input.to)) : undefined,
      ),
      input,
      sortColumns: {
        outboundCode: t.outboundCode,
        creationTime: t.creationTime,
        issuedTime: t.issuedTime,
        status: t.status,
      },
      fallback: newestFirst(t),
      toDtos: (rows) => outboundDtos(ctx, rows),
    }),
  Get: async (input, ctx) => getOutbound(ctx, input.id),
  // GET …/DeliveryNote — the note as a PDF in the caller's language, inline unless `download`
  DeliveryNote: async (input, ctx) => {
    const note = await getOutbound(ctx, input.id);
    const bytes = await renderDeliveryNote(note, { t: ctx.t, timeZone: env.TIME_ZONE });
    return pdfResponse(bytes, `${note.outboundCode}.pdf`, !input.download);
  },
});
