// SPEC §9 display formats, in one module (DESIGN §6). Times show in the app's time zone, which
// server and browser share through next-intl, so a rendered page hydrates without a mismatch.

/** One formatter per time zone: making one costs far more than using it (an export's rows). */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter)
    formatters.set(
      timeZone,
      (formatter = new Intl.DateTimeFormat("en-CA", {
        timeZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
        hourCycle: "h23",
      })),
    );
  return formatter;
}

function parts(value: Date | string, timeZone: string) {
  const date = typeof value === "string" ? new Date(value) : value;
  const fields = formatterOf(timeZone).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    fields.find((p) => p.type === type)?.value ?? "";
  return {
    y: get("year"),
    m: get("month"),
    d: get("day"),
    h: get("hour"),
    min: get("minute"),
    s: get("second"),
  };
}

/** YYYY-MM-DD HH:mm:ss */
export function formatDateTime(value: Date | string | null | undefined, timeZone: string): string {
  if (!value) return "—";
  const p = parts(value, timeZone);
  return `${p.y}-${p.m}-${p.d} ${p.h}:${p.min}:${p.s}`;
}

/** YYYY-MM-DD */
export function formatDate(value: Date | string | null | undefined, timeZone: string): string {
  if (!value) return "—";
  const p = parts(value, timeZone);
  return `${p.y}-${p.m}-${p.d}`;
}

/** The sign of each currency money is shown in: $ (SPEC §9), ¥ for the foundation's RMB. */
const CURRENCY_SIGNS = { USD: "$", RMB: "¥" } as const;
export type Currency = keyof typeof CURRENCY_SIGNS;

/** $ with 2 decimals (SPEC §9's currency filter); `currency` RMB shows ¥. */
export function formatMoney(
  value: number | string | null | undefined,
  currency: Currency = "USD",
): string {
  if (value === null || value === undefined || value === "") return "—";
  const n = typeof value === "number" ? value : Number(value);
  const text = Math.abs(n).toLocaleString("en-US", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${n < 0 ? "-" : ""}${CURRENCY_SIGNS[currency]}${text}`;
}

/** YYYY-MM */
export function formatYearMonth(value: Date | string | null | undefined, timeZone: string): string {
  if (!value) return "—";
  const p = parts(value, timeZone);
  return `${p.y}-${p.m}`;
}

/** The Chinese year-month form: YYYY年MM月 */
export function formatYearMonthZh(
  value: Date | string | null | undefined,
  timeZone: string,
): string {
  if (!value) return "—";
  const p = parts(value, timeZone);
  return `${p.y}年${p.m}月`;
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400],
  ["month", 30 * 86_400],
  ["week", 7 * 86_400],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

/** "3 minutes ago", "yesterday", "in 5 minutes", in the reader's language (largest fitting unit). */
export function formatRelativeTime(
  value: Date | string | null | undefined,
  locale: string,
  now: Date = new Date(),
): string {
  if (!value) return "—";
  const date = typeof value === "string" ? new Date(value) : value;
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.trunc(seconds / size), unit);
  }
  return rtf.format(0, "second");
}

/** Digits grouped with an apostrophe every four (SPEC §9): 123456789 → 1'2345'6789. */
export function groupDigits(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "—";
  const [whole = "", fraction] = String(value).split(".");
  const sign = whole.startsWith("-") ? "-" : "";
  const digits = whole.replace(/^-/, "");
  const grouped = digits.replace(/\B(?=(\d{4})+$)/g, "'");
  return `${sign}${grouped}${fraction !== undefined ? `.${fraction}` : ""}`;
}

/** A change in a quantity, always signed: +5, −3 (a minus sign, not a hyphen), 0. */
export function formatChange(delta: number): string {
  if (delta > 0) return `+${delta}`;
  return delta < 0 ? `\u2212${-delta}` : "0";
}

/** The value of a `datetime-local` input (YYYY-MM-DDTHH:mm) for an instant, in the app's time zone. */
export function toDateTimeLocal(value: Date | string, timeZone: string): string {
  const p = parts(value, timeZone);
  return `${p.y}-${p.m}-${p.d}T${p.h}:${p.min}`;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function zoneOffset(at: number, timeZone: string): number {
  const p = parts(new Date(at), timeZone);
  const wall = Date.UTC(+p.y, +p.m - 1, +p.d, +p.h, +p.min, +p.s);
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The instant (ISO, UTC) a `datetime-local` value stands for in the app's time zone, or null when
 * it is not one. A wall time skipped by a DST change reads as the hour after.
 */
export function fromDateTimeLocal(value: string, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!m) return null;
  const wall = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +(m[6] ?? 0));
  if (Number.isNaN(wall)) return null;
  // the offset near the wall time, then at the instant it gives (they differ across a DST change)
  const guess = wall - zoneOffset(wall, timeZone);
  const exact = wall - zoneOffset(guess, timeZone);
  const p = parts(new Date(exact), timeZone);
  const isWall = Date.UTC(+p.y, +p.m - 1, +p.d, +p.h, +p.min, +p.s) === wall;
  return new Date(isWall ? exact : guess).toISOString();
}
