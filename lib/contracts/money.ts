import Decimal from "decimal.js";
import * as z from "zod";

// The money schema on its own: a form that validates money loads it without any contract.

/** numeric(18,2): at most 16 digits before the point. */
export const MONEY_LIMIT = new Decimal("1e16");

/**
 * A money amount (DESIGN §3): a decimal string or a number, 0 or more, rounded half up to 2
 * decimals and carried on as a string ("12.50"), never as a binary float. `required` is the
 * message when it is missing or blank (SPEC §5 'Modified price required').
 */
export const zMoney = (required = "validation.required") =>
  z
    .union([z.string().trim(), z.number()], {
      error: (issue) => (issue.input == null ? required : "validation.money"),
    })
    .transform((value, ctx) => {
      if (value === "") {
        ctx.addIssue({ code: "custom", message: required });
        return z.NEVER;
      }
      // plain decimals only: Decimal would also read "0x10" or "1e3"
      if (typeof value === "string" && !/^\d+(\.\d+)?$/.test(value)) {
        ctx.addIssue({ code: "custom", message: "validation.money" });
        return z.NEVER;
      }
      // round first: 9999999999999999.995 rounds up past numeric(18,2)
      const amount = new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
      if (!amount.isFinite() || amount.isNegative() || amount.gte(MONEY_LIMIT)) {
        ctx.addIssue({ code: "custom", message: "validation.money" });
        return z.NEVER;
      }
      return amount.toFixed(2);
    });

/** A money amount; missing or blank is "This field is required." */
export const ZMoney = zMoney();
