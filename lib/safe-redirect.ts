const FALLBACK = "/dashboard";

/** A return path we may send the browser to after sign-in: same-origin and relative, else the dashboard. */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\"))
    return FALLBACK;
  try {
    const base = "http://quay.invalid";
    const url = new URL(target, base);
    if (url.origin !== base) return FALLBACK;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path.startsWith("/login") ? FALLBACK : path;
  } catch {
    return FALLBACK;
  }
}
