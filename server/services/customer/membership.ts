import "server-only";
import { env } from "@/lib/env";
import { isMembershipInForce, todayIn } from "@/lib/membership";

/**
 * Today in the business time zone (TIME_ZONE, YYYY-MM-DD): the one "today" memberships are
 * judged by, in customers' DTOs and filters, in prices and orders, and when a member payment
 * order is marked paid.
 */
export const businessToday = () => todayIn(env.TIME_ZONE);

/** Membership is in force while memberValidity ≥ today, in the business time zone (DESIGN §5). */
export const isMemberNow = (c: { memberValidity: string | null }) =>
  isMembershipInForce(c.memberValidity, businessToday());
