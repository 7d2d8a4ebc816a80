import { fromDateTimeLocal } from "./format";

// A list's date range as the URL carries it (`?from=2026-11-01&to=2026-11-24`, calendar days in
// the app's time zone, both days included) and as an API takes it (instants, `to` exclusive).

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day `value` names (YYYY-MM-DD, a real day), or null. */
export function calendarDay(value: string | null | undefined): string | null {
  const m = DATE.exec(value?.trim() ?? "");
  if (!m) return null;
  const day = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  return day.toISOString().slice(0, 10) === m[0] ? m[0] : null;
}

/** The day after a calendar day (YYYY-MM-DD). */
function nextDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/**
 * The instants a day range covers in `timeZone`: from the first day's start, up to (not
 * including) the start of the day after the last. A part that is no real day is left out.
 */
export function dayRangeInput(
  range: { from?: string | null; to?: string | null },
  timeZone: string,
): { from?: string; to?: string } {
  const first = calendarDay(range.from);
  const last = calendarDay(range.to);
  const from = first ? fromDateTimeLocal(`${first}T00:00`, timeZone) : null;
  const to = last ? fromDateTimeLocal(`${nextDay(last)}T00:00`, timeZone) : null;
  return { ...(from && { from }), ...(to && { to }) };
}
