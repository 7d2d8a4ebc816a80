import "server-only";
import { eq } from "drizzle-orm";
import { LOGISTICS_COMPANY_KEY } from "@/lib/contracts/data-dictionary";
import { localeOf } from "@/lib/i18n/locales";
import { customers, users } from "@/server/db/schema";
import type { Db } from "@/server/db/types";
import type { AuthedCtx } from "@/server/http/define";
import { getTranslator } from "@/server/i18n";
import { deliver, enqueueMessage } from "../portal/outbox";
import { dictionaryName } from "../system/data-dictionary";
import type { OrderRow } from "./queries";

// What an order tells its customer, through the message outbox (DESIGN §5 Messages): closed
// ('订单已关闭', with the reason), shipped ('订单已发货', with the logistics data) and, for
// self-pickup, that it can be collected (SPEC §4). In the customer's own language when their
// portal account has one, else the caller's. Queued in the order's transaction; `deliverNotice`
// sends it once that transaction has committed.

export type OrderNotice = "closed" | "shipped" | "collect";

/**
 * Queues the notice for the order's customer: an e-mail when the order has an address, else a
 * text message to its phone; nothing when it has neither. Returns the message id.
 */
export async function queueOrderNotice(
  ctx: AuthedCtx,
  order: OrderRow,
  notice: OrderNotice,
): Promise<string | null> {
  const recipient = order.recipientEmail ?? order.recipientPhone;
  if (!recipient) return null;
  const [account] = await ctx.db
    .select({ language: users.language })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.userId))
    .where(eq(customers.id, order.customerId));
  const locale = localeOf(account?.language) ?? ctx.locale;
  const t = locale === ctx.locale ? ctx.t : getTranslator(locale);
  const values = {
    code: order.orderCode,
    name: order.recipientName,
    reason: order.cancelReason ?? "",
    company: (await dictionaryName(ctx, LOGISTICS_COMPANY_KEY, order.logisticsCompany)) ?? "",
    number: order.logisticsNumber ?? "",
    date: order.expectedDeliveryDate ?? "",
    place: order.recipientAddress ?? "",
  };
  const subject = {
    closed: t("orders.closed"),
    shipped: t("orders.shipped"),
    collect: t("orders.mail.collectSubject"),
  }[notice];
  const body = {
    closed: t("orders.mail.closedBody", values),
    shipped: t("orders.mail.shippedBody", values),
    collect: t("orders.mail.collectBody", values),
  }[notice];
  return enqueueMessage(ctx.db, ctx.tenantId, {
    channel: order.recipientEmail ? "Email" : "Sms",
    recipient,
    subject: `${subject} · ${order.orderCode}`,
    body,
  });
}

/** Sends a queued notice (when a transport is configured) after its order's change committed. */
export async function deliverNotice(db: Db, id: string | null): Promise<void> {
  if (id) await deliver(db, id);
}
