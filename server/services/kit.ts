import "server-only";
import { asc, type Column, desc, type SQL } from "drizzle-orm";
import type { TSortField } from "@/lib/contracts/common";

/** ORDER BY from a checked `sorting`, with a stable tiebreaker. */
export function orderByOf<F extends string>(
  sorting: TSortField<F>[] | undefined,
  columns: Record<F, Column | SQL>,
  fallback: SQL[],
): SQL[] {
  if (!sorting?.length) return fallback;
  return [
    ...sorting.map((s) => (s.desc ? desc(columns[s.field]) : asc(columns[s.field]))),
    ...fallback,
  ];
}

const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** Escapes LIKE wildcards in user input. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function auditFields(row: {
  creationTime: Date;
  creatorUserId: string | null;
  lastModificationTime: Date | null;
  lastModifierUserId: string | null;
}) {
  return {
    creationTime: iso(row.creationTime),
    creatorUserId: row.creatorUserId,
    lastModificationTime: isoOrNull(row.lastModificationTime),
    lastModifierUserId: row.lastModifierUserId,
  };
}
