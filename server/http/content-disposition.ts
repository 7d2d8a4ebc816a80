import "server-only";

/** A header-safe file name: ASCII fallback plus the UTF-8 original (RFC 6266 / 5987). */
export function contentDisposition(fileName: string, inline: boolean) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${inline ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A PDF as the raw answer of a GET: shown inline, or saved as `fileName` when not `inline`. */
export function pdfResponse(bytes: Uint8Array, fileName: string, inline: boolean) {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": "application/pdf",
      "content-length": String(bytes.byteLength),
      "content-disposition": contentDisposition(fileName, inline),
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    },
  });
}
