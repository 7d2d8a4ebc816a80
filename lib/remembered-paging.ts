// SPEC §2: list pages remember page index and size per path, restored only for that path.
// Kept in a cookie so the gate can restore them before the page renders (no flash).
export const PAGING_COOKIE = "quay.paging";
const MAX_PATHS = 30;
/** Rows per page when nothing else is asked or remembered. */
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZES = [10, 20, 50, 100] as const;

export interface RememberedPage {
  page: number;
  size: number;
}

export function parsePagingCookie(value: string | undefined): Record<string, RememberedPage> {
  if (!value) return {};
  try {
    const parsed = JSON.parse(decodeURIComponent(value)) as unknown;
    if (!parsed || typeof parsed !== "object") return {};
    const out: Record<string, RememberedPage> = {};
    for (const [path, v] of Object.entries(parsed as Record<string, unknown>)) {
      const { page, size } = (v ?? {}) as { page?: unknown; size?: unknown };
      if (path.startsWith("/") && Number.isInteger(page) && Number.isInteger(size))
        out[path] = { page: page as number, size: size as number };
    }
    return out;
  } catch {
    return {};
  }
}

function readCookie(): string | undefined {
  return document.cookie
    .split("; ")
    .find((c) => c.startsWith(`${PAGING_COOKIE}=`))
    ?.slice(PAGING_COOKIE.length + 1);
}

/** Remembers the page and size of a list path (browser only). */
export function rememberPaging(path: string, page: number, size: number) {
  const all = parsePagingCookie(readCookie());
  delete all[path];
  const entries = [[path, { page, size }] as const, ...Object.entries(all)].slice(0, MAX_PATHS);
  const value = encodeURIComponent(JSON.stringify(Object.fromEntries(entries)));
  document.cookie = `${PAGING_COOKIE}=${value}; path=/; samesite=lax`;
}

/** Sign-out forgets every remembered page (SPEC §9: clearing resets them). */
export function clearRememberedPaging() {
  document.cookie = `${PAGING_COOKIE}=; path=/; max-age=0; samesite=lax`;
}
