import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import { principalOfUser } from "@/server/auth/current-user";
import type { AuthedCtx } from "@/server/http/define";
import { internalCtx } from "@/server/http/internal-ctx";
import { createOutbound, issueOutbound } from "@/server/services/warehouse/outbound-posting";
import { postStock, type StockMove } from "@/server/services/warehouse/stock-posting";
import type { SkuStockPlan } from "./seed-catalogue";
import { SUPPLIERS } from "./seed-data/suppliers";
import { mulberry32 } from "./seed-images";
import type { Db } from "./types";
import {
  cities,
  customerReceivingAddresses,
  customers,
  productSkus,
  provinces,
  stockInLines,
  stockIns,
  suppliers,
  warehouseLocations,
  warehouses,
} from "./schema";

// Demo stock (issue 10 item 4): the catalogue's SKUs start empty and every unit they hold arrives
// through the ledger, as it would in the shop: warehoused stock-ins from the suppliers (bought for
// the planned figure plus what is shipped, less what counts later find), a few transfers between
// locations, a few counts with their reasons and a handful of outbound records, some issued. Then
// the planned quantities go on shelf. Each SKU ends at exactly its planned totalStock; the
// invariant test (stock-invariant.api.test.ts) checks the ledger adds up. A fixed PRNG seed.

const SEED = 20_261_124;
const DAY = 86_400_000;
/** lines per stock-in at most: a delivery of a few products to one location */
const LINES_PER_STOCK_IN = 8;
const HANDLERS = ["Wei Chen", "Olivia Tremblay", "Étienne Gagnon", "刘洋"] as const;

/** Counts: what the count found against the books, and why (the ledger row's remark). */
const COUNTS = [
  { delta: -2, remark: "Cycle count: 2 damaged in handling, written off" },
  { delta: 1, remark: "Cycle count: 1 found behind the rack" },
  { delta: -1, remark: "Packaging crushed, unit unsellable" },
  { delta: 2, remark: "Supplier over-delivered; extra units counted on receipt" },
  { delta: -3, remark: "Cycle count shortfall, under investigation" },
] as const;

const TRANSFER_REMARKS = [
  "Moved to the pick face",
  "Rack consolidation",
  "Rebalanced between racks",
  "Moved to the returns bay",
] as const;

type WarehouseName = (typeof SUPPLIERS)[number]["warehouse"];
/** Who the demo outbound records go to, from which warehouse, and whether they left already. */
const OUTBOUNDS: readonly {
  customerCode: string;
  warehouse: WarehouseName;
  lines: number;
  issued: boolean;
}[] = [
  { customerCode: "P0023", warehouse: "Shenzhen Hub", lines: 2, issued: true }, // 王小明
  { customerCode: "E0025", warehouse: "Shenzhen Hub", lines: 3, issued: false }, // 深圳明亮电子
  { customerCode: "P0024", warehouse: "Toronto DC", lines: 1, issued: true }, // 山田さくら
  { customerCode: "M0019", warehouse: "Shenzhen Hub", lines: 1, issued: false }, // 李娜
  { customerCode: "E0001", warehouse: "Toronto DC", lines: 3, issued: true },
  { customerCode: "M0002", warehouse: "Montreal Depot", lines: 2, issued: false },
  { customerCode: "P0001", warehouse: "Montreal Depot", lines: 1, issued: true },
];

interface Place {
  warehouseId: string;
  warehouseName: WarehouseName;
  locationId: string;
}

const ymd = (d: Date) => d.toISOString().slice(0, 10).replaceAll("-", "");
const cents = (money: string) => Math.round(Number(money) * 100);
const money = (c: number) => (c / 100).toFixed(2);

