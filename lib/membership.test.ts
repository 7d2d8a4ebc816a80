import { describe, expect, it } from "vitest";
import {
  addDays,
  isMembershipInForce,
  membershipBought,
  membershipEnd,
  todayIn,
} from "./membership";

describe("membership days", () => {
  it("ends the day before the same day months later", () => {
    expect(membershipEnd("2026-03-15", 1)).toBe("2026-04-14");
    expect(membershipEnd("2026-01-01", 12)).toBe("2026-12-31");
    expect(membershipEnd("2026-11-20", 3)).toBe("2027-02-19");
    expect(membershipEnd("2026-03-01", 60)).toBe("2031-02-28");
  });

  it("ends on the last day of a month too short for the starting day", () => {
    expect(membershipEnd("2026-01-31", 1)).toBe("2026-02-28");
    expect(membershipEnd("2026-01-29", 1)).toBe("2026-02-28");
    expect(membershipEnd("2028-01-30", 1)).toBe("2028-02-29");
    expect(membershipEnd("2028-02-29", 12)).toBe("2029-02-28");
    expect(membershipEnd("2026-08-31", 1)).toBe("2026-09-30");
    // the next period starts the day after: no day is lost or counted twice
    expect(addDays(membershipEnd("2026-01-31", 1), 1)).toBe("2026-03-01");
  });

  it("adds days across months and years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("is in force up to and including the validity day", () => {
    expect(isMembershipInForce("2026-05-10", "2026-05-10")).toBe(true);
    expect(isMembershipInForce("2026-05-09", "2026-05-10")).toBe(false);
    expect(isMembershipInForce(null, "2026-05-10")).toBe(false);
  });

  it("buys from today when not in force, from the day after the validity while it is", () => {
    expect(membershipBought(null, 12, "2026-05-10")).toEqual({
      validFrom: "2026-05-10",
      validTo: "2027-05-09",
    });
    expect(membershipBought("2026-01-31", 6, "2026-05-10")).toEqual({
      validFrom: "2026-05-10",
      validTo: "2026-11-09",
    });
    expect(membershipBought("2026-05-10", 1, "2026-05-10")).toEqual({
      validFrom: "2026-05-11",
      validTo: "2026-06-10",
    });
    expect(membershipBought("2026-08-31", 12, "2026-05-10")).toEqual({
      validFrom: "2026-09-01",
      validTo: "2027-08-31",
    });
  });

  it("takes today in the business time zone", () => {
    const now = new Date("2026-05-10T02:30:00Z");
    expect(todayIn("UTC", now)).toBe("2026-05-10");
    expect(todayIn("America/Toronto", now)).toBe("2026-05-09");
    expect(todayIn("Asia/Shanghai", new Date("2026-05-09T16:30:00Z"))).toBe("2026-05-10");
  });
});
