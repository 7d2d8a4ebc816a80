const FALLBACK = "/dashboard";

/**
 * Where the browser may go after sign-in: `target` resolved the way the browser resolves it
 * against our `origin`, kept only if it stays there, as path + query + hash (else the dashboard).
 * The path is resolved once more because a normalised path can itself read as another host:
 * `/.//evil.example/x` resolves to the path `//evil.example/x`, which a browser takes for a host.
 */
export function safeRedirect(target: string | null | undefined, origin: string): string {
  if (!target) return FALLBACK;
  try {
    const url = new URL(target, origin);
    if (url.origin !== origin) return FALLBACK;
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (new URL(path, origin).href !== url.href) return FALLBACK;
    return url.pathname.startsWith("/login") ? FALLBACK : path;
  } catch {
    return FALLBACK;
  }
}
