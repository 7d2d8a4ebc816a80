import { contracts } from "@/lib/contracts";
import { call } from "./api";

const PNG_1X1 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

/** A real 1×1 PNG, padded after its end chunk to `size` bytes when asked (still detected as PNG). */
export function pngBytes(size?: number): Uint8Array {
  const png = Buffer.from(PNG_1X1, "base64");
  if (!size || size <= png.length) return new Uint8Array(png);
  const out = new Uint8Array(size);
  out.set(png);
  return out;
}

/** A minimal PDF of at least `size` bytes. */
export function pdfBytes(size = 64): Uint8Array {
  const head = Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj << >> endobj\n", "latin1");
  const out = new Uint8Array(Math.max(size, head.length));
  out.set(head);
  return out;
}

export async function upload(
  token: string,
  bytes: Uint8Array,
  fileName: string,
  purpose: string,
  headers?: Record<string, string>,
) {
  const form = new FormData();
  form.append("file", new File([Buffer.from(bytes)], fileName));
  form.append("purpose", purpose);
  return call(contracts.Attachment.UploadToTemp, form, { token, headers });
}
