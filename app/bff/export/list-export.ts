import "server-only";
import { PassThrough, Readable } from "node:stream";
import * as z from "zod";
import type { Op } from "@/lib/api/define";
import { contracts } from "@/lib/contracts";
import { env } from "@/lib/env";
import { formatDate, formatDateTime } from "@/lib/format";
import {
  EXPORT_FORMATS,
  EXPORT_KINDS,
  EXPORT_PAGE_SIZE,
  type ExportColumn,
  type ExportRequest,
} from "@/lib/list-export";
import { contentDisposition } from "@/server/http/content-disposition";
import { drained, isGone, neutraliseCell, writeSheet, XLSX_TYPE } from "@/server/xlsx/write";
import { callUpstream, type UpstreamContext } from "@/lib/upstream/client";

// "Export any list" (issue 14 item 4) in the BFF: the list's own GetAll, called through the one
// upstream client with the person's token (so the upstream checks the permission, whichever
// implementation UPSTREAM_API_URL names), a page of 1,000 at a time, each page written to the
// file as it arrives. No row cap; memory holds one page.

const ZExportRequest = z.object({
  source: z.object({
    service: z.string().max(100),
    method: z.string().max(100),
    input: z.record(z.string(), z.unknown()),
  }),
  format: z.enum(EXPORT_FORMATS as [ExportRequest["format"], ...ExportRequest["format"][]]),
  columns: z
    .array(
      z.object({
        title: z.string().max(200),
        field: z
          .string()
          .regex(/^[A-Za-z_$][\w$]*(\.([A-Za-z_$][\w$]*|\d+))*$/)
          .max(200),
        kind: z.enum(EXPORT_KINDS as [ExportColumn["kind"], ...ExportColumn["kind"][]]),
        labels: z.record(z.string().max(200), z.string().max(500)).optional(),
      }),
    )
    .min(1)
    .max(200),
  fileName: z.string().trim().min(1).max(100),
  yes: z.string().max(50),
  no: z.string().max(50),
});

/** Why an export cannot start (answered as the envelope's error, 400/404). */
export class ExportRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A name Excel takes for a sheet: no []:*?/\\, no quote at either end, at most 31 characters. */
function sheetName(fileName: string) {
  const name = fileName
    .replace(/[[\]:*?/\\]/g, " ")
    .replace(/^'+|'+$/g, "")
    .trim()
    .slice(0, 31)
    .trim();
  return name || "Export";
}

/** A paged, read-only list method of the contracts ("GetAll", "GetMainAll", …). */
function listMethod(service: string, method: string): Op {
  const methods = Object.hasOwn(contracts, service)
    ? (contracts[service as keyof typeof contracts] as Record<string, Op>)
    : undefined;
  const op = methods && Object.hasOwn(methods, method) ? methods[method] : undefined;
  const shape = (op?.input as { shape?: Record<string, unknown> } | undefined)?.shape;
  if (
    !op ||
    op.bff === false ||
    op.raw ||
    !/^Get/.test(method) ||
    !shape ||
    !("skipCount" in shape) ||
    !("maxResultCount" in shape)
  )
    throw new ExportRefusal(404, `${service}.${method} is not a list`);
  // a list with its own Export (the audit log, sales statistics) is downloaded through it: the
  // upstream checks that method's permission and audits the download (review finding)
  if (Object.hasOwn(methods!, "Export"))
    throw new ExportRefusal(403, `${service} is exported with its own Export method`);
  return op;
}

/** The request, checked; a refusal says what is wrong. */
export function readExportRequest(body: unknown): { request: ExportRequest; op: Op } {
  const parsed = ZExportRequest.safeParse(body);
  if (!parsed.success) throw new ExportRefusal(400, z.prettifyError(parsed.error));
  const request = parsed.data;
  return { request, op: listMethod(request.source.service, request.source.method) };
}

/**
 * The list's `sorting` with a last tie-breaker on `id` when the method's sort allow-list takes
 * it, so pages never overlap or miss rows whose sort values are equal.
 */
function stableSorting(op: Op, sorting: unknown): string | undefined {
  const given = typeof sorting === "string" && sorting.trim() ? sorting.trim() : undefined;
  if (given && /(^|,)\s*id(\s|,|$)/i.test(given)) return given;
  const withId = given ? `${given}, id asc` : "id asc";
  const sortingSchema = (op.input as unknown as { shape: Record<string, z.ZodType> }).shape.sorting;
  return sortingSchema?.safeParse(withId).success ? withId : given;
}

type Item = Record<string, unknown>;

/**
 * Every item of the list in its order: pages of 1,000 through the upstream, each after the last
 * one's cursor when the list gives cursors, else by skip/take. Rows
 * that appear again at the top of the next page (inserted before the position while the export
 * ran) are written once. `between` runs between pages (waits for the file to be taken).
 */
