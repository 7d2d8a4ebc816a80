import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { TImportResult } from "@/lib/contracts/enums";
import { appEnums } from "@/lib/contracts/enum-values";
import { importRules } from "@/lib/contracts/import-rules";
import {
  type TSupplierImportResult,
  type TSupplierImportRow,
  ZSupplierFields,
  type ZSupplierImportInput,
} from "@/lib/contracts/supplier";
import type { MessageKey } from "@/lib/i18n/messages";
import { locales } from "@/lib/i18n/locales";
import { errorMapFor, fieldErrorsOf } from "@/lib/validation";
import { suppliers } from "@/server/db/schema";
import type { AuthedCtx } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { getTranslator, type Translate } from "@/server/i18n";
import { readTable, type TableColumn, type XlsxCell } from "@/server/xlsx/read";
import { type SheetColumn, writeSheet, xlsxResponse } from "@/server/xlsx/write";
import type * as z from "zod";
import { created, liveRows, modified } from "../kit";

// GET Supplier/DownloadTemplate and POST Supplier/Import (SPEC §3 import results, §7). A row is
// matched to a supplier by its name ignoring case (the unique index's rule): the same data is
// Exist, anything different Updated, an unknown name Inserted; a row that cannot be read is
// DataConvertFailed, one that breaks the supplier's rules ValidationError. A dry run (the
// default) only reports; a commit reads the file again, checks again and writes all of it in
// the call's one transaction, or nothing (it refuses a file with problem rows unless told to
// leave them out). Nothing is kept between the two calls.

const t = suppliers;
const FIELDS = ["supplierName", "mobilePhone", "realName", "isSalePriceVisible"] as const;
type Field = (typeof FIELDS)[number];

const label = (tr: Translate, field: Field) => tr(`suppliers.import.columns.${field}`);
const everyLanguage = (key: MessageKey) => locales.map((l) => getTranslator(l)(key));

/** Headings in any of the four languages, or the field's own name. */
const columns = (tr: Translate): TableColumn<Field>[] =>
  FIELDS.map((key) => ({
    key,
    headings: [key, ...everyLanguage(`suppliers.import.columns.${key}`)],
    required: key !== "isSalePriceVisible",
    label: label(tr, key),
  }));

/** Yes and No in every language, and what spreadsheets and programs write for them. */
const yesNo = new Map<string, boolean>([
  ...everyLanguage("suppliers.import.yes").map((w) => [w.toLowerCase(), true] as const),
  ...everyLanguage("suppliers.import.no").map((w) => [w.toLowerCase(), false] as const),
  ...(["true", "yes", "y", "1"] as const).map((w) => [w, true] as const),
  ...(["false", "no", "n", "0"] as const).map((w) => [w, false] as const),
]);

type Read<T> = { ok: true; value: T } | { ok: false; reason: MessageKey };
const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const failed = (reason: MessageKey): Read<never> => ({ ok: false, reason });

function textOf(cell: XlsxCell): Read<string | null> {
  switch (cell.kind) {
    case "empty":
      return ok(null);
    case "text":
      return ok(cell.text.trim() || null);
    case "number": // a phone number typed as a number
      return ok(String(cell.value));
    case "formula":
      return failed("suppliers.import.reasons.formula");
    case "error":
      return failed("suppliers.import.reasons.errorValue");
    case "date":
      return failed("suppliers.import.reasons.date");
    case "boolean":
      return failed("suppliers.import.reasons.notText");
  }
}

function yesNoOf(cell: XlsxCell): Read<boolean | null> {
  if (cell.kind === "boolean") return ok(cell.value);
  if (cell.kind === "number" && (cell.value === 0 || cell.value === 1)) return ok(cell.value === 1);
  const text = textOf(cell);
  if (!text.ok) return failed(text.reason);
  if (text.value === null) return ok(null);
  const value = yesNo.get(text.value.toLowerCase());
  return value === undefined ? failed("suppliers.import.reasons.yesNo") : ok(value);
}

/** The template's example row, in every language: left out when found unchanged. */
const examples = locales.map((l) => {
  const tr = getTranslator(l);
  return [
    tr("suppliers.import.example.supplierName"),
    tr("suppliers.import.example.mobilePhone"),
    tr("suppliers.import.example.realName"),
  ].join("\u0000");
});

interface Checked {
  report: TSupplierImportRow;
  /** what the row would save, when it is valid */
  values?: { supplierName: string; mobilePhone: string; realName: string; visible: boolean | null };
}

/**
 * One record of the sheet: read, converted and checked by the supplier's own rules; null for
 * the template's example row.
 */
