import { describe, expect, it } from "vitest";
import { errorAt } from "./error-at";

describe("errorAt", () => {
  it("reads flat resolver keys and nested setError entries alike", () => {
    const errors = {
      "skus.1.number": { type: "validation", message: "flat" },
      skus: [undefined, { model: { type: "server", message: "nested" } }],
      name: { type: "server", message: "top" },
    };
    expect(errorAt(errors as never, "skus.1.number")).toBe("flat");
    expect(errorAt(errors as never, "skus.1.model")).toBe("nested");
    expect(errorAt(errors as never, "name")).toBe("top");
    expect(errorAt(errors as never, "skus.1")).toBeUndefined();
    expect(errorAt(errors as never, "description")).toBeUndefined();
  });
});
