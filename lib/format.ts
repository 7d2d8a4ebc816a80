// SPEC §9 display formats, in one module (DESIGN §6). Times show in the app's time zone, which
// server and browser share through next-intl, so a rendered page hydrates without a mismatch.

function parts(value: Date | string, timeZone: string) {
  const date = typeof value === "string" ? new Date(value) : value;
  const fields = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
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

/** $ with 2 decimals (SPEC §9's currency filter). */
export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "—";
  const n = typeof value === "number" ? value : Number(value);
  return `$${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
