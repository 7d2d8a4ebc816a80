import { describe, expect, it } from "vitest";
import { isChunkLoadError } from "./chunk-error";

describe("chunk-load errors", () => {
  it("recognises the errors bundlers and browsers raise for a chunk that did not load", () => {
    const named = Object.assign(new Error("Loading chunk 123 failed."), { name: "ChunkLoadError" });
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error("Failed to load chunk /_next/static/chunks/a1.js"))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error("Loading CSS chunk 7 failed."))).toBe(true);
    expect(
      isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /x.js")),
    ).toBe(true);
  });

  it("leaves every other error to the generic error screen", () => {
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("Loading chunk 1 failed")).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
