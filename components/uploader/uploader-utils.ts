import { type TUploadPurpose, uploadRules } from "@/lib/contracts/upload-rules";
import type { FieldIssue } from "@/lib/validation";

const UNITS = ["B", "KB", "MB", "GB"] as const;

/** A file size for people: 1024-based, at most one decimal ("512 KB", "1.5 MB"). */
export function formatBytes(bytes: number, locale = "en"): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  return `${number} ${UNITS[unit]}`;
}

/** A copy of `items` with the one at `from` moved to `to`; out-of-range moves change nothing. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from === to || from < 0 || to < 0 || from >= next.length || to >= next.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

export type TPrecheck =
  { ok: false; reason: "tooLarge"; maxBytes: number } | { ok: true; warnAbove?: number };

/**
 * What the browser can tell before sending: a file over the purpose's limit is refused here (no
 * upload); a video over the advised size is sent with a warning. The type is not judged here:
 * names and browser MIME guesses lie, so the server decides from the bytes.
 */
export function precheckFile(file: { size: number }, purpose: TUploadPurpose): TPrecheck {
  const rule = uploadRules[purpose];
  if (file.size > rule.maxBytes) return { ok: false, reason: "tooLarge", maxBytes: rule.maxBytes };
  if ("warnAbove" in rule && file.size > rule.warnAbove)
    return { ok: true, warnAbove: rule.warnAbove };
  return { ok: true };
}

const EXTENSIONS: Record<TUploadPurpose, string[]> = {
  brandImage: [".png", ".jpg", ".jpeg", ".gif"],
  productImage: [".png", ".jpg", ".jpeg", ".gif", ".webp"],
  instructions: [".pdf", ".doc", ".docx", ".ppt", ".pptx"],
  video: [".mp4", ".webm", ".mov"],
  file: [],
};

/** The file chooser's `accept` filter (a convenience only; undefined when anything goes). */
export function acceptFor(purpose: TUploadPurpose): string | undefined {
  const list = [...uploadRules[purpose].types, ...EXTENSIONS[purpose]];
  return list.length ? list.join(",") : undefined;
}

/**
 * How many of `picked` files may be added next to `current` ones: a single uploader replaces its
 * one file, a multiple one stops at `max`.
 */
export function slotsFor(picked: number, current: number, multiple: boolean, max?: number) {
  if (!multiple) return Math.min(picked, 1);
  const room = max === undefined ? picked : Math.max(0, max - current);
  return Math.min(picked, room);
}

/** The next value after an upload: replaces in a single uploader, appends (up to max) otherwise. */
export function withUploaded<T>(current: readonly T[], added: T, multiple: boolean, max?: number) {
  if (!multiple) return [added];
  const next = [...current, added];
  return max === undefined ? next : next.slice(0, max);
}

interface UploadEnvelope {
  success?: boolean;
  error?: { message?: string | null; validationErrors?: FieldIssue[] | null } | null;
}

/**
 * The server's reason for a refused upload: the field message first, then the general one. A 413
 * without our envelope comes from the platform or a proxy in front (Vercel refuses bodies over
 * 4.5 MB before the app sees them): `tooLarge` says that in the person's language.
 */
export function uploadErrorMessage(
  body: unknown,
  fallback: string,
  tooLarge?: { status: number; message: string },
): string {
  const error = (body as UploadEnvelope | null)?.error;
  const said = error?.validationErrors?.[0]?.message || error?.message;
  if (said) return said;
  return tooLarge?.status === 413 ? tooLarge.message : fallback;
}

export function isImage(contentType: string): boolean {
  return contentType.startsWith("image/");
}
