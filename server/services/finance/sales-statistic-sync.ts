import "server-only";
import { sql } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import type { Db } from "@/server/db/types";

// Finance's sales statistics follow the orders (SPEC §7 FinanceSalesStatistic; issue 12): every
// order write (placing, each transition, Update, Delete, the demo seed) calls this in its own
// transaction, so a statistic row is never out of step with its order.

/** Orders per statement (two parameters each). */
const CHUNK = 500;

/**
 * Upserts the statistic row of each order from the order as it is now: code, customer, status,
 * payment method, money, the step times, and its soft deletion. The row of an order is the
 * order's (unique order_id); hand-entered rows (orderId null) are never touched.
 */
export async function syncSalesStatistic(db: Db, orderIds: readonly string[]): Promise<void> {
  const ids = [...new Set(orderIds)];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const pairs = sql.join(
      ids.slice(i, i + CHUNK).map((id) => sql`(${id}::uuid, ${uuidv7()}::uuid)`),
      sql`, `,
    );
    await db.execute(sql`
      insert into sales_statistics (id, tenant_id, order_id, order_code, customer_code,
        customer_name, status, payment_method, goods_amount, shipping_fee, gst_amount, qst_amount,
        total_amount, order_time, paid_time, shipped_time, received_time, cancelled_time,
        creator_user_id, is_deleted, deletion_time, deleter_user_id)
      select v.id, o.tenant_id, o.id, o.order_code, o.customer_code, o.customer_name, o.status,
        o.payment_method, o.goods_amount, o.shipping_fee, o.gst_amount, o.qst_amount,
        o.total_amount, o.creation_time, o.paid_time, o.shipped_time, o.received_time,
        o.cancelled_time, o.creator_user_id, o.is_deleted, o.deletion_time, o.deleter_user_id
      from (values ${pairs}) as v(order_id, id)
      join orders o on o.id = v.order_id
      on conflict (order_id) do update set
        order_code = excluded.order_code,
        customer_code = excluded.customer_code,
        customer_name = excluded.customer_name,
        status = excluded.status,
        payment_method = excluded.payment_method,
        goods_amount = excluded.goods_amount,
        shipping_fee = excluded.shipping_fee,
        gst_amount = excluded.gst_amount,
        qst_amount = excluded.qst_amount,
        total_amount = excluded.total_amount,
        order_time = excluded.order_time,
        paid_time = excluded.paid_time,
        shipped_time = excluded.shipped_time,
        received_time = excluded.received_time,
        cancelled_time = excluded.cancelled_time,
        is_deleted = excluded.is_deleted,
        deletion_time = excluded.deletion_time,
        deleter_user_id = excluded.deleter_user_id,
        last_modification_time = now()`);
  }
}