export async function seedStock(
  db: Db,
  options: { creatorUserId: string; plan: readonly SkuStockPlan[] },
): Promise<void> {
  const rand = mulberry32(SEED);
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  const principal = await principalOfUser(db, options.creatorUserId);
  if (!principal) throw new Error("seedStock: the acting user does not exist");
  const ctx: AuthedCtx = internalCtx(db, principal);
  const stamp = { tenantId: ctx.tenantId, creatorUserId: ctx.user.id };

  // suppliers (the in-storage types are a seeded dictionary)
  const supplierRows = await db
    .insert(suppliers)
    .values(SUPPLIERS.map(({ warehouse: _, ...s }) => ({ ...stamp, ...s })))
    .returning({ id: suppliers.id, name: suppliers.supplierName });
  const suppliersOf = (warehouse: WarehouseName) =>
    SUPPLIERS.flatMap((s, i) => (s.warehouse === warehouse ? [supplierRows[i]!.id] : []));

  // the places: every location of the seeded warehouses, in code order
  const placeRows = await db
    .select({
      warehouseId: warehouses.id,
      warehouseName: warehouses.name,
      locationId: warehouseLocations.id,
    })
    .from(warehouseLocations)
    .innerJoin(warehouses, eq(warehouses.id, warehouseLocations.warehouseId))
    .where(
      inArray(
        warehouses.name,
        SUPPLIERS.map((s) => s.warehouse),
      ),
    )
    .orderBy(
      asc(warehouses.name),
      asc(warehouseLocations.frame),
      asc(warehouseLocations.layer),
      asc(warehouseLocations.position),
    );
  const places = placeRows as Place[];
  const placesIn = (w: WarehouseName) => places.filter((p) => p.warehouseName === w);

  // each SKU with stock gets a home: a warehouse (half of them Toronto) and a location there
  const stocked = options.plan.filter((s) => s.totalStock > 0);
  const home = new Map<string, Place>();
  for (const sku of stocked) {
    const r = rand();
    const w: WarehouseName = r < 0.5 ? "Toronto DC" : r < 0.75 ? "Montreal Depot" : "Shenzhen Hub";
    home.set(sku.skuId, pick(placesIn(w)));
  }

  // the special SKUs, each in one role only: shipped, counted or transferred. Shipped ones keep
  // enough off shelf (totalStock − availableStock) for what leaves, so shelving still fits.
  const taken = new Set<string>();
  const candidate = (w: WarehouseName | null, need: number) => {
    const fit = stocked.filter(
      (s) =>
        !taken.has(s.skuId) &&
        s.totalStock >= 20 &&
        s.totalStock - s.availableStock >= need &&
        (w === null || home.get(s.skuId)!.warehouseName === w),
    );
    if (!fit.length) throw new Error(`seedStock: no SKU left to use in ${w ?? "any warehouse"}`);
    const sku = pick(fit);
    taken.add(sku.skuId);
    return sku;
  };
  const shipped = new Map<string, number>();
  const outboundLines = OUTBOUNDS.map((o) => {
    const lines: { skuId: string; quantity: number }[] = [];
    for (let i = 0; i < o.lines; i++) {
      const quantity = int(1, 5);
      const sku = candidate(o.warehouse, quantity);
      lines.push({ skuId: sku.skuId, quantity });
      if (o.issued) shipped.set(sku.skuId, quantity);
    }
    return lines;
  });
  const counted = COUNTS.map((count) => {
    const sku = candidate(null, 0);
    return { ...count, sku };
  });
  const countDelta = new Map(counted.map((c) => [c.sku.skuId, c.delta]));
  const transferred = TRANSFER_REMARKS.map((remark, i) => {
    const sku = candidate(null, 0);
    const from = home.get(sku.skuId)!;
    // one goes to another warehouse, the others to another rack of the same one
    const to =
      i === 0
        ? pick(places.filter((p) => p.warehouseName !== from.warehouseName))
        : pick(placesIn(from.warehouseName).filter((p) => p.locationId !== from.locationId));
    return { sku, from, to, remark };
  });

  // what each SKU must receive: the plan, plus what ships, less what the counts add
  const deliveries: { sku: SkuStockPlan; place: Place; quantity: number }[] = [];
  for (const sku of stocked) {
    const inbound =
      sku.totalStock + (shipped.get(sku.skuId) ?? 0) - (countDelta.get(sku.skuId) ?? 0);
    const place = home.get(sku.skuId)!;
    // a third of the bigger ones came in two deliveries
    if (inbound >= 40 && rand() < 0.35) {
      const first = Math.round(inbound * (0.5 + rand() * 0.2));
      deliveries.push({ sku, place, quantity: first }, { sku, place, quantity: inbound - first });
    } else deliveries.push({ sku, place, quantity: inbound });
  }

  // stock-ins: the deliveries of one location in groups, from one of its warehouse's suppliers,
  // spread over the last four months; a few more still on their way (not warehoused)
  const groups: (typeof deliveries)[] = [];
  for (const place of places) {
    const here = deliveries.filter((d) => d.place.locationId === place.locationId);
    // the second delivery of a SKU in a later stock-in than the first
    const seen = new Set<string>();
    const firsts: typeof deliveries = [];
    const seconds: typeof deliveries = [];
    for (const d of here) {
      if (seen.has(d.sku.skuId)) seconds.push(d);
      else firsts.push(d);
      seen.add(d.sku.skuId);
    }
    for (const batch of [firsts, seconds])
      for (let i = 0; i < batch.length; i += LINES_PER_STOCK_IN)
        groups.push(batch.slice(i, i + LINES_PER_STOCK_IN));
  }
  const now = Date.now();
  const pending = [0, 1, 2].map(() => {
    const place = pick(places);
    const lines = Array.from({ length: int(2, 4) }, () => pick(options.plan));
    return [
      ...new Map(lines.map((sku) => [sku.skuId, { sku, place, quantity: int(10, 60) }])).values(),
    ];
  });
  const stockInRows: (typeof stockIns.$inferInsert)[] = [];
  const lineRows: (typeof stockInLines.$inferInsert)[] = [];
  const posts: { id: string; code: string; moves: StockMove[] }[] = [];
  [...groups, ...pending].forEach((group, g) => {
    const isWarehoused = g < groups.length;
    const place = group[0]!.place;
    // oldest first, so codes and times rise together; the pending ones in the last three days
    const daysAgo = isWarehoused
      ? 120 - Math.floor((g * 115) / groups.length)
      : 2 - (g - groups.length);
    const time = new Date(now - daysAgo * DAY - int(1, 8) * 3_600_000);
    const type = !isWarehoused || g % 9 !== 4 ? "Purchase" : pick(["Return", "Transfer", "Other"]);
    const id = uuidv7();
    const code = `IN-${ymd(time)}-${String(g + 1).padStart(3, "0")}`;
    stockInRows.push({
      ...stamp,
      id,
      inStorageCode: code,
      supplierId: pick(suppliersOf(place.warehouseName)),
      purchaseCode: `${{ Purchase: "PO", Return: "RMA", Transfer: "TRF", Other: "ADJ" }[type]}-${time.getUTCFullYear()}-${String(1000 + g)}`,
      inStorageType: type,
      handler: pick(HANDLERS),
      inStorageTime: time,
      warehouseId: place.warehouseId,
      locationId: place.locationId,
      isWarehoused,
      warehousedTime: isWarehoused ? new Date(time.getTime() + int(1, 6) * 3_600_000) : null,
      remark: isWarehoused ? null : "Booked; awaiting delivery",
      creationTime: time,
    });
    group.forEach((d, i) => {
      // bought below the sale price: around the factory price
      const cost = Math.min(
        cents(d.sku.salePrice) - 1,
        Math.round(cents(d.sku.factoryPrice) * (0.9 + rand() * 0.12)),
      );
      lineRows.push({
        tenantId: ctx.tenantId,
        stockInId: id,
        skuId: d.sku.skuId,
        quantity: d.quantity,
        costPrice: money(cost),
        sortOrder: i,
      });
    });
    if (isWarehoused)
      posts.push({
        id,
        code,
        moves: group.map((d) => ({
          skuId: d.sku.skuId,
          warehouseId: place.warehouseId,
          locationId: place.locationId,
          delta: d.quantity,
        })),
      });
  });
  await db.insert(stockIns).values(stockInRows);
  for (let i = 0; i < lineRows.length; i += 500)
    await db.insert(stockInLines).values(lineRows.slice(i, i + 500));
  for (const post of posts)
    await postStock(
      ctx,
      { reason: "StockIn", reference: post.code, referenceId: post.id },
      post.moves,
    );

  // transfers: a TransferOut and a TransferIn row in one posting, sharing their reference
  for (const [i, t] of transferred.entries()) {
    const quantity = Math.max(1, Math.round(t.sku.totalStock * (0.2 + rand() * 0.3)));
    const doc = {
      reason: "TransferOut" as const,
      reference: `TR-${ymd(new Date(now))}-DEMO${String(i + 1).padStart(2, "0")}`,
      referenceId: uuidv7(),
      remark: t.remark,
    };
    await postStock(ctx, doc, [
      { skuId: t.sku.skuId, ...t.from, delta: -quantity },
      { skuId: t.sku.skuId, ...t.to, delta: quantity, reason: "TransferIn" },
    ]);
  }
  // counts at the SKU's home, with their reasons
  for (const c of counted)
    await postStock(
      ctx,
      { reason: "Count", reference: null, referenceId: null, remark: c.remark },
      [{ skuId: c.sku.skuId, ...home.get(c.sku.skuId)!, delta: c.delta }],
    );

  // outbound records for seeded customers (some in Chinese and Japanese script), some issued
  const recipients = await db
    .select({
      id: customers.id,
      code: customers.customerCode,
      name: customers.realName,
      phone: customers.mobilePhone,
    })
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, ctx.tenantId),
        inArray(
          customers.customerCode,
          OUTBOUNDS.map((o) => o.customerCode),
        ),
      ),
    );
  // each one's default receiving address, as one line
  const addresses = await db
    .select({
      customerId: customerReceivingAddresses.customerId,
      text: sql<string>`${customerReceivingAddresses.detailAddress} || ', ' || ${cities.cityName} || ', ' || ${provinces.provinceName} || coalesce(' ' || ${customerReceivingAddresses.postalCode}, '')`,
    })
    .from(customerReceivingAddresses)
    .innerJoin(cities, eq(cities.id, customerReceivingAddresses.cityId))
    .innerJoin(provinces, eq(provinces.id, customerReceivingAddresses.provinceId))
    .where(
      and(
        inArray(
          customerReceivingAddresses.customerId,
          recipients.map((r) => r.id),
        ),
        eq(customerReceivingAddresses.isDefault, true),
      ),
    );
  const addressOf = new Map(addresses.map((a) => [a.customerId, a.text]));
  const recipientOf = new Map(recipients.map((r) => [r.code, r]));
  const warehouseIdOf = new Map(places.map((p) => [p.warehouseName, p.warehouseId]));
  for (const [i, o] of OUTBOUNDS.entries()) {
    const customer = recipientOf.get(o.customerCode);
    if (!customer) throw new Error(`seedStock: no customer ${o.customerCode}`);
    const record = await createOutbound(ctx, {
      customerId: customer.id,
      warehouseId: warehouseIdOf.get(o.warehouse)!,
      recipientName: customer.name,
      recipientPhone: customer.phone,
      recipientAddress: addressOf.get(customer.id) ?? null,
      remark: o.issued ? null : "Demo shipment: waiting to be picked",
      lines: outboundLines[i]!,
    });
    if (o.issued) await issueOutbound(ctx, record.id);
  }

  // last, the planned quantities go on shelf (what orders may sell)
  const shelved = options.plan.filter((s) => s.availableStock > 0);
  for (let i = 0; i < shelved.length; i += 1000) {
    const values = sql.join(
      shelved.slice(i, i + 1000).map((s) => sql`(${s.skuId}::uuid, ${s.availableStock}::int)`),
      sql`, `,
    );
    await db.execute(
      sql`update ${productSkus} set available_stock = v.available from (values ${values}) as v(id, available) where ${productSkus.id} = v.id`,
    );
  }
}
