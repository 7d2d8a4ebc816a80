// Small real files for upload tests (bytes made here: e2e needs no fixtures on disk).
const PNG_1X1 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

export function pngFile(name: string) {
  return { name, mimeType: "image/png", buffer: Buffer.from(PNG_1X1, "base64") };
}
