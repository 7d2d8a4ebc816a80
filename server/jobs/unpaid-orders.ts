import "server-only";
import { and, eq } from "drizzle-orm";
import { tenants } from "@/server/db/schema";
import { cancelUnpaidOrders } from "@/server/services/order/unpaid-job";
import type { Job } from "./job";

/** Closes orders left unpaid past the tenant's order settings, in every active tenant. */
export const unpaidOrdersJob: Job = {
  name: "unpaid-orders",
  everyMs: 5 * 60_000,
  run: async (db, until) => {
    const active = await db
      .select({ id: tenants.id })
      .from(tenants)
      .where(and(eq(tenants.isActive, true), eq(tenants.isDeleted, false)));
    let closed = 0;
    for (const tenant of active) {
      if (Date.now() >= until) break;
      closed += (await cancelUnpaidOrders(db, tenant.id, new Date(), until)).length;
    }
    return closed;
  },
};
