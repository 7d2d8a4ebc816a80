import "server-only";
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { TOrderAction, TOrderStatus, TPaymentMethod, TPlatform } from "@/lib/contracts/enums";
import { defaultLocale } from "@/lib/i18n/locales";
import { principalOfUser } from "@/server/auth/current-user";
import { internalCtx } from "@/server/http/internal-ctx";
import { getTranslator } from "@/server/i18n";
import { syncSalesStatistic } from "@/server/services/finance/sales-statistic-sync";
import { applyTransition, cancelOrder, payOrder } from "@/server/services/order/lifecycle";
import { customerRow, placeOrder } from "@/server/services/order/place";
import type { OrderRow } from "@/server/services/order/queries";
import { pickOrder, shipOrder } from "@/server/services/order/shipping";
import { systemPrincipal } from "@/server/services/order/unpaid-job";
import { currentOrderSettings } from "@/server/services/system/order-setting";
import { mulberry32 } from "./seed-images";
import { dictionaryKeyOf } from "./seed-data/dictionaries";
import type { Db } from "./types";
import {
  countries,
  customerBillAddresses,
  customerReceivingAddresses,
  customers,
  messageOutbox,
  orderEvents,
  orders,
  outboundRecords,
  productSkus,
  provinces,
  selfLiftPoints,
  stockBalances,
  stockLedger,
  users,
  warehouseLocations,
  warehouses,
} from "./schema";

// Demo orders (issue 11 item 5): a few hundred orders over the last 90 days in every status,
// payment method and receiving method, made by the order services themselves (placeOrder,
// payOrder, pickOrder, shipOrder, the Received transition, cancelOrder, and the unpaid job's
// AutoCancelled close) with internal contexts, so prices, taxes, shipping, quota, reservations,
// outbound records and the Shipped ledger rows are all real. The services stamp "now"; after
// each step the seed moves that step's timestamps (the order's, its timeline entry's, its ledger
// rows' and its outbound record's) back to the step's planned time, which rise per order. Orders
// are made oldest first; the notices they queue are removed (nobody is told about a demo order,
// and no demo mail ever leaves). A fixed PRNG seed; nothing is done when orders exist.

const SEED = 20_261_201;
const TENANT_ID = 1;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WINDOW_DAYS = 90;
export const ORDER_COUNT = { demo: 320, large: 1_500 } as const;
/** LogisticsCompany dictionary keys (seed-data/dictionaries.ts): what a shipped order records. */
const LOGISTICS = ["Canada Post", "Purolator", "UPS", "FedEx", "DHL Express"].map(dictionaryKeyOf);
const CANCEL_REASONS = [
  "Customer changed their mind",
  "Ordered the wrong size; will order again",
  "Duplicate order",
  "Customer found a cheaper offer",
  "Delivery date too late for the customer",
] as const;
const PAID_CANCEL_REASONS = [
  "Paid twice by mistake; refunded",
  "Customer asked for a refund before picking",
] as const;

type Step = "pay" | "pick" | "ship" | "receive" | "cancel" | "autoCancel";
type Target = TOrderStatus | "AutoCancelled";

/** The statuses an order of this age ends in, with their weights (old orders are finished). */
function targetsFor(ageHours: number, unpaidHours: number): [Target, number][] {
  if (ageHours < unpaidHours * 0.8)
    return [
      ["ToBePaid", 40],
      ["Paid", 28],
      ["PaidAndIssued", 10],
      ["Issued", 6],
      ["Cancelled", 8],
    ];
  if (ageHours < 10 * 24)
    return [
      ["ToBePaid", 6],
      ["Paid", 18],
      ["PaidAndIssued", 22],
      ["Issued", 12],
      ["PaidAndReceived", 20],
      ["Received", 6],
      ["Cancelled", 8],
      ["AutoCancelled", 6],
    ];
  return [
    ["ToBePaid", 4],
    ["Paid", 3],
    ["PaidAndIssued", 6],
    ["Issued", 4],
    ["PaidAndReceived", 58],
    ["Received", 9],
    ["Cancelled", 9],
    ["AutoCancelled", 6],
  ];
}

