import { api } from "@/lib/api/client";
import type { TAttachmentDto, TUploadPurpose } from "@/lib/contracts/attachment";

/** What came back from a form sent to the BFF: its status and envelope, or no answer at all. */
export type FormAnswer<T> =
  | { kind: "answered"; ok: boolean; status: number; result: T | null; body: unknown }
  | { kind: "network" }
  | { kind: "aborted" };

function parseEnvelope(text: string): { success?: boolean; result?: unknown } | null {
  try {
    return JSON.parse(text) as { success?: boolean; result?: unknown };
  } catch {
    return null; // a proxy's HTML error page, or nothing
  }
}

/**
 * A multipart form to a BFF method with upload progress (XMLHttpRequest: fetch reports none);
 * same origin, so the browser's Origin header satisfies the BFF. An ended session sends the
 * browser to sign in, as lib/api/client.ts does.
 */
export function postForm<T>(
  url: string,
  form: FormData,
  onProgress: (percent: number) => void,
  track: (xhr: XMLHttpRequest | null) => void = () => {},
): Promise<FormAnswer<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    track(xhr);
    xhr.open("POST", url);
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
      resolve({
        kind: "answered",
        ok,
        status: xhr.status,
        result: ok ? ((body?.result as T | undefined) ?? null) : null,
        body,
      });
    };
    xhr.onerror = () => {
      track(null);
      resolve({ kind: "network" });
    };
    xhr.onabort = () => {
      track(null);
      resolve({ kind: "aborted" });
    };
    xhr.send(form);
  });
}

type Outcome =
  | { kind: "done"; file: TAttachmentDto }
  | { kind: "refused"; body: unknown }
  | { kind: "network" }
  | { kind: "aborted" };

/** Attachment/UploadToTemp through the BFF as multipart (file, purpose), with upload progress. */
export async function uploadToTemp(
  file: File,
  purpose: TUploadPurpose,
  onProgress: (percent: number) => void,
  track: (xhr: XMLHttpRequest | null) => void,
): Promise<Outcome> {
  const form = new FormData();
  form.append("file", file);
  form.append("purpose", purpose);
  const answer = await postForm<TAttachmentDto>(
    api.Attachment.UploadToTemp.url,
    form,
    onProgress,
    track,
  );
  if (answer.kind !== "answered") return answer;
  return answer.ok && answer.result
    ? { kind: "done", file: answer.result }
    : { kind: "refused", body: answer.body };
}
