import { describe, expect, it } from "vitest";
import { missingCombinations, specCombinations } from "./sku-combinations";

const colour = { id: "colour", options: ["Red", "Blue"] };
const size = { id: "size", options: ["S", "M", "L"] };

describe("specCombinations", () => {
  it("crosses every option of every specification", () => {
    const combos = specCombinations([colour, size]);
    expect(combos).toHaveLength(6);
    expect(combos[0]).toEqual({ colour: "Red", size: "S" });
    expect(combos[5]).toEqual({ colour: "Blue", size: "L" });
  });

  it("ignores specifications without options", () => {
    expect(specCombinations([colour, { id: "empty", options: [] }])).toEqual([
      { colour: "Red" },
      { colour: "Blue" },
    ]);
    expect(specCombinations([])).toEqual([]);
  });
});

describe("missingCombinations", () => {
  it("skips combinations a row already has, ignoring case and spaces", () => {
    const rows = [
      { specValues: { colour: " red ", size: "s" } },
      { specValues: { colour: "Blue", size: "M", other: "x" } },
      { specValues: {} },
    ];
    expect(missingCombinations([colour, size], rows)).toEqual([
      { colour: "Red", size: "M" },
      { colour: "Red", size: "L" },
      { colour: "Blue", size: "S" },
      { colour: "Blue", size: "L" },
    ]);
  });

  it("gives every combination when no row has spec values", () => {
    expect(missingCombinations([colour], [{}])).toHaveLength(2);
  });
});