/** The planned times of an order's steps (null: the step did not happen). */
interface OrderTimes {
  created?: Date;
  paid?: Date;
  picked?: Date;
  shipped?: Date;
  received?: Date;
  cancelled?: Date;
  modified?: Date;
}

const ts = (d: Date | undefined) => sql`${d ? d.toISOString() : null}::timestamptz`;

/** Runs `update` over `rows` as a VALUES list, 500 rows a statement. */
async function inChunks<T>(
  db: Db,
  rows: readonly T[],
  row: (r: T) => SQL,
  update: (values: SQL) => SQL,
) {
  for (let i = 0; i < rows.length; i += 500)
    await db.execute(
      update(
        sql.join(
          rows.slice(i, i + 500).map((r) => sql`(${row(r)})`),
          sql`, `,
        ),
      ),
    );
}

/** Writes each step's planned time over the "now" the services stamped. */
async function writeTimes(
  db: Db,
  times: Map<string, OrderTimes>,
  events: readonly { orderId: string; action: TOrderAction; at: Date }[],
  ledger: readonly { referenceId: string; reason: string; at: Date }[],
  outbounds: Map<string, { created?: Date; issued?: Date }>,
) {
  await inChunks(
    db,
    [...times],
    ([id, t]) =>
      sql`${id}::uuid, ${ts(t.created)}, ${ts(t.paid)}, ${ts(t.picked)}, ${ts(t.shipped)}, ${ts(t.received)}, ${ts(t.cancelled)}, ${ts(t.modified)}`,
    (values) => sql`update ${orders} o set
      creation_time = coalesce(v.created, o.creation_time),
      paid_time = coalesce(v.paid, o.paid_time),
      out_storage_time = coalesce(v.picked, o.out_storage_time),
      shipped_time = coalesce(v.shipped, o.shipped_time),
      received_time = coalesce(v.received, o.received_time),
      cancelled_time = coalesce(v.cancelled, o.cancelled_time),
      last_modification_time = v.modified
      from (values ${values}) as v(id, created, paid, picked, shipped, received, cancelled, modified)
      where o.id = v.id`,
  );
  await inChunks(
    db,
    events,
    (e) => sql`${e.orderId}::uuid, ${e.action}::text, ${ts(e.at)}`,
    (values) => sql`update ${orderEvents} e set creation_time = v.at
      from (values ${values}) as v(order_id, action, at)
      where e.order_id = v.order_id and e.action = v.action`,
  );
  await inChunks(
    db,
    ledger,
    (l) => sql`${l.referenceId}::uuid, ${l.reason}::text, ${ts(l.at)}`,
    (values) => sql`update ${stockLedger} l set creation_time = v.at
      from (values ${values}) as v(reference_id, reason, at)
      where l.reference_id = v.reference_id and l.reason = v.reason`,
  );
  await inChunks(
    db,
    [...outbounds],
    ([id, o]) => sql`${id}::uuid, ${ts(o.created)}, ${ts(o.issued)}`,
    (values) => sql`update ${outboundRecords} r set
      creation_time = coalesce(v.created, r.creation_time),
      issued_time = coalesce(v.issued, r.issued_time),
      last_modification_time = coalesce(v.issued, v.created, r.last_modification_time)
      from (values ${values}) as v(id, created, issued)
      where r.id = v.id`,
  );
}

/** Orders already in the database: the seed adds none then. */
async function hasOrders(db: Db) {
  const [row] = await db.select({ id: orders.id }).from(orders).limit(1);
  return !!row;
}

