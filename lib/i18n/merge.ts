type Tree = { [key: string]: string | Tree };

/**
 * Language texts from the upstream laid over the bundled messages (SPEC §4, DESIGN §6). Only
 * keys the bundle already has, with the same shape, are taken: an override cannot add or break
 * structure the components rely on.
 */
export function mergeMessages<T extends Tree>(bundled: T, overrides: Tree): T {
  const out: Tree = { ...bundled };
  for (const [key, value] of Object.entries(overrides)) {
    if (!Object.hasOwn(bundled, key)) continue;
    const base = bundled[key];
    if (typeof base === "string" && typeof value === "string") out[key] = value;
    else if (typeof base === "object" && typeof value === "object")
      out[key] = mergeMessages(base, value);
  }
  return out as T;
}
