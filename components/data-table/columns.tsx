"use client";

import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import { useTimeZone } from "next-intl";
import { ImageOff } from "lucide-react";
import type { ReactNode } from "react";
import { RelativeTime } from "@/components/relative-time";
import { Badge } from "@/components/ui/badge";
import { type Currency, formatDate, formatDateTime, formatMoney } from "@/lib/format";
import type { ExportKind } from "@/lib/list-export";
import { DataTableColumnHeader } from "./column-header";

// Column helpers (CONVENTIONS: each page adds only its columns and row actions). Each returns a
// TanStack column; `sortable` puts the header's sort button on it (the field must be in the
// list's sort allow-list). Titles are already translated.

type Key<T> = keyof T & string;

/**
 * What a column puts in an exported file (the list's Export): the `field` of the GetAll item
 * (default: the column's key), read as `kind`, shown through `labels` (value → translated text,
 * asked for when the export starts). `false`: the column is not exported.
 */
interface ColumnExport {
  kind?: ExportKind;
  field?: string;
  labels?: () => Record<string, string>;
}

/** What the kit keeps in a column's `meta`. */
export interface ColumnMeta {
  title?: string;
  className?: string;
  export?: ColumnExport | false;
}

interface Options {
  sortable?: boolean;
  /** may be hidden from the Columns menu (default true) */
  hideable?: boolean;
  className?: string;
  /** how the column is exported, when its raw value is not what a person reads */
  exportAs?: ColumnExport | false;
}

function base<T>(id: string, title: string, o: Options = {}, kind: ExportKind = "text") {
  const exported = o.exportAs === false ? false : { kind, ...o.exportAs };
  const meta: ColumnMeta = { title, className: o.className, export: exported };
  return {
    id,
    accessorKey: id,
    enableSorting: !!o.sortable,
    enableHiding: o.hideable ?? true,
    meta,
    header: ({ column }) => <DataTableColumnHeader column={column} title={title} />,
  } as ColumnDef<T>;
}

/** value → label for each of `values` (an enum's translated names, yes/no). */
const labelsOf =
  <V extends string | boolean>(values: readonly V[], label: (value: V) => string) =>
  () =>
    Object.fromEntries(values.map((v) => [String(v), label(v)]));

/**
 * A plain value, or whatever `cell` renders from the row. An enum names its `values` and their
 * `label` (shown, and exported as the label).
 */
function textColumn<T>(
  key: Key<T>,
  title: string,
  o: Options & {
    cell?: (row: T) => ReactNode;
    values?: readonly string[];
    label?: (value: string) => string;
  } = {},
): ColumnDef<T> {
  const { values, label } = o;
  const labels = values && label ? labelsOf(values, label) : undefined;
  return {
    ...base<T>(key, title, labels ? { ...o, exportAs: o.exportAs ?? { labels } } : o),
    cell: ({ row }) => {
      if (o.cell) return o.cell(row.original);
      const value = row.original[key];
      if (value === null || value === undefined) return "—";
      return label ? label(String(value)) : String(value);
    },
  };
}

function DateText({ value, time }: { value: string | null | undefined; time: boolean }) {
  const timeZone = useTimeZone() ?? "UTC";
  return (
    <span className="whitespace-nowrap tabular-nums">
      {time ? formatDateTime(value, timeZone) : formatDate(value, timeZone)}
    </span>
  );
}

/**
 * A date-time (SPEC §9 YYYY-MM-DD HH:mm:ss), a date with `dateOnly`, or "3 minutes ago" with
 * the exact time on hover with `relative` ("last sign-in", timelines).
 */
function dateColumn<T>(
  key: Key<T>,
  title: string,
  o: Options & { dateOnly?: boolean; relative?: boolean } = {},
): ColumnDef<T> {
  return {
    ...base<T>(key, title, o, o.dateOnly ? "date" : "datetime"),
    cell: ({ row }) => {
      const value = row.original[key] as string | null;
      if (o.relative) return <RelativeTime value={value} />;
      return <DateText value={value} time={!o.dateOnly} />;
    },
  };
}

/** Money, right-aligned ($ with 2 decimals). */
function moneyColumn<T>(
  key: Key<T>,
  title: string,
  o: Options & { currency?: Currency } = {},
): ColumnDef<T> {
  return {
    ...base<T>(key, title, o, "money"),
    cell: ({ row }) => (
      <span className="tabular-nums">
        {formatMoney(row.original[key] as number | null, o.currency)}
      </span>
    ),
  };
}

/** A count or other number. */
function numberColumn<T>(key: Key<T>, title: string, o: Options = {}): ColumnDef<T> {
  return {
    ...base<T>(key, title, o, "number"),
    cell: ({ row }) => <span className="tabular-nums">{String(row.original[key] ?? "—")}</span>,
  };
}

/**
 * A status badge: `label` names the value, `tone` picks the badge (default "secondary"). An
 * enum lists its `values` (a yes/no needs none), so an export shows every value's label.
 */
function statusColumn<T, V extends string | boolean>(
  key: Key<T>,
  title: string,
  o: Options & {
    label: (value: V) => string;
    tone?: (value: V) => "default" | "secondary" | "outline" | "destructive";
    values?: readonly V[];
  },
): ColumnDef<T> {
  const labels = labelsOf(o.values ?? ([true, false] as V[]), o.label);
  return {
    ...base<T>(key, title, { ...o, exportAs: o.exportAs ?? { labels } }),
    cell: ({ row }) => {
      const value = row.original[key] as V;
      return <Badge variant={o.tone?.(value) ?? "secondary"}>{o.label(value)}</Badge>;
    },
  };
}

/** A small picture (a logo, a product's main image), or a placeholder. */
function imageColumn<T>(
  id: string,
  title: string,
  image: (row: T) => { src: string | null | undefined; alt: string },
): ColumnDef<T> {
  return {
    id,
    enableSorting: false,
    meta: { title, export: false } satisfies ColumnMeta,
    header: title,
    cell: ({ row }) => {
      const { src, alt } = image(row.original);
      if (!src)
        return (
          <div className="bg-muted text-muted-foreground flex size-10 items-center justify-center rounded-md">
            <ImageOff className="size-4" aria-hidden />
          </div>
        );
      return (
        // eslint-disable-next-line @next/next/no-img-element -- files come from the BFF with the session cookie; next/image would fetch them without it
        <img
          src={src}
          alt={alt}
          width={40}
          height={40}
          loading="lazy"
          className="size-10 rounded-md border object-contain"
        />
      );
    },
  };
}

/** The row's name as a link to its page. */
function linkColumn<T>(
  key: Key<T>,
  title: string,
  href: (row: T) => string,
  o: Options = {},
): ColumnDef<T> {
  return {
    ...base<T>(key, title, { hideable: false, ...o }),
    cell: ({ row }) => (
      <Link
        href={href(row.original)}
        className="inline-flex min-h-6 items-center font-medium hover:underline"
      >
        {String(row.original[key])}
      </Link>
    ),
  };
}

/** The row menu, last and always visible (the table keeps it in view at every width). */
function actionsColumn<T>(title: string, cell: (row: T) => ReactNode): ColumnDef<T> {
  return {
    id: "actions",
    enableHiding: false,
    enableSorting: false,
    header: () => <span className="sr-only">{title}</span>,
    cell: ({ row }) => cell(row.original),
  };
}

/** The column helpers: `col.text(...)`, `col.date(...)`, … */
export const col = {
  text: textColumn,
  date: dateColumn,
  money: moneyColumn,
  number: numberColumn,
  status: statusColumn,
  image: imageColumn,
  link: linkColumn,
  actions: actionsColumn,
};