export async function seedOrders(
  db: Db,
  options: { creatorUserId: string; size?: keyof typeof ORDER_COUNT; now?: Date },
): Promise<number> {
  if (await hasOrders(db)) return 0;
  const rand = mulberry32(SEED);
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  const weighted = <T>(items: readonly [T, number][]): T => {
    let r = rand() * items.reduce((sum, [, w]) => sum + w, 0);
    for (const [item, w] of items) if ((r -= w) < 0) return item;
    return items[items.length - 1]![0];
  };

  // who acts: the administrator places orders on customers' behalf, the clerk picks and ships,
  // finance confirms payments; a customer's own order in the shop has no staff member
  const admin = await principalOfUser(db, options.creatorUserId);
  if (!admin) throw new Error("seedOrders: the acting user does not exist");
  const staff = async (userName: string) => {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, TENANT_ID), eq(users.userName, userName)));
    return (row && (await principalOfUser(db, row.id))) || admin;
  };
  const adminCtx = internalCtx(db, admin);
  const clerkCtx = internalCtx(db, await staff("clerk"));
  const financeCtx = internalCtx(db, await staff("finance"));
  const shopCtx = internalCtx(db, systemPrincipal(TENANT_ID));
  const t = getTranslator(defaultLocale);
  const systemCtx = internalCtx(db, systemPrincipal(TENANT_ID), { t });
  const settings = await currentOrderSettings(adminCtx);
  if (!settings) throw new Error("seedOrders: no order settings");
  const unpaidHours = settings.unpaidCancelHours;
  const autoReason = t("orders.autoCancelReason", { hours: unpaidHours });

  // the SKUs an order may take: on shelf with stock, for everyone, and the warehouse whose fullest
  // location holds the most of each (an order ships from one warehouse, a line from one place)
  const skuRows = await db
    .select({
      id: productSkus.id,
      available: productSkus.availableStock,
      min: productSkus.minPurchaseQuantity,
      salePrice: productSkus.salePrice,
    })
    .from(productSkus)
    .where(
      and(
        eq(productSkus.tenantId, TENANT_ID),
        eq(productSkus.isDeleted, false),
        eq(productSkus.shelfStatus, "OnShelf"),
        isNull(productSkus.customerCode),
        sql`${productSkus.availableStock} > 0`,
      ),
    )
    .orderBy(asc(productSkus.number));
  const places = await db
    .select({
      skuId: stockBalances.skuId,
      warehouseId: stockBalances.warehouseId,
      most: sql<number>`max(${stockBalances.quantity})::int`,
    })
    .from(stockBalances)
    .innerJoin(
      warehouseLocations,
      and(
        eq(warehouseLocations.id, stockBalances.locationId),
        eq(warehouseLocations.isDeleted, false),
      ),
    )
    .where(eq(stockBalances.tenantId, TENANT_ID))
    .groupBy(stockBalances.skuId, stockBalances.warehouseId)
    .orderBy(desc(sql`max(${stockBalances.quantity})`), asc(stockBalances.skuId));
  const homeOf = new Map<string, { warehouseId: string; most: number }>();
  for (const p of places)
    if (!homeOf.has(p.skuId)) homeOf.set(p.skuId, { warehouseId: p.warehouseId, most: p.most });
  /** what the seed may still sell of each SKU: a quarter of what is on shelf and in its place */
  const skus = skuRows
    .filter((s) => homeOf.has(s.id))
    .map((s) => ({
      ...s,
      ...homeOf.get(s.id)!,
      budget: Math.min(Math.floor(s.available / 4), Math.floor(homeOf.get(s.id)!.most / 4)),
    }));
  const warehouseIds = [...new Set(skus.map((s) => s.warehouseId))].sort();

  // the customers who order (active, with an address), and where they can receive
  const buyers = await db
    .select({
      id: customers.id,
      customerType: customers.customerType,
      realName: customers.realName,
      phone: customers.mobilePhone,
    })
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, TENANT_ID),
        eq(customers.isDeleted, false),
        eq(customers.isActive, true),
      ),
    )
    .orderBy(asc(customers.customerCode));
  const addressRows = await db
    .select({
      a: customerReceivingAddresses,
      province: provinces.provinceName,
      country: countries.countryName,
    })
    .from(customerReceivingAddresses)
    .innerJoin(provinces, eq(provinces.id, customerReceivingAddresses.provinceId))
    .innerJoin(countries, eq(countries.id, customerReceivingAddresses.countryId))
    .where(
      and(
        eq(customerReceivingAddresses.tenantId, TENANT_ID),
        eq(customerReceivingAddresses.isDeleted, false),
      ),
    )
    .orderBy(asc(customerReceivingAddresses.customerId), asc(customerReceivingAddresses.id));
  const addressesOf = new Map<string, typeof addressRows>();
  for (const row of addressRows)
    addressesOf.set(row.a.customerId, [...(addressesOf.get(row.a.customerId) ?? []), row]);
  // an invoice address for every buyer: people's is their default receiving address
  const bills = await db
    .select({ id: customerBillAddresses.id, customerId: customerBillAddresses.customerId })
    .from(customerBillAddresses)
    .where(
      and(
        eq(customerBillAddresses.tenantId, TENANT_ID),
        eq(customerBillAddresses.isDeleted, false),
      ),
    )
    .orderBy(asc(customerBillAddresses.id));
  const billOf = new Map<string, string>();
  for (const b of bills) if (!billOf.has(b.customerId)) billOf.set(b.customerId, b.id);
  const newBills = buyers
    .filter((b) => !billOf.has(b.id) && addressesOf.has(b.id))
    .map((b) => {
      const rows = addressesOf.get(b.id)!;
      const { a } = rows.find((r) => r.a.isDefault) ?? rows[0]!;
      return {
        tenantId: TENANT_ID,
        creatorUserId: options.creatorUserId,
        customerId: b.id,
        contactName: a.contactName,
        phone: a.phone,
        countryId: a.countryId,
        provinceId: a.provinceId,
        cityId: a.cityId,
        areaId: a.areaId,
        detailAddress: a.detailAddress,
        postalCode: a.postalCode,
        invoiceHeader: b.realName,
      };
    });
  if (newBills.length)
    for (const row of await db
      .insert(customerBillAddresses)
      .values(newBills)
      .returning({ id: customerBillAddresses.id, customerId: customerBillAddresses.customerId }))
      billOf.set(row.customerId, row.id);
  const withAddress = buyers.filter((b) => addressesOf.has(b.id));
  const enterprises = withAddress.filter((b) => b.customerType === "Enterprise");
  const inQuebec = withAddress.filter((b) =>
    addressesOf.get(b.id)!.some((r) => r.province === "Quebec"),
  );
  const points = await db
    .select({ id: selfLiftPoints.id, warehouseId: selfLiftPoints.warehouseId })
    .from(selfLiftPoints)
    .innerJoin(warehouses, eq(warehouses.id, selfLiftPoints.warehouseId))
    .where(
      and(
        eq(selfLiftPoints.tenantId, TENANT_ID),
        eq(selfLiftPoints.isDeleted, false),
        eq(warehouses.isDeleted, false),
        eq(warehouses.status, "Enable"),
      ),
    )
    .orderBy(asc(selfLiftPoints.name));
  if (!skus.length || !withAddress.length) return 0;

  // each step's planned time, written over the services' "now" at the end (in a few statements)
  const times = new Map<string, OrderTimes>();
  const timesOf = (id: string) => times.get(id) ?? times.set(id, {}).get(id)!;
  const events: { orderId: string; action: TOrderAction; at: Date }[] = [];
  const ledger: { referenceId: string; reason: string; at: Date }[] = [];
  const outbounds = new Map<string, { created?: Date; issued?: Date }>();
  const stamp = (order: OrderRow, action: TOrderAction, at: Date, columns: OrderTimes) => {
    Object.assign(timesOf(order.id), columns, action === "Created" ? {} : { modified: at });
    events.push({ orderId: order.id, action, at });
  };
  const notices: string[] = [];

  const now = (options.now ?? new Date()).getTime();
  const count = ORDER_COUNT[options.size ?? "demo"];
  const start = now - WINDOW_DAYS * DAY + HOUR;
  let made = 0;
  for (let i = 0; i < count; i++) {
    const created = start + ((i + rand()) / count) * (now - 2 * HOUR - start);
    const ageHours = (now - created) / HOUR;
    let target = weighted(targetsFor(ageHours, unpaidHours));

    // the payment method: shipping before payment needs a cheque or the account quota, and an
    // order left unpaid past the configured hours only stays open on the account quota
    const unpaidShip = target === "Issued" || target === "Received" || rand() < 0.2;
    const oldUnpaid = target === "ToBePaid" && ageHours >= unpaidHours;
    let method: TPaymentMethod =
      oldUnpaid || (unpaidShip && rand() < 0.45)
        ? "AccountQuota"
        : unpaidShip
          ? "ChequePayment"
          : weighted<TPaymentMethod>([
              ["CreditCard", 60],
              ["ChequePayment", 20],
              ["AccountQuota", 20],
            ]);
    // the unpaid job closes only what waited its full time (and never a quota order)
    if (target === "AutoCancelled" && ageHours < unpaidHours + 6) target = "Cancelled";
    if (target === "AutoCancelled" && method === "AccountQuota") method = "CreditCard";

    // the customer: an enterprise for the quota; a fifth of the rest with an address in Quebec
    const customer =
      method === "AccountQuota"
        ? pick(enterprises)
        : rand() < 0.2 && inQuebec.length
          ? pick(inQuebec)
          : pick(withAddress);
    const addresses = addressesOf.get(customer.id)!;
    const point = points.length && rand() < 0.25 ? pick(points) : null;
    const address = point
      ? null
      : (addresses.find((r) => r.province === "Quebec" && rand() < 0.7) ??
        addresses.find((r) => r.a.isDefault) ??
        addresses[0]!);

    // the lines: 1–4 SKUs of one warehouse (the pickup point's, if any)
    const warehouseId = point?.warehouseId ?? pick(warehouseIds);
    const pool = skus.filter((s) => s.warehouseId === warehouseId && s.budget >= s.min);
    if (!pool.length) continue;
    const lines = new Map<string, number>();
    for (let n = int(1, Math.min(4, pool.length)); lines.size < n;) {
      const sku = pick(pool);
      if (lines.has(sku.id)) continue;
      lines.set(sku.id, Math.max(sku.min, Math.min(sku.budget, int(1, 5))));
    }
    const chosen = [...lines].map(([skuId, quantity]) => ({ skuId, quantity }));

    // the quota must cover it (taxes up to 15 % and shipping), else it is paid by cheque
    let row = await customerRow(adminCtx, customer.id, method === "AccountQuota");
    if (method === "AccountQuota") {
      const goods = chosen.reduce(
        (sum, l) => sum + Number(skus.find((s) => s.id === l.skuId)!.salePrice) * l.quantity,
        0,
      );
      const left = Number(row.accountQuota) - Number(row.usedQuota);
      if ((goods + Number(settings.shippingFee)) * 1.16 + 1 > left) {
        method = "ChequePayment";
        if (target === "ToBePaid" && oldUnpaid) target = "Received";
        row = await customerRow(adminCtx, customer.id);
      }
    }

    const onBehalf = rand() < 0.6;
    const placer = onBehalf ? adminCtx : shopCtx;
    const platform: TPlatform = onBehalf ? "OP" : rand() < 0.6 ? "PC" : "H5";
    const placed = await placeOrder(
      placer,
      row,
      {
        receivingMethod: point ? "DoorToDoorSelfDelivery" : "LogisticsDelivery",
        receivingAddressId: address?.a.id ?? null,
        selfLiftPointId: point?.id ?? null,
        billAddressId: billOf.get(customer.id)!,
        paymentMethod: method,
        remark: rand() < 0.1 ? "Please call before delivery" : null,
        lines: chosen,
      },
      { platform, placedByUserId: onBehalf ? admin.user.id : null },
    );
    for (const l of chosen) skus.find((s) => s.id === l.skuId)!.budget -= l.quantity;
    let [order] = await db.select().from(orders).where(eq(orders.id, placed.id));
    if (!order) throw new Error(`seedOrders: order ${placed.orderCode} not found`);
    stamp(order, "Created", new Date(created), { created: new Date(created) });
    ledger.push({ referenceId: order.id, reason: "Reserved", at: new Date(created) });

    // the steps to the target status (payment after delivery for some cheque and quota orders)
    const payLate = method !== "CreditCard" && rand() < 0.3;
    const steps: Step[] = (
      {
        ToBePaid: [],
        Paid: rand() < 0.35 ? ["pay", "pick"] : ["pay"],
        Cancelled: rand() < 0.2 ? ["pay", "cancel"] : ["cancel"],
        AutoCancelled: ["autoCancel"],
        Issued: ["pick", "ship"],
        Received: ["pick", "ship", "receive"],
        PaidAndIssued: payLate ? ["pick", "ship", "pay"] : ["pay", "pick", "ship"],
        PaidAndReceived: payLate
          ? ["pick", "ship", "receive", "pay"]
          : ["pay", "pick", "ship", "receive"],
      } satisfies Record<Target, Step[]>
    )[target];
    if (method !== "ChequePayment" && method !== "AccountQuota" && steps[0] === "pick")
      steps.unshift("pay");
    const gaps = steps.map((step) =>
      step === "autoCancel"
        ? unpaidHours * HOUR + int(1, 290) * 60_000
        : step === "receive"
          ? int(18, 120) * HOUR
          : step === "pay" && method !== "CreditCard"
            ? int(2, 72) * HOUR
            : int(10, 24 * 60) * 60_000,
    );
    // squeezed (never past now) for the newest orders
    const room = now - 10 * 60_000 - created;
    const total = gaps.reduce((a, b) => a + b, 0);
    const scale = total > room && !steps.includes("autoCancel") ? room / total : 1;
    let at = created;
    for (const [k, step] of steps.entries()) {
      at += gaps[k]! * scale;
      const when = new Date(at);
      const current: OrderRow = order;
      switch (step) {
        case "pay": {
          const cheque = method === "ChequePayment" && rand() < 0.7;
          order = await payOrder(
            financeCtx,
            current,
            cheque ? "MockChequePaid" : "ConfirmPayment",
            cheque ? `Cheque #${int(100_000, 999_999)}` : null,
          );
          stamp(order, cheque ? "ChequePaid" : "PaymentConfirmed", when, { paid: when });
          break;
        }
        case "pick":
          order = await pickOrder(clerkCtx, current, warehouseId);
          stamp(order, "OutStorage", when, { picked: when });
          outbounds.set(order.outboundId!, { created: when });
          break;
        case "ship": {
          const eta = new Date(at + int(2, 7) * DAY).toISOString().slice(0, 10);
          const shipped = await shipOrder(clerkCtx, current, {
            logisticsCompany: pick(LOGISTICS),
            logisticsNumber: `${int(10, 99)}${int(10_000_000, 99_999_999)}`,
            expectedDeliveryDate: eta,
          });
          order = shipped.order;
          if (shipped.noticeId) notices.push(shipped.noticeId);
          stamp(order, "Shipped", when, { shipped: when });
          outbounds.get(order.outboundId!)!.issued = when;
          ledger.push({ referenceId: order.outboundId!, reason: "Shipped", at: when });
          break;
        }
        case "receive":
          order = await applyTransition(clerkCtx, current, "Received", "Received", {
            receivedTime: when,
          });
          stamp(order, "Received", when, {});
          break;
        case "cancel":
        case "autoCancel": {
          const auto = step === "autoCancel";
          const reason = auto
            ? autoReason
            : pick(order.paidTime ? PAID_CANCEL_REASONS : CANCEL_REASONS);
          const closed = await cancelOrder(
            auto ? systemCtx : adminCtx,
            current,
            reason,
            auto ? "AutoCancelled" : "Cancelled",
          );
          order = closed.order;
          if (closed.noticeId) notices.push(closed.noticeId);
          stamp(order, auto ? "AutoCancelled" : "Cancelled", when, { cancelled: when });
          ledger.push({ referenceId: order.id, reason: "Released", at: when });
          for (const l of chosen) skus.find((s) => s.id === l.skuId)!.budget += l.quantity;
          break;
        }
      }
    }
    made++;
  }
  await writeTimes(db, times, events, ledger, outbounds);
  // the services kept each order's statistic in step; the planned times just moved under them
  await syncSalesStatistic(db, [...times.keys()]);
  if (notices.length) await db.delete(messageOutbox).where(inArray(messageOutbox.id, notices));
  return made;
}
