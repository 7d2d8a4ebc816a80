import "server-only";
import { and, asc, eq, isNull, lt, ne, notInArray } from "drizzle-orm";
import { EMPTY_GUID } from "@/lib/contracts/enum-values";
import { defaultLocale } from "@/lib/i18n/locales";
import type { Principal } from "@/server/auth/current-user";
import { orders } from "@/server/db/schema";
import type { Db } from "@/server/db/types";
import { internalCtx } from "@/server/http/internal-ctx";
import { getTranslator } from "@/server/i18n";
import { logger } from "@/server/logger";
import { liveRows } from "../kit";
import { cancelOrder } from "./lifecycle";
import { deliverNotice } from "./notices";
import { currentOrderSettings } from "../system/order-setting";

// The unpaid-order job (DESIGN §5 Orders, issue 11): an order still ToBePaid the configured
// number of hours after it was placed is closed (AutoCancelled, with the reason, its stock
// released and quota refunded), as the system. Safe with several copies of the app on one
// PostgreSQL: each order is taken FOR UPDATE SKIP LOCKED in a transaction of its own, so two
// copies never close the same order and a person's action on it waits or is skipped. Run by
// server/jobs (a timer in each copy of the app, or Vercel Cron).
// Left alone: orders already picked (the warehouse has them) and account-quota orders (the
// enterprise pays on credit; they are not waiting for a card or a cheque).

/** The system, acting in a tenant: the empty id (recorded as no one), no permissions. */
export const systemPrincipal = (tenantId: number): Principal => ({
  user: {
    id: EMPTY_GUID,
    tenantId,
    userName: "system",
    name: "System",
    surname: "",
    emailAddress: "",
    isAdmin: false,
    userType: "System",
    roleNames: [],
  },
  permissions: new Set(),
});

/** At most this many orders per tenant and run; the next run takes the rest. */
const BATCH = 500;

/**
 * Closes every unpaid order of the tenant older than its order settings allow. Returns the codes
 * closed. Each order is one transaction; one that fails is logged and left for the next run, and
 * so are those still due at `until` (a time budget, ms since the epoch).
 */
export async function cancelUnpaidOrders(
  db: Db,
  tenantId: number,
  now = new Date(),
  until = Number.POSITIVE_INFINITY,
): Promise<string[]> {
  const t = getTranslator(defaultLocale);
  const principal = systemPrincipal(tenantId);
  const settings = await currentOrderSettings(internalCtx(db, principal, { t }));
  if (!settings) return [];
  const cutoff = new Date(now.getTime() - settings.unpaidCancelHours * 3_600_000);
  const reason = t("orders.autoCancelReason", { hours: settings.unpaidCancelHours });
  const closed: string[] = [];
  const failed: string[] = [];
  for (let i = 0; i < BATCH && Date.now() < until; i++) {
    let current: string | undefined;
    const done = await db
      .transaction(async (tx) => {
        const ctx = internalCtx(tx as unknown as Db, principal, { t });
        const [row] = await tx
          .select()
          .from(orders)
          .where(
            and(
              liveRows(orders, tenantId),
              eq(orders.status, "ToBePaid"),
              isNull(orders.outboundId),
              ne(orders.paymentMethod, "AccountQuota"),
              lt(orders.creationTime, cutoff),
              failed.length ? notInArray(orders.id, failed) : undefined,
            ),
          )
          .orderBy(asc(orders.creationTime), asc(orders.id))
          .limit(1)
          .for("update", { skipLocked: true });
        if (!row) return null;
        current = row.id;
        return cancelOrder(ctx, row, reason, "AutoCancelled");
      })
      .catch((error: unknown) => {
        logger.error({ err: error, orderId: current }, "unpaid order not closed");
        if (current) failed.push(current);
        return undefined;
      });
    if (done === null) break;
    if (!done) continue;
    closed.push(done.order.orderCode);
    await deliverNotice(db, done.noticeId);
  }
  if (closed.length) logger.info({ tenantId, orders: closed }, "unpaid orders closed");
  return closed;
}
