"use client";

import { useLocale, useNow, useTimeZone } from "next-intl";
import { formatDateTime, formatRelativeTime } from "@/lib/format";

/** "3 minutes ago", with the exact time (SPEC §9's date-time form) on hover. */
export function RelativeTime({ value }: { value: string | Date | null | undefined }) {
  const locale = useLocale();
  const timeZone = useTimeZone() ?? "UTC";
  const now = useNow({ updateInterval: 60_000 });
  if (!value) return <>—</>;
  const exact = formatDateTime(value, timeZone);
  return (
    // the server's "now" and the browser's can straddle a minute
    <time dateTime={new Date(value).toISOString()} title={exact} suppressHydrationWarning>
      {formatRelativeTime(value, locale, now)}
    </time>
  );
}
