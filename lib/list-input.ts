import type * as z from "zod";
import { type ListParams, parseListParams } from "./list-params";

type Search = Record<string, string | string[] | undefined> | URLSearchParams;

/** A page's `searchParams` prop. */
export type PageSearch = Promise<Record<string, string | string[] | undefined>>;

/** A GetAll input schema: an object with paging, `sorting` and the list's own filters. */
type ListSchema = z.ZodObject<{ sorting: z.ZodType }>;

const PAGING = new Set(["skipCount", "maxResultCount", "sorting", "after", "before"]);

/** What a URL value may stand for: the text, or the yes/no or number it spells. */
function candidates(text: string): unknown[] {
  const out: unknown[] = [text];
  if (text === "true" || text === "false") out.push(text === "true");
  if (text.trim() !== "" && Number.isFinite(Number(text))) out.push(Number(text));
  return out;
}

/**
 * A list page's state from its URL, checked by the list's own GetAll input schema (the one the
 * API validates with): each filter the schema accepts is kept, anything else falls back to its
 * default, so a hand-edited URL never breaks the page. Server pages only; the client islands
 * read the same URL with `parseListParams` (no zod in the browser).
 */
export function readListInput<S extends ListSchema>(schema: S, search: Search) {
  const [field, dir] = (first(search, "sort") ?? "").split(".");
  // the schema's allow-list decides, and gives the field's canonical spelling
  const sorted = field ? schema.shape.sorting.safeParse(field).data : undefined;
  const sortField = (sorted as { field: string }[] | undefined)?.[0]?.field;
  const params: ListParams = {
    ...parseListParams(search, []),
    sort: sortField ? { field: sortField, desc: dir === "desc" } : undefined,
  };
  const filters: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    if (PAGING.has(key)) continue;
    const raw = first(search, key)?.trim();
    if (!raw) continue;
    const value = candidates(raw.slice(0, 200)).find((v) => field.safeParse(v).success);
    if (value !== undefined) filters[key] = value;
  }
  // Next / Previous links carry the cursor of the page they came from (keyset paging, issue 16);
  // the page number still goes as skipCount for an upstream that pages by offset only
  const cursor = params.page > 1 ? cursorOf(search) : undefined;
  const input = {
    ...filters,
    ...cursor,
    skipCount: (params.page - 1) * params.size,
    maxResultCount: params.size,
    sorting: params.sort ? `${params.sort.field} ${params.sort.desc ? "desc" : "asc"}` : undefined,
  } as z.input<S>;
  return { params, input };
}

/** `after` or `before` from the URL (one of them; the API checks it is its own). */
function cursorOf(search: Search): { after: string } | { before: string } | undefined {
  const after = first(search, "after");
  if (after && after.length <= 4000) return { after };
  const before = first(search, "before");
  if (before && before.length <= 4000) return { before };
  return undefined;
}

function first(search: Search, key: string): string | undefined {
  if (search instanceof URLSearchParams) return search.get(key) ?? undefined;
  const value = search[key];
  return Array.isArray(value) ? value[0] : value;
}
