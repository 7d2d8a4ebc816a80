import { deflateSync } from "node:zlib";

// Pictures for the demo catalogue, drawn in code so the seed needs no binary files and every run
// produces the same bytes: a minimal PNG encoder (8-bit RGB, no filtering) and two painters.

/** A small, fast, seedable PRNG (mulberry32): the same seed always gives the same sequence. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const chunk = Buffer.alloc(body.length + 8);
  chunk.writeUInt32BE(data.length, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(body), body.length + 4);
  return chunk;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Encodes a width × height RGB image; `draw(x, y)` returns the pixel as 0xRRGGBB. */
export function pngImage(
  width: number,
  height: number,
  draw: (x: number, y: number) => number,
): Uint8Array {
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height); // each row: filter byte 0, then RGB triples
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const rgb = draw(x, y);
      const o = y * stride + 1 + x * 3;
      raw[o] = (rgb >>> 16) & 0xff;
      raw[o + 1] = (rgb >>> 8) & 0xff;
      raw[o + 2] = rgb & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(raw, { level: 9 })),
    pngChunk("IEND", new Uint8Array(0)),
  ]);
}

const WHITE = 0xffffff;
const BLACK = 0x000000;

/** a + (b − a)·t per channel */
function mix(a: number, b: number, t: number): number {
  const ch = (shift: number) => {
    const x = (a >>> shift) & 0xff;
    const y = (b >>> shift) & 0xff;
    return Math.round(x + (y - x) * t) << shift;
  };
  return (ch(16) | ch(8) | ch(0)) >>> 0;
}

/** Anti-aliasing: the average of a scene sampled at four points inside the pixel. */
function supersampled(scene: (x: number, y: number) => number) {
  return (x: number, y: number) => {
    let r = 0;
    let g = 0;
    let b = 0;
    for (const [dx, dy] of [
      [0.25, 0.25],
      [0.75, 0.25],
      [0.25, 0.75],
      [0.75, 0.75],
    ] as const) {
      const c = scene(x + dx, y + dy);
      r += (c >>> 16) & 0xff;
      g += (c >>> 8) & 0xff;
      b += c & 0xff;
    }
    return ((Math.round(r / 4) << 16) | (Math.round(g / 4) << 8) | Math.round(b / 4)) >>> 0;
  };
}

/** Unit shapes: is (u, v) — coordinates relative to the centre, in radii — inside? */
const SHAPES = {
  circle: (u: number, v: number) => u * u + v * v <= 1,
  roundedSquare: (u: number, v: number) => {
    const qx = Math.max(Math.abs(u) - 0.62, 0);
    const qy = Math.max(Math.abs(v) - 0.62, 0);
    return Math.abs(u) <= 0.92 && Math.abs(v) <= 0.92 && qx * qx + qy * qy <= 0.09;
  },
  diamond: (u: number, v: number) => Math.abs(u) + Math.abs(v) <= 1.15,
  triangle: (u: number, v: number) => v <= 0.75 && Math.abs(u) <= (v + 1) * 0.62,
  hexagon: (u: number, v: number) =>
    Math.abs(v) <= 0.866 && 1.732 * Math.abs(u) + Math.abs(v) <= 1.732,
  capsule: (u: number, v: number) =>
    Math.abs(u) <= 0.58 && (Math.abs(v) <= 0.42 || u * u + (Math.abs(v) - 0.42) ** 2 <= 0.3364),
} as const;

export const productShapes = Object.keys(SHAPES) as (keyof typeof SHAPES)[];

/**
 * A 96 × 96 product picture: the product's mark (shape, in its colour) standing on a light
 * surface with a soft shadow. `seed` varies the size, the stripes and a second, smaller item.
 */
export function productPicture(
  seed: number,
  look: { shape?: keyof typeof SHAPES; colour?: number; background?: number } = {},
): Uint8Array {
  const rand = mulberry32(seed);
  const shape = SHAPES[look.shape ?? productShapes[Math.floor(rand() * productShapes.length)]!];
  const colour = look.colour ?? Math.floor(rand() * 0xffffff);
  const background = look.background ?? Math.floor(rand() * 0xffffff);
  const wall = mix(background, WHITE, 0.82);
  const floor = mix(background, WHITE, 0.68);
  const shadow = mix(floor, BLACK, 0.18);
  const outline = mix(colour, BLACK, 0.35);
  const highlight = mix(colour, WHITE, 0.35);
  const band = mix(colour, WHITE, 0.55);
  const size = 26 + Math.floor(rand() * 8);
  const cx = 48;
  const cy = 70 - size;
  const striped = rand() < 0.5;
  const stripe = 5 + Math.floor(rand() * 4);
  const companion = rand() < 0.4; // a small second item beside the main one (a set, a refill …)
  const horizon = 66 + Math.floor(rand() * 6);

  const scene = (x: number, y: number) => {
    let c = y < horizon ? wall : floor;
    const sx = (x - cx) / (size * 1.1);
    const sy = (y - 74) / 4.5;
    if (sx * sx + sy * sy <= 1) c = shadow;
    if (companion) {
      const u = (x - 78) / 9;
      const v = (y - 64) / 9;
      if (u * u + v * v <= 1) c = v < -0.2 ? band : outline;
    }
    const u = (x - cx) / size;
    const v = (y - cy) / size;
    if (shape(u * 1.08, v * 1.08)) {
      c = outline;
      if (shape(u * 1.16, v * 1.16)) {
        c = colour;
        if (striped && Math.abs(v) < 0.5 && Math.floor((y - cy) / stripe) % 2 === 0) c = band;
        const hu = u + 0.35;
        const hv = v + 0.4;
        if (hu * hu + hv * hv <= 0.06) c = highlight;
      }
    }
    return c;
  };
  return pngImage(96, 96, supersampled(scene));
}

