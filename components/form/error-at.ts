import { type FieldErrors, get } from "react-hook-form";

/**
 * The message at a field path. The resolver keys errors by the whole path ("skus.1.number") and
 * setError nests them; react-hook-form's `get` finds either.
 */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  const found = get(errors, path) as { message?: unknown } | undefined;
  return typeof found?.message === "string" ? found.message : undefined;
}
