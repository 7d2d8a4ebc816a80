import { api } from "@/lib/api/client";
import type { TAttachmentDto, TUploadPurpose } from "@/lib/contracts/attachment";

type Outcome =
  | { kind: "done"; file: TAttachmentDto }
  | { kind: "refused"; body: unknown }
  | { kind: "network" }
  | { kind: "aborted" };

function parseEnvelope(text: string): { success?: boolean; result?: TAttachmentDto } | null {
  try {
    return JSON.parse(text) as { success?: boolean; result?: TAttachmentDto };
  } catch {
    return null; // a proxy's HTML error page, or nothing
  }
}

/**
 * Attachment/UploadToTemp through the BFF as multipart (file, purpose). XMLHttpRequest rather
 * than `api.Attachment.UploadToTemp` for upload progress; same origin, so the browser's Origin
 * header satisfies the BFF.
 */
export function uploadToTemp(
  file: File,
  purpose: TUploadPurpose,
  onProgress: (percent: number) => void,
  track: (xhr: XMLHttpRequest | null) => void,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    track(xhr);
    xhr.open("POST", api.Attachment.UploadToTemp.url);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      track(null);
      const body = parseEnvelope(xhr.responseText);
      if (xhr.status === 401) {
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load drops the dead session, as lib/api/client.ts does
        window.location.href = `/login?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`;
      }
      const ok = xhr.status >= 200 && xhr.status < 300 && body?.success !== false;
      resolve(ok && body?.result ? { kind: "done", file: body.result } : { kind: "refused", body });
    };
    xhr.onerror = () => {
      track(null);
      resolve({ kind: "network" });
    };
    xhr.onabort = () => {
      track(null);
      resolve({ kind: "aborted" });
    };
    const form = new FormData();
    form.append("file", file);
    form.append("purpose", purpose);
    xhr.send(form);
  });
}