function checkRow(row: number, cells: Record<Field, XlsxCell>, ctx: AuthedCtx): Checked | null {
  const name = textOf(cells.supplierName);
  const phone = textOf(cells.mobilePhone);
  const real = textOf(cells.realName);
  const visible = yesNoOf(cells.isSalePriceVisible);
  const report: TSupplierImportRow = {
    row,
    supplierName: name.ok ? name.value : null,
    mobilePhone: phone.ok ? phone.value : null,
    realName: real.ok ? real.value : null,
    isSalePriceVisible: visible.ok ? visible.value : null,
    result: "Inserted",
    reasons: [],
    supplierId: null,
  };
  if (examples.includes([name, phone, real].map((r) => (r.ok ? r.value : "")).join("\u0000")))
    return null; // the template's example, unchanged
  const unread = (
    [
      ["supplierName", name],
      ["mobilePhone", phone],
      ["realName", real],
      ["isSalePriceVisible", visible],
    ] as const
  ).filter(([, r]) => !r.ok);
  if (unread.length) {
    report.result = "DataConvertFailed";
    report.reasons = unread.map(([field, r]) =>
      ctx.t("suppliers.import.reason", {
        column: label(ctx.t, field),
        reason: ctx.t((r as { reason: MessageKey }).reason),
      }),
    );
    return { report };
  }
  const parsed = ZSupplierFields.safeParse(
    {
      supplierName: report.supplierName ?? "",
      mobilePhone: report.mobilePhone ?? "",
      realName: report.realName ?? "",
      isSalePriceVisible: report.isSalePriceVisible ?? false,
    },
    { error: errorMapFor(ctx.locale) },
  );
  if (!parsed.success) {
    report.result = "ValidationError";
    report.reasons = fieldErrorsOf(parsed.error).map((e) => {
      const field = e.members[0] as Field;
      const message = ctx.t.has(e.message) ? ctx.t(e.message, e.values) : e.message;
      return ctx.t("suppliers.import.reason", { column: label(ctx.t, field), reason: message });
    });
    return { report };
  }
  const { supplierName, mobilePhone, realName } = parsed.data;
  return {
    report,
    values: { supplierName, mobilePhone, realName, visible: report.isSalePriceVisible },
  };
}

type SupplierRow = typeof suppliers.$inferSelect;

/** Live suppliers by lower-cased name; locked when the import is about to write. */
async function existingByName(ctx: AuthedCtx, names: string[], lock: boolean) {
  const found = new Map<string, SupplierRow>();
  for (let i = 0; i < names.length; i += 1000) {
    const query = ctx.db
      .select()
      .from(t)
      .where(
        and(
          liveRows(t, ctx.tenantId),
          inArray(sql`lower(${t.supplierName})`, names.slice(i, i + 1000)),
        ),
      );
    for (const row of lock ? await query.for("update") : await query)
      found.set(row.supplierName.toLowerCase(), row);
  }
  return found;
}

const yesNoText = (tr: Translate, value: boolean) =>
  tr(value ? "suppliers.import.yes" : "suppliers.import.no");

/** What a row would change on its supplier, one line per field, in the caller's language. */
function changesOf(
  tr: Translate,
  before: SupplierRow,
  after: NonNullable<Checked["values"]>,
): string[] {
  const pairs: [Field, string, string][] = [
    ["supplierName", before.supplierName, after.supplierName],
    ["mobilePhone", before.mobilePhone, after.mobilePhone],
    ["realName", before.realName, after.realName],
  ];
  if (after.visible !== null)
    pairs.push([
      "isSalePriceVisible",
      yesNoText(tr, before.isSalePriceVisible),
      yesNoText(tr, after.visible),
    ]);
  return pairs
    .filter(([, from, to]) => from !== to)
    .map(([field, from, to]) =>
      tr("suppliers.import.changed", { field: label(tr, field), from, to }),
    );
}

const PROBLEMS: readonly TImportResult[] = ["ValidationError", "DataConvertFailed", "Error"];

export async function importSuppliers(
  input: z.output<typeof ZSupplierImportInput>,
  ctx: AuthedCtx,
): Promise<TSupplierImportResult> {
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  const records = await readTable(bytes, columns(ctx.t), {
    maxFileBytes: importRules.maxBytes,
    maxRows: importRules.maxRows,
  });
  const checked: Checked[] = [];
  let exampleRowSkipped = false;
  const firstRowOf = new Map<string, number>();
  for (const record of records) {
    const one = checkRow(record.row, record.cells, ctx);
    if (!one) {
      exampleRowSkipped = true;
      continue;
    }
    // the same supplier twice in one file: the later row is refused, naming the first
    if (one.values) {
      const key = one.values.supplierName.toLowerCase();
      const first = firstRowOf.get(key);
      if (first !== undefined) {
        one.report.result = "ValidationError";
        one.report.reasons = [ctx.t("suppliers.import.reasons.duplicate", { row: first })];
        delete one.values;
      } else firstRowOf.set(key, record.row);
    }
    checked.push(one);
  }
  if (checked.length === 0) throw AppError.field("file", "suppliers.import.nothingToImport");

  const commit = !input.dryRun;
  const existing = await existingByName(ctx, [...firstRowOf.keys()], commit);
  for (const { report, values } of checked) {
    if (!values) continue;
    const before = existing.get(values.supplierName.toLowerCase());
    if (!before) continue; // Inserted
    report.supplierId = before.id;
    report.reasons = changesOf(ctx.t, before, values);
    report.result = report.reasons.length ? "Updated" : "Exist";
  }

  const problems = checked.filter((c) => PROBLEMS.includes(c.report.result));
  if (commit && problems.length && !input.skipInvalidRows)
    throw AppError.conflict("suppliers.import.hasProblems", {
      count: problems.length,
      rows: problems
        .slice(0, 10)
        .map((c) => c.report.row)
        .join(", "),
    });
  if (commit) await write(ctx, checked, existing);

  const counts = Object.fromEntries(appEnums.ImportResult.map((r) => [r, 0])) as Record<
    TImportResult,
    number
  >;
  for (const { report } of checked) counts[report.result]++;
  return {
    dryRun: input.dryRun,
    committed: commit,
    rows: checked.map((c) => c.report),
    counts,
    exampleRowSkipped,
  };
}

