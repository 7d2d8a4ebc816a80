import { api, BffError } from "@/lib/api/client";
import type {
  TAttachmentDto,
  TDirectUploadAnswer,
  TUploadPurpose,
} from "@/lib/contracts/attachment";

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
 * One request with upload progress (XMLHttpRequest: fetch reports none): its status and body
 * text, or no answer at all.
 */
function sendWithProgress(
  method: "POST" | "PUT",
  url: string,
  body: XMLHttpRequestBodyInit,
  headers: Record<string, string>,
  onProgress: (percent: number) => void,
  track: (xhr: XMLHttpRequest | null) => void,
): Promise<
  { kind: "answered"; status: number; text: string } | { kind: "network" } | { kind: "aborted" }
> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    track(xhr);
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      track(null);
      resolve({ kind: "answered", status: xhr.status, text: xhr.responseText });
    };
    xhr.onerror = () => {
      track(null);
      resolve({ kind: "network" });
    };
    xhr.onabort = () => {
      track(null);
      resolve({ kind: "aborted" });
    };
    xhr.send(body);
  });
}

/**
 * A multipart form to a BFF method with upload progress; same origin, so the browser's Origin
 * header satisfies the BFF. An ended session sends the browser to sign in, as lib/api/client.ts
 * does.
 */
export async function postForm<T>(
  url: string,
  form: FormData,
  onProgress: (percent: number) => void,
  track: (xhr: XMLHttpRequest | null) => void = () => {},
): Promise<FormAnswer<T>> {
  const answer = await sendWithProgress("POST", url, form, {}, onProgress, track);
  if (answer.kind !== "answered") return answer;
  const body = parseEnvelope(answer.text);
  if (answer.status === 401) {
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load drops the dead session, as lib/api/client.ts does
    window.location.href = `/login?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`;
  }
  const ok = answer.status >= 200 && answer.status < 300 && body?.success !== false;
  return {
    kind: "answered",
    ok,
    status: answer.status,
    result: ok ? ((body?.result as T | undefined) ?? null) : null,
    body,
  };
}

export type UploadOutcome =
  | { kind: "done"; file: TAttachmentDto }
  /** what the server answered: its envelope (or none) and status */
  | { kind: "refused"; body: unknown; status: number }
  /** the app could not be reached */
  | { kind: "network" }
  /** the file storage did not take a direct upload (offline, or the bucket's CORS rule) */
  | { kind: "storage" }
  | { kind: "aborted" };

/** Attachment/UploadToTemp through the BFF as multipart (file, purpose), with upload progress. */
export async function uploadToTemp(
  file: File,
  purpose: TUploadPurpose,
  onProgress: (percent: number) => void,
  track: (xhr: XMLHttpRequest | null) => void,
): Promise<UploadOutcome> {
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
    : { kind: "refused", body: answer.body, status: answer.status };
}

/** A refused BFF call as the envelope uploadErrorMessage reads. */
const refusedBy = (error: unknown): UploadOutcome =>
  error instanceof BffError && error.status !== 0
    ? {
        kind: "refused",
        status: error.status,
        body: { error: { message: error.message, validationErrors: error.validationErrors } },
      }
    : { kind: "network" };

/**
 * A direct upload (files on S3, issue 15): Attachment/BeginDirectUpload checks the name, size and
 * purpose and answers a presigned URL; the bytes go from the browser straight to the bucket, with
 * progress; Attachment/CompleteDirectUpload then checks them as UploadToTemp would.
 */
export async function uploadDirect(
  file: File,
  purpose: TUploadPurpose,
  onProgress: (percent: number) => void,
  track: (xhr: XMLHttpRequest | null) => void,
): Promise<UploadOutcome> {
  let ticket: TDirectUploadAnswer;
  try {
    ticket = await api.Attachment.BeginDirectUpload({
      fileName: file.name,
      size: file.size,
      purpose,
    });
  } catch (error) {
    return refusedBy(error);
  }
  // the tenant's own cloud storage takes it, through the BFF
  if ("viaUploadToTemp" in ticket) return uploadToTemp(file, purpose, onProgress, track);
  const stored = await sendWithProgress(
    "PUT",
    ticket.uploadUrl,
    file,
    { "Content-Type": "application/octet-stream" },
    onProgress,
    track,
  );
  if (stored.kind === "aborted") return stored;
  if (stored.kind === "network" || stored.status < 200 || stored.status >= 300)
    return { kind: "storage" };
  try {
    return { kind: "done", file: await api.Attachment.CompleteDirectUpload({ id: ticket.id }) };
  } catch (error) {
    return refusedBy(error);
  }
}
