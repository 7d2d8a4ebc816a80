"use client";

/**
 * A thin progress bar with its label above it: `percent` when there is a measure, none while
 * the work has no measure yet (the bar pulses). The label is also what assistive technology
 * reads as the bar's value.
 */
export function ProgressBar({
  label,
  name,
  percent,
}: {
  label: string;
  /** the bar's accessible name ("Progress") */
  name: string;
  percent: number | null;
}) {
  return (
    <div className="space-y-1 text-sm" role="status">
      <p className="text-muted-foreground">{label}</p>
      <div
        role="progressbar"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={label}
        className="bg-muted h-1.5 max-w-md overflow-hidden rounded-full"
      >
        <div
          className={
            percent === null
              ? "bg-primary h-full w-1/3 animate-pulse"
              : "bg-primary h-full transition-[width]"
          }
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
