import { describe, expect, it } from "vitest";
import { calendarDay, dayRangeInput } from "./date-range";

describe("a list's day range", () => {
  it("covers whole days in the app's time zone, the last day included", () => {
    expect(dayRangeInput({ from: "2026-11-01", to: "2026-11-24" }, "America/Toronto")).toEqual({
      from: "2026-11-01T04:00:00.000Z", // EDT until 1 November, 02:00
      to: "2026-11-25T05:00:00.000Z", // the start of the 25th in EST
    });
    expect(dayRangeInput({ from: "2026-12-31", to: "2026-12-31" }, "Asia/Shanghai")).toEqual({
      from: "2026-12-30T16:00:00.000Z",
      to: "2026-12-31T16:00:00.000Z",
    });
  });

  it("keeps one end when only one is given, and leaves out what is no real day", () => {
    expect(dayRangeInput({ to: "2026-02-28" }, "UTC")).toEqual({
      to: "2026-03-01T00:00:00.000Z",
    });
    expect(dayRangeInput({ from: "2026-02-30", to: "yesterday" }, "UTC")).toEqual({});
    expect(dayRangeInput({ from: "2026-11-24T10:00:00Z" }, "UTC")).toEqual({});
    expect(dayRangeInput({}, "UTC")).toEqual({});
  });

  it("reads a calendar day only when it is one", () => {
    expect(calendarDay(" 2028-02-29 ")).toBe("2028-02-29");
    expect(calendarDay("2027-02-29")).toBeNull();
    expect(calendarDay("2026-1-5")).toBeNull();
    expect(calendarDay(undefined)).toBeNull();
  });
});
