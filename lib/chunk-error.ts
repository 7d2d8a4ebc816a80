// SPEC §8/§9: a page chunk (script or style) that fails to load, or takes more than 120 s, is a
// chunk-load error with its own message and a reload, not a generic failure or a frozen page.

/** SPEC §9's page chunk load timeout. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** The window event the shell listens to; anything that sees a chunk fail may dispatch it. */
export const CHUNK_ERROR_EVENT = "quay:chunk-error";

const CHUNK_MESSAGE =
  /ChunkLoadError|Loading (CSS )?chunk [^ ]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** true for the errors browsers and bundlers raise when a script or style chunk did not load. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === "ChunkLoadError" || (typeof message === "string" && CHUNK_MESSAGE.test(message));
}

/** true for a failed <script> or stylesheet <link> of the app's own bundle. */
export function isChunkElement(target: EventTarget | null): boolean {
  if (typeof Element === "undefined" || !(target instanceof Element)) return false;
  const url =
    target.tagName === "SCRIPT"
      ? target.getAttribute("src")
      : target.tagName === "LINK" && target.getAttribute("rel") === "stylesheet"
        ? target.getAttribute("href")
        : null;
  return !!url && url.includes("/_next/static/");
}
