import { describe, expect, it } from "vitest";
import {
  formatChange,
  formatDate,
  formatDateTime,
  formatMoney,
  formatRelativeTime,
  formatYearMonth,
  formatYearMonthZh,
  fromDateTimeLocal,
  groupDigits,
  toDateTimeLocal,
} from "./format";

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

  it("shows a year-month as YYYY-MM and in the Chinese form, in the app's time zone", () => {
    expect(formatYearMonth("2026-03-31T23:30:00Z", "UTC")).toBe("2026-03");
    expect(formatYearMonth("2026-03-31T23:30:00Z", "Asia/Shanghai")).toBe("2026-04");
    expect(formatYearMonthZh("2026-11-05T00:00:00Z", "UTC")).toBe("2026年11月");
    expect(formatYearMonthZh("2026-01-05T00:00:00Z", "UTC")).toBe("2026年01月");
    expect(formatYearMonth(undefined, "UTC")).toBe("—");
    expect(formatYearMonthZh(null, "UTC")).toBe("—");
  });

  it("shows relative times in the reader's language, with the largest fitting unit", () => {
    const now = new Date("2026-06-15T12:00:00Z");
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    const min = 60_000;
    expect(formatRelativeTime(ago(3 * min), "en", now)).toBe("3 minutes ago");
    expect(formatRelativeTime(ago(10_000), "en", now)).toBe("now");
    expect(formatRelativeTime(ago(2 * 60 * min), "en", now)).toBe("2 hours ago");
    expect(formatRelativeTime(ago(24 * 60 * min), "en", now)).toBe("yesterday");
    expect(formatRelativeTime(ago(45 * 24 * 60 * min), "en", now)).toBe("last month");
    expect(formatRelativeTime(ago(800 * 24 * 60 * min), "en", now)).toBe("2 years ago");
    expect(formatRelativeTime(new Date(now.getTime() + 5 * min), "en", now)).toBe("in 5 minutes");
    expect(formatRelativeTime(ago(3 * min), "zh", now)).toBe("3分钟前");
    expect(formatRelativeTime(ago(3 * min), "es", now)).toBe("hace 3 minutos");
    expect(formatRelativeTime(ago(3 * min), "ja", now)).toBe("3 分前");
    expect(formatRelativeTime(null, "en", now)).toBe("—");
  });

  it("groups digits with an apostrophe every four digits", () => {
    expect(groupDigits(0)).toBe("0");
    expect(groupDigits(1234)).toBe("1234");
    expect(groupDigits(12345)).toBe("1'2345");
    expect(groupDigits(123456789)).toBe("1'2345'6789");
    expect(groupDigits("12345678.5")).toBe("1234'5678.5");
    expect(groupDigits(-98765.25)).toBe("-9'8765.25");
    expect(groupDigits(null)).toBe("—");
  });

  it("signs a change in stock", () => {
    expect(formatChange(5)).toBe("+5");
    expect(formatChange(-3)).toBe("\u22123");
    expect(formatChange(0)).toBe("0");
  });
});

describe("datetime-local inputs", () => {
  it("show an instant as the app's wall time and read it back", () => {
    expect(toDateTimeLocal("2026-11-21T23:05:09Z", "UTC")).toBe("2026-11-21T23:05");
    expect(toDateTimeLocal("2026-11-21T23:05:09Z", "Asia/Shanghai")).toBe("2026-11-22T07:05");
    expect(fromDateTimeLocal("2026-11-22T07:05", "Asia/Shanghai")).toBe("2026-11-21T23:05:00.000Z");
    expect(fromDateTimeLocal("2026-07-01T09:30", "America/Toronto")).toBe(
      "2026-07-01T13:30:00.000Z",
    );
    expect(fromDateTimeLocal("2026-01-15T09:30", "America/Toronto")).toBe(
      "2026-01-15T14:30:00.000Z",
    );
  });

  it("read a wall time on a DST change and refuse what is no date-time", () => {
    // 2026-03-08 02:30 does not exist in Toronto: the clock jumps from 02:00 to 03:00
    expect(fromDateTimeLocal("2026-03-08T02:30", "America/Toronto")).toBe(
      "2026-03-08T07:30:00.000Z",
    );
    expect(fromDateTimeLocal("2026-11-01T12:00", "America/Toronto")).toBe(
      "2026-11-01T17:00:00.000Z",
    );
    expect(fromDateTimeLocal("", "UTC")).toBeNull();
    expect(fromDateTimeLocal("yesterday", "UTC")).toBeNull();
  });
});
