"use client";

import { refusalOf } from "@/lib/api/client";

// Downloads a client island fetches itself (through the BFF) rather than by a link: so the person
// sees the file being made and then arriving, and a refusal shows as the server's message.

/** How much of a download has arrived (`total` from Content-Length, when the server knows it). */
export interface DownloadProgress {
  received: number;
  total: number | null;
}

/** The file name the server gave (Content-Disposition), else ours. */
function fileNameOf(response: Response, fallback: string) {
  const header = response.headers.get("content-disposition") ?? "";
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/**
 * Reads a download's bytes as they arrive (telling `onProgress` after each chunk) and saves them
 * under the server's file name; throws a BffError when the server refused (a
 * 401 sends the person to sign in).
 */
export async function saveDownload(
  response: Response,
  o: {
    fallbackName: string;
    /** the file's media type; by default the one the server sent (Content-Type) */
    type?: string;
    onProgress: (progress: DownloadProgress) => void;
  },
) {
  if (!response.ok || !response.body)
    throw refusalOf(response, await response.json().catch(() => null));
  const total = Number(response.headers.get("content-length")) || null;
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  o.onProgress({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    o.onProgress({ received, total });
  }
  const url = URL.createObjectURL(
    new Blob(chunks, { type: o.type ?? response.headers.get("content-type") ?? "" }),
  );
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameOf(response, o.fallbackName);
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
