import type { Contracts } from "@/lib/contracts";

// "Export any list" (issue 14 item 4): what a list's Export sends to the BFF. Zod-free and
// server-free: the client list kit builds it, app/bff/export reads it.

/** The file: comma-separated text (UTF-8 with BOM) or an Excel workbook. */
export type ExportFormat = "csv" | "xlsx";
export const EXPORT_FORMATS: readonly ExportFormat[] = ["csv", "xlsx"];

/**
 * How a column's value becomes a cell: text as it is; numbers and money as numbers; dates and
 * times as SPEC §9 text (YYYY-MM-DD, YYYY-MM-DD HH:mm:ss) in the app's time zone.
 */
export type ExportKind = "text" | "number" | "money" | "date" | "datetime";
export const EXPORT_KINDS: readonly ExportKind[] = ["text", "number", "money", "date", "datetime"];

/** One column of the file, in the order the table shows it. */
export interface ExportColumn {
  /** the heading, as the table shows it (translated) */
  title: string;
  /** where the value is in a GetAll item ("orderCode", "customer.name") */
  field: string;
  kind: ExportKind;
  /** value → what the person reads (translated enum labels, yes/no) */
  labels?: Record<string, string>;
}

/** The list's own GetAll and the exact input its server page used, minus paging. */
export interface ListSource {
  service: string;
  method: string;
  input: Record<string, unknown>;
}

/** POST /bff/export */
export interface ExportRequest {
  source: ListSource;
  format: ExportFormat;
  columns: ExportColumn[];
  /** the file's name without extension (the date and extension are added) */
  fileName: string;
  /** how true and false read in the person's language */
  yes: string;
  no: string;
}

export const EXPORT_URL = "/bff/export";

/** The largest page an ABP GetAll returns (DESIGN §3); the export reads pages of this size. */
export const EXPORT_PAGE_SIZE = 1000;

const PAGING = new Set(["skipCount", "maxResultCount", "after", "before"]);

/**
 * A list's source for its Export, from the page's GetAll input: `listSource("OrderMain",
 * "GetAll", input)` with the very input the page read its rows with (paging is dropped: the
 * export pages itself).
 */
export function listSource<S extends keyof Contracts>(
  service: S,
  method: keyof Contracts[S] & string,
  input: object,
): ListSource {
  return {
    service,
    method,
    input: Object.fromEntries(
      Object.entries(input).filter(([key, value]) => !PAGING.has(key) && value !== undefined),
    ),
  };
}