/**
 * Inserts and updates in the call's transaction: any failure undoes every row. A write the
 * database refuses (a supplier of the same name saved meanwhile) is a 409 naming the rows.
 */
async function write(ctx: AuthedCtx, checked: Checked[], existing: Map<string, SupplierRow>) {
  const saving = async <T>(rows: number[], work: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      ctx.log.warn({ err: error, rows }, "supplier import write refused");
      const span = rows.length > 1 ? `${rows[0]}–${rows[rows.length - 1]}` : String(rows[0]);
      throw AppError.conflict("suppliers.import.rowFailed", { rows: span });
    }
  };
  const inserts = checked.filter((c) => c.values && c.report.result === "Inserted");
  for (let i = 0; i < inserts.length; i += 500) {
    const batch = inserts.slice(i, i + 500);
    const made = await saving(
      batch.map((c) => c.report.row),
      () =>
        ctx.db
          .insert(t)
          .values(
            batch.map(({ values }) => ({
              supplierName: values!.supplierName,
              mobilePhone: values!.mobilePhone,
              realName: values!.realName,
              isSalePriceVisible: values!.visible ?? false,
              ...created(ctx),
            })),
          )
          .returning({ id: t.id }),
    );
    batch.forEach((c, n) => (c.report.supplierId = made[n]!.id));
  }
  for (const { report, values } of checked) {
    if (report.result !== "Updated" || !values) continue;
    const before = existing.get(values.supplierName.toLowerCase())!;
    await saving([report.row], () =>
      ctx.db
        .update(t)
        .set({
          supplierName: values.supplierName,
          mobilePhone: values.mobilePhone,
          realName: values.realName,
          isSalePriceVisible: values.visible ?? before.isSalePriceVisible,
          ...modified(ctx),
        })
        .where(eq(t.id, before.id)),
    );
  }
}

/** The template: localised headings with notes, the example row, and Excel's checks on 5,000 rows. */
export function supplierTemplate(ctx: AuthedCtx): Response {
  const tr = ctx.t;
  const rule = (
    field: Field,
    min: number,
    max: number,
  ): Pick<SheetColumn<unknown>, "validation" | "note"> => ({
    note: tr(`suppliers.import.notes.${field}`, { min, max }),
    validation: {
      type: "textLength",
      operator: "between",
      allowBlank: true,
      formulae: [min, max],
      showErrorMessage: true,
      errorStyle: "stop",
      errorTitle: label(tr, field),
      error: tr("suppliers.import.rules.length", { min, max }),
    },
  });
  const columns: SheetColumn<null>[] = [
    {
      header: label(tr, "supplierName"),
      width: 34,
      value: () => tr("suppliers.import.example.supplierName"),
      ...rule("supplierName", 1, 128),
    },
    {
      header: label(tr, "mobilePhone"),
      width: 22,
      value: () => tr("suppliers.import.example.mobilePhone"),
      ...rule("mobilePhone", 5, 32),
    },
    {
      header: label(tr, "realName"),
      width: 22,
      value: () => tr("suppliers.import.example.realName"),
      ...rule("realName", 1, 64),
    },
    {
      header: label(tr, "isSalePriceVisible"),
      width: 20,
      value: () => tr("suppliers.import.no"),
      note: tr("suppliers.import.notes.isSalePriceVisible"),
      validation: {
        type: "list",
        allowBlank: true,
        formulae: [`"${tr("suppliers.import.yes")},${tr("suppliers.import.no")}"`],
        showErrorMessage: true,
        errorStyle: "stop",
        errorTitle: label(tr, "isSalePriceVisible"),
        error: tr("suppliers.import.rules.yesNo"),
      },
    },
  ];
  return xlsxResponse(
    `${tr("suppliers.import.fileName")}.xlsx`,
    (out) =>
      writeSheet(out, tr("suppliers.import.sheetName"), columns, [null], {
        validationRows: importRules.maxRows,
      }),
    (error) => ctx.log.error({ err: error }, "supplier template failed"),
  );
}
