/** A choice of a select: its value and what it shows. */
export interface Option {
  value: string;
  label: string;
}

/** `options` with a record's saved value added when the list no longer offers it. */
export function withSaved(options: Option[], saved: Option | undefined): Option[] {
  return saved && !options.some((o) => o.value === saved.value) ? [...options, saved] : options;
}