async function* listPages(
  op: Op,
  input: Record<string, unknown>,
  ctx: UpstreamContext,
  between: () => Promise<boolean> = async () => true,
): AsyncGenerator<Item[]> {
  const sorting = stableSorting(op, input.sorting);
  let previous = new Set<unknown>();
  let after: string | undefined;
  for (let skip = 0; ; skip += EXPORT_PAGE_SIZE) {
    const page = (await callUpstream(
      op,
      { ...input, sorting, skipCount: skip, maxResultCount: EXPORT_PAGE_SIZE, after } as never,
      ctx,
    )) as {
      items?: unknown;
      totalCount?: unknown;
      totalCountIsEstimate?: unknown;
      pageCursors?: { last?: unknown };
    };
    if (!Array.isArray(page?.items))
      throw new ExportRefusal(404, `${op.service}.${op.method} is not a list`);
    const items = page.items as Item[];
    const fresh = items.filter((item) => item?.id === undefined || !previous.has(item.id));
    if (fresh.length) yield fresh;
    if (items.length < EXPORT_PAGE_SIZE) return;
    // an estimated total may be short of the truth: then only a short page ends the list
    const exact = page.totalCountIsEstimate !== true && typeof page.totalCount === "number";
    if (exact && skip + items.length >= (page.totalCount as number)) return;
    previous = new Set(items.map((item) => item?.id));
    // by keyset when the list gives cursors (a deep page costs what the first does), else by offset
    after = typeof page.pageCursors?.last === "string" ? page.pageCursors.last : undefined;
    if (!(await between())) return;
  }
}

const valueAt = (item: Item, field: string): unknown =>
  field
    .split(".")
    .reduce<unknown>(
      (v, key) => (v && typeof v === "object" ? (v as Record<string, unknown>)[key] : undefined),
      item,
    );

type Cell = string | number | null;

/** One cell of a column from an item, as the table shows it (see ExportKind). */
export function cellOf(item: Item, column: ExportColumn, yes: string, no: string): Cell {
  const value = valueAt(item, column.field);
  if (value === null || value === undefined || value === "") return null;
  const label = column.labels?.[String(value)];
  if (label !== undefined) return label;
  if (typeof value === "boolean") return value ? yes : no;
  switch (column.kind) {
    case "number":
    case "money": {
      const n = typeof value === "number" ? value : Number(value);
      return Number.isFinite(n) ? n : String(value);
    }
    case "date":
    case "datetime":
      if (typeof value === "string" || value instanceof Date) {
        const at = new Date(value);
        if (!Number.isNaN(at.getTime()))
          return column.kind === "date"
            ? formatDate(at, env.TIME_ZONE)
            : formatDateTime(at, env.TIME_ZONE);
      }
      return String(value);
    default:
      if (typeof value === "number") return value;
      if (Array.isArray(value)) return value.map((v) => textOf(v)).join(", ");
      return textOf(value);
  }
}

function textOf(value: unknown): string {
  if (value && typeof value === "object") {
    const named = (value as Record<string, unknown>).name;
    return typeof named === "string" ? named : JSON.stringify(value);
  }
  return String(value);
}

/** One CSV field (RFC 4180), neutralised so no spreadsheet runs it as a formula. */
export function csvField(cell: Cell): string {
  if (cell === null) return "";
  if (typeof cell === "number") return String(cell);
  const text = String(neutraliseCell(cell));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: Cell[]) => `${cells.map(csvField).join(",")}\r\n`;

const fileNameOf = (request: ExportRequest) =>
  `${request.fileName} ${formatDate(new Date(), env.TIME_ZONE)}.${request.format}`;

const headersOf = (request: ExportRequest, type: string) => ({
  "content-type": type,
  "content-disposition": contentDisposition(fileNameOf(request), false),
  "x-content-type-options": "nosniff",
  "cache-control": "private, no-store",
});

/**
 * The export as a streamed file. The first page is read before answering, so a refusal (no
 * permission, a bad filter) is a proper error answer, not a broken file; the rest is written as
 * it arrives, the next page read only once the file has been taken (flat memory).
 */
export async function exportList(
  request: ExportRequest,
  op: Op,
  ctx: UpstreamContext,
  onError: (error: unknown) => void,
): Promise<Response> {
  const { columns, yes, no } = request;
  const row = (item: Item) => columns.map((c) => cellOf(item, c, yes, no));
  if (request.format === "csv") {
    const pages = listPages(op, request.source.input, ctx);
    const first = await pages.next();
    const encoder = new TextEncoder();
    const firstRows: Item[] = first.done ? [] : first.value;
    let head: string | null =
      `\uFEFF${csvLine(columns.map((c) => c.title))}${firstRows.map((i) => csvLine(row(i))).join("")}`;
    const body = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          if (head !== null) {
            controller.enqueue(encoder.encode(head));
            head = null;
            if (first.done) controller.close();
            return;
          }
          try {
            const next = await pages.next();
            if (next.done) return controller.close();
            controller.enqueue(encoder.encode(next.value.map((i) => csvLine(row(i))).join("")));
          } catch (error) {
            onError(error);
            controller.error(error);
          }
        },
        async cancel() {
          await pages.return(undefined);
        },
      },
      { highWaterMark: 0 },
    );
    return new Response(body, { headers: headersOf(request, "text/csv; charset=utf-8") });
  }

  const out = new PassThrough();
  const pages = listPages(op, request.source.input, ctx, async () => {
    await drained(out);
    return !isGone(out);
  });
  const first = await pages.next();
  async function* rows() {
    if (first.done) return;
    for (const item of first.value) yield row(item);
    for await (const page of pages) for (const item of page) yield row(item);
  }
  const sheet = columns.map((c, i) => ({
    header: c.title,
    value: (cells: Cell[]) => cells[i],
    numFmt: c.kind === "money" ? "#,##0.00" : undefined,
    width: c.kind === "datetime" ? 20 : 16,
  }));
  writeSheet(out, sheetName(request.fileName), sheet, rows()).catch((error: unknown) => {
    if (!isGone(out)) onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return new Response(Readable.toWeb(out) as ReadableStream<Uint8Array>, {
    headers: headersOf(request, XLSX_TYPE),
  });
}
