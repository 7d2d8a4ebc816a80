/**
 * register() options for a whole-number input: blank reads as undefined (so the schema says
 * "required" or applies its default) instead of NaN.
 */
export const asNumber = {
  setValueAs: (value: unknown) =>
    value === "" || value === null || value === undefined ? undefined : Number(value),
};
