import { fileTypeFromBuffer } from "file-type";
import { describe, expect, it } from "vitest";
import { brandLogo, mulberry32, pngImage, productPicture } from "./seed-images";

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe("seed pictures", () => {
  it("are real PNG files, detected as such from their bytes", async () => {
    for (const bytes of [
      pngImage(2, 2, (x, y) => ((x + y) % 2 ? 0xffffff : 0)),
      productPicture(7, { shape: "hexagon", colour: 0xd64541, background: 0x4f7cac }),
      brandLogo("Halden Home", 3, 0x1f6f8b),
    ]) {
      expect([...bytes.subarray(0, 8)]).toEqual(SIGNATURE);
      expect((await fileTypeFromBuffer(bytes))?.mime).toBe("image/png");
    }
  });

  it("have the asked size and stay small", () => {
    const picture = Buffer.from(productPicture(1));
    const logo = Buffer.from(brandLogo("Novacell", 1));
    // IHDR width and height
    expect([picture.readUInt32BE(16), picture.readUInt32BE(20)]).toEqual([96, 96]);
    expect([logo.readUInt32BE(16), logo.readUInt32BE(20)]).toEqual([120, 120]);
    expect(picture.byteLength).toBeLessThan(8_000);
    expect(logo.byteLength).toBeLessThan(8_000);
  });

  it("are the same bytes for the same seed, and differ for another", () => {
    expect(productPicture(42)).toEqual(productPicture(42));
    expect(brandLogo("Aurelle", 42)).toEqual(brandLogo("Aurelle", 42));
    expect(productPicture(42)).not.toEqual(productPicture(43));
  });

  it("draw from a seeded generator that repeats itself", () => {
    const a = mulberry32(9);
    const b = mulberry32(9);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
  });
});
