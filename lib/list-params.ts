import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "@/lib/remembered-paging";

/** A list's state as the URL carries it: ?page=2&size=20&sort=userName.desc&keyword=… (1-based page). */
export interface ListParams {
  page: number;
  size: number;
  sort?: { field: string; desc: boolean };
}

type Search = Record<string, string | string[] | undefined> | URLSearchParams;

function first(search: Search, key: string): string | undefined {
  if (search instanceof URLSearchParams) return search.get(key) ?? undefined;
  const value = search[key];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Reads page, size and sort (only a field the list allows). The server page and the client
 * island use this same parser, so they never disagree about what is on screen.
 */
export function parseListParams(search: Search, sortFields: readonly string[]): ListParams {
  const page = Number.parseInt(first(search, "page") ?? "", 10);
  const size = Number.parseInt(first(search, "size") ?? "", 10);
  const [field, dir] = (first(search, "sort") ?? "").split(".");
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: field && sortFields.includes(field) ? { field, desc: dir === "desc" } : undefined,
  };
}
