import { formatDate } from "./format";

// Membership days (DESIGN §5 Customers): calendar days (YYYY-MM-DD) in the business time zone
// (TIME_ZONE), the same "today" orders price by. Shared by the API (marking a member payment
// order paid) and the console (what a payment will buy, before it is marked paid).

/** Today's date in `timeZone` (YYYY-MM-DD). */
export const todayIn = (timeZone: string, now = new Date()) => formatDate(now, timeZone);

/** Membership is in force while memberValidity ≥ today. */
export const isMembershipInForce = (validity: string | null | undefined, today: string) =>
  !!validity && validity >= today;

const dayParts = (day: string) => day.split("-").map(Number) as [number, number, number];
/** The calendar day of a UTC year, month index (overflowing into the next years) and day. */
const dayOf = (year: number, monthIndex: number, day: number) =>
  new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);

/** The day `n` days after `day`. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = dayParts(day);
  return dayOf(y, m - 1, d + n);
}

/**
 * The last day of `months` months of membership starting on `from`: the day before the same day
 * `months` later (2026-03-15 + 1 → 2026-04-14), or that month's last day when it is too short to
 * have that day (2026-01-31 + 1 → 2026-02-28), so no period is shorter than its months.
 */
export function membershipEnd(from: string, months: number): string {
  const [y, m, d] = dayParts(from);
  const target = m - 1 + months;
  const daysInTarget = new Date(Date.UTC(y, target + 1, 0)).getUTCDate();
  return d > daysInTarget ? dayOf(y, target, daysInTarget) : dayOf(y, target, d - 1);
}

/**
 * What paying for `periodMonths` buys on `today`: from today, or from the day after the current
 * validity while that is still in force; to `membershipEnd` of that.
 */
export function membershipBought(
  currentValidity: string | null | undefined,
  periodMonths: number,
  today: string,
): { validFrom: string; validTo: string } {
  const validFrom = isMembershipInForce(currentValidity, today)
    ? addDays(currentValidity!, 1)
    : today;
  return { validFrom, validTo: membershipEnd(validFrom, periodMonths) };
}
