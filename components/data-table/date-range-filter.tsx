"use client";

import { useEffect, useState } from "react";
import { Input } from "@/components/ui/input";
import { calendarDay } from "@/lib/date-range";
import { useListUrl } from "./use-list-url";

/** A whole month, YYYY-MM, or null. */
const calendarMonth = (value: string | null | undefined) =>
  /^\d{4}-(0[1-9]|1[0-2])$/.test(value?.trim() ?? "") ? value!.trim() : null;

/**
 * A day range kept in `?{from}=YYYY-MM-DD&{to}=YYYY-MM-DD` (both days included; the server page
 * turns them into instants with `dayRangeInput`), or with `months` a month range
 * (`YYYY-MM`, month inputs). A value goes into the URL as soon as it is whole; an emptied box
 * leaves it when the box loses focus, so a half-typed date never clears the list under the
 * person's hands.
 */
export function DataTableDateRange({
  label,
  fromLabel,
  toLabel,
  from = "from",
  to = "to",
  months = false,
}: {
  /** what the range is of ("Made"), shown before the boxes and naming the group */
  label: string;
  fromLabel: string;
  toLabel: string;
  from?: string;
  to?: string;
  months?: boolean;
}) {
  const { search } = useListUrl();
  const whole = months ? calendarMonth : calendarDay;
  const first = whole(search.get(from));
  const last = whole(search.get(to));
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-1.5">
      <span className="text-muted-foreground text-sm" aria-hidden>
        {label}
      </span>
      <DayInput name={from} label={fromLabel} max={last ?? undefined} months={months} />
      <span className="text-muted-foreground" aria-hidden>
        –
      </span>
      <DayInput name={to} label={toLabel} min={first ?? undefined} months={months} />
    </div>
  );
}

function DayInput({
  name,
  label,
  min,
  max,
  months,
}: {
  name: string;
  label: string;
  min?: string;
  max?: string;
  months: boolean;
}) {
  const { search, update } = useListUrl();
  const whole = months ? calendarMonth : calendarDay;
  const urlValue = whole(search.get(name)) ?? "";
  const [value, setValue] = useState(urlValue);
  useEffect(() => setValue(urlValue), [urlValue]); // eslint-disable-line react-hooks/set-state-in-effect -- follow back/forward
  const write = (day: string) => {
    if (day !== urlValue) update({ [name]: day || undefined }, { resetPage: true });
  };
  return (
    <Input
      type={months ? "month" : "date"}
      value={value}
      min={min}
      max={max}
      aria-label={label}
      className="h-9 w-auto"
      onChange={(e) => {
        setValue(e.target.value);
        const day = whole(e.target.value);
        if (day) write(day);
      }}
      onBlur={() => {
        if (!value) write("");
      }}
    />
  );
}
