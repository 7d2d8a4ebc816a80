import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatMoney } from "./format";

describe("display formats", () => {
  it("shows date-times as YYYY-MM-DD HH:mm:ss in the app's time zone", () => {
    expect(formatDateTime("2026-11-21T23:05:09Z", "UTC")).toBe("2026-11-21 23:05:09");
    expect(formatDateTime("2026-11-21T23:05:09Z", "Asia/Shanghai")).toBe("2026-11-22 07:05:09");
    expect(formatDate("2026-01-02T00:00:00Z", "America/Toronto")).toBe("2026-01-01");
    expect(formatDateTime(null, "UTC")).toBe("—");
  });

  it("shows money with a dollar sign and two decimals", () => {
    expect(formatMoney(1234.5)).toBe("$1,234.50");
    expect(formatMoney("0.005")).toBe("$0.01");
  });
});
