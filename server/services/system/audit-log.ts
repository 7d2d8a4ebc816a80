import "server-only";
import { and, eq } from "drizzle-orm";
import { AuditLog, type TAuditLogFilter } from "@/lib/contracts/audit-log";
import { env } from "@/lib/env";
import { formatDate, formatDateTime } from "@/lib/format";
import type { MessageKey } from "@/lib/i18n/messages";
import { keysetBatches, type PageInput } from "@/server/db/keyset";
import { auditLogs } from "@/server/db/schema";
import { type AuthedCtx, implement } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { pagedList, userNamesById } from "../kit";
import { type SheetColumn, writeSheet, xlsxResponse } from "@/server/xlsx/write";
import {
  type AuditLogRow,
  auditLogDto,
  auditLogWhere,
  entityFamily,
  timeOrder,
} from "./audit-log-query";

// /api/services/app/AuditLog/* (issue 13 item 6; our addition): reads the rows the dispatcher
// writes for every mutating call. Lists page newest first through the (tenant, time, id) index;
// the export reads the whole view in keyset batches.

const a = auditLogs;

/** One page of the tenant's calls under `where`, newest first (by keyset after the first). */
const page = (
  ctx: AuthedCtx,
  where: ReturnType<typeof auditLogWhere>,
  paging: PageInput & Partial<Pick<TAuditLogFilter, "sorting">>,
) =>
  pagedList(ctx, {
    table: a,
    where,
    input: { ...paging, sorting: undefined },
    sortColumns: {},
    fallback: timeOrder(paging),
    toDtos: async (rows: AuditLogRow[]) => {
      const names = await userNamesById(
        ctx,
        rows.map((r) => r.userId),
      );
      return rows.map((row) => auditLogDto(row, names));
    },
  });

/** The view's family of record ids when the filter names a record. */
const familyOf = (ctx: AuthedCtx, f: TAuditLogFilter) =>
  f.entityType && f.entityId ? entityFamily(ctx, f.entityType, f.entityId) : undefined;

type ExportRow = AuditLogRow & { userName: string | null };

/** The sheet's columns, headed in the caller's language; times in the app's time zone. */
function columnsFor(ctx: AuthedCtx): SheetColumn<ExportRow>[] {
  const h = (key: string) => ctx.t(`auditLogs.${key}` as MessageKey);
  return [
    {
      header: h("time"),
      value: (r) => formatDateTime(r.executionTime, env.TIME_ZONE),
      width: 20,
    },
    { header: h("user"), value: (r) => r.userName, width: 16 },
    { header: h("service"), value: (r) => r.serviceName, width: 24 },
    { header: h("method"), value: (r) => r.methodName, width: 24 },
    { header: h("status"), value: (r) => r.statusCode, width: 8 },
    { header: h("error"), value: (r) => r.exception, width: 40 },
    { header: h("duration"), value: (r) => r.executionDuration, width: 10 },
    { header: h("address"), value: (r) => r.clientIpAddress, width: 18 },
    { header: h("input"), value: (r) => r.parameters, width: 60 },
    { header: h("browser"), value: (r) => r.browserInfo, width: 30 },
    { header: h("requestId"), value: (r) => r.requestId, width: 38 },
  ];
}

/** The view's rows in its order, with their users' names, a batch at a time. */
async function* exportRows(
  ctx: AuthedCtx,
  input: TAuditLogFilter,
  out: NodeJS.WritableStream,
): AsyncGenerator<ExportRow> {
  const where = auditLogWhere(ctx, input, await familyOf(ctx, input));
  for await (const batch of keysetBatches<AuditLogRow>(ctx.db, {
    table: a,
    where,
    keys: timeOrder(input),
    out,
  })) {
    const names = await userNamesById(
      ctx,
      batch.map((r) => r.userId),
    );
    for (const row of batch)
      yield { ...row, userName: row.userId ? (names.get(row.userId) ?? null) : null };
  }
}

export const auditLogService = implement(AuditLog, {
  async GetAll(input, ctx) {
    return page(ctx, auditLogWhere(ctx, input, await familyOf(ctx, input)), input);
  },

  async Get({ id }, ctx) {
    const [row] = await ctx.db
      .select()
      .from(a)
      .where(and(eq(a.id, id), eq(a.tenantId, ctx.tenantId)));
    if (!row) throw AppError.notFound("AuditLog", id);
    return auditLogDto(row, await userNamesById(ctx, [row.userId]), true);
  },

  async GetEntityHistory({ entityType, id, ...paging }, ctx) {
    const where = auditLogWhere(ctx, {}, await entityFamily(ctx, entityType, id));
    return page(ctx, where, paging);
  },

  async Export(input, ctx) {
    const name = ctx.t("auditLogs.fileName", { day: formatDate(new Date(), env.TIME_ZONE) });
    return xlsxResponse(
      `${name}.xlsx`,
      (out) =>
        writeSheet(out, ctx.t("auditLogs.sheetName"), columnsFor(ctx), exportRows(ctx, input, out)),
      (error) => ctx.log.error({ err: error }, "audit log export failed"),
    );
  },
});
