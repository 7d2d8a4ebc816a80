import * as z from "zod";

export const PASSWORD_MIN_LENGTH = 6;

export const ZPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, "validation.passwordTooShort")
  .max(128, "validation.tooLong");
