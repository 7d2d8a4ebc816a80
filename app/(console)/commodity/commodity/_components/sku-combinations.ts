/** A drop-down specification the SKU grid can be generated from. */
export interface DropDownSpec {
  id: string;
  options: readonly string[];
}

/** A SKU's chosen specification values, by parameter id. */
export type SpecValueMap = Partial<Record<string, string>>;

/**
 * Every combination of the specifications' options (the first specification varies slowest).
 * Specifications without options are left out; none at all gives no combinations.
 */
export function specCombinations(specs: readonly DropDownSpec[]): Record<string, string>[] {
  const usable = specs.filter((s) => s.options.length > 0);
  if (usable.length === 0) return [];
  return usable.reduce<Record<string, string>[]>(
    (combos, spec) =>
      combos.flatMap((combo) => spec.options.map((option) => ({ ...combo, [spec.id]: option }))),
    [{}],
  );
}

const same = (a: string | undefined, b: string) =>
  (a ?? "").trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The combinations no row has yet: a row has one when its values for those specifications match
 * (ignoring case and surrounding spaces); its other values do not matter.
 */
export function missingCombinations(
  specs: readonly DropDownSpec[],
  rows: readonly { specValues?: SpecValueMap }[],
): Record<string, string>[] {
  return specCombinations(specs).filter(
    (combo) =>
      !rows.some((row) =>
        Object.entries(combo).every(([id, value]) => same(row.specValues?.[id], value)),
      ),
  );
}