// 5 × 7 capitals for brand initials, one string of 0/1 per row.
const GLYPHS: Record<string, string> = {
  A: "01110 10001 10001 11111 10001 10001 10001",
  B: "11110 10001 10001 11110 10001 10001 11110",
  C: "01110 10001 10000 10000 10000 10001 01110",
  D: "11110 10001 10001 10001 10001 10001 11110",
  E: "11111 10000 10000 11110 10000 10000 11111",
  F: "11111 10000 10000 11110 10000 10000 10000",
  G: "01110 10001 10000 10111 10001 10001 01111",
  H: "10001 10001 10001 11111 10001 10001 10001",
  I: "01110 00100 00100 00100 00100 00100 01110",
  J: "00111 00010 00010 00010 00010 10010 01100",
  K: "10001 10010 10100 11000 10100 10010 10001",
  L: "10000 10000 10000 10000 10000 10000 11111",
  M: "10001 11011 10101 10101 10001 10001 10001",
  N: "10001 10001 11001 10101 10011 10001 10001",
  O: "01110 10001 10001 10001 10001 10001 01110",
  P: "11110 10001 10001 11110 10000 10000 10000",
  Q: "01110 10001 10001 10001 10101 10010 01101",
  R: "11110 10001 10001 11110 10100 10010 10001",
  S: "01111 10000 10000 01110 00001 00001 11110",
  T: "11111 00100 00100 00100 00100 00100 00100",
  U: "10001 10001 10001 10001 10001 10001 01110",
  V: "10001 10001 10001 10001 10001 01010 00100",
  W: "10001 10001 10001 10101 10101 10101 01010",
  X: "10001 10001 01010 00100 01010 10001 10001",
  Y: "10001 10001 01010 00100 00100 00100 00100",
  Z: "11111 00001 00010 00100 01000 10000 11111",
};

/** "Halden Home" → "HH", "Novacell" → "N" */
function initials(name: string): string {
  const words = name.toUpperCase().match(/[A-Z]+/g) ?? ["Q"];
  return words.length > 1 ? words[0]![0]! + words[1]![0]! : words[0]![0]!;
}

/**
 * A 120 × 120 brand logo: the brand's initials on a white disc with a ring, over a background
 * in the brand's colour with faint diagonal stripes.
 */
export function brandLogo(name: string, seed: number, colour?: number): Uint8Array {
  const rand = mulberry32(seed);
  const brand = colour ?? Math.floor(rand() * 0xffffff);
  const stripes = mix(brand, WHITE, 0.12);
  const ring = mix(brand, WHITE, 0.45);
  const disc = mix(brand, WHITE, 0.94);
  const period = 10 + Math.floor(rand() * 8);
  const offset = Math.floor(rand() * period);
  const letters = initials(name)
    .split("")
    .map((letter) => (GLYPHS[letter] ?? GLYPHS.Q!).split(" "));
  const scale = letters.length > 1 ? 5 : 8;
  const textWidth = letters.length * 5 * scale + (letters.length - 1) * scale;
  const left = Math.round((120 - textWidth) / 2);
  const top = Math.round((120 - 7 * scale) / 2);

  const inLetter = (x: number, y: number) => {
    const gx = Math.floor((x - left) / scale);
    const gy = Math.floor((y - top) / scale);
    if (gy < 0 || gy > 6 || gx < 0) return false;
    const index = Math.floor(gx / 6);
    const column = gx % 6;
    return column < 5 && letters[index]?.[gy]?.[column] === "1";
  };

  const scene = (x: number, y: number) => {
    const d = Math.hypot(x - 60, y - 60);
    if (d <= 44) return inLetter(x, y) ? brand : disc;
    if (d <= 49) return ring;
    return (x + y + offset) % period < period / 2 ? stripes : brand;
  };
  return pngImage(120, 120, supersampled(scene));
}
