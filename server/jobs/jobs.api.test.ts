import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { and, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/cron/[job]/route";
import { env } from "@/lib/env";
import { getDb, openDatabase, type OpenDatabase } from "@/server/db/client";
import {
  attachments,
  messageOutbox,
  notices,
  orderEvents,
  orders,
  stockLedger,
} from "@/server/db/schema";
import { fileStore } from "@/server/files/store";
import { signIn } from "@/server/test/api";
import { pngBytes, upload } from "@/server/test/files";
import { deliveryInput, ordinary, placed, shelvedSkus, skuOf } from "../services/order/fixtures";
import { handleCronRequest } from "./cron";
import { READ_NOTICE_DAYS } from "./read-notices";
import { findJob, jobs } from "./registry";
import { runJob } from "./runner";

const SECRET = "cron-secret-for-the-api-suite";
const cron = (name: string, authorization?: string) =>
  handleCronRequest(
    new Request(`http://localhost/api/cron/${name}`, {
      headers: authorization ? { authorization } : {},
    }),
    name,
    SECRET,
  );

let token: string;
/**
 * A second copy of the app: on PostgreSQL its own pool, opened as a Vercel function opens it (no
 * migrating, only the schema check). PGlite has one connection in one process, so there the
 * "copies" share it and the runs interleave on it.
 */
let second: OpenDatabase | undefined;
beforeAll(async () => {
  token = await signIn();
  if (env.DATABASE_URL) second = await openDatabase({ url: env.DATABASE_URL, migrate: false });
});
afterAll(async () => second?.close());
const secondDb = async () => second?.db ?? (await getDb());

describe("GET /api/cron/{job}", () => {
  it("refuses a call without the secret, or with another one, before looking at the name", async () => {
    for (const header of [undefined, `Bearer ${SECRET}x`, SECRET, `bearer ${SECRET}`, "Bearer "]) {
      const res = await cron("unpaid-orders", header);
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
    }
    expect((await cron("no-such-job")).status).toBe(401);
  });

  it("refuses every call while no CRON_SECRET is configured (as in this suite)", async () => {
    expect(env.CRON_SECRET).toBeUndefined();
    const req = new Request("http://localhost/api/cron/temp-files", {
      headers: { authorization: "Bearer undefined" },
    });
    const res = await GET(req, { params: Promise.resolve({ job: "temp-files" }) });
    expect(res.status).toBe(401);
  });

  it("answers 404 for a job it does not know, and runs one it knows", async () => {
    const unknown = await cron("no-such-job", `Bearer ${SECRET}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'No job named "no-such-job"' });
    const ran = await cron("temp-files", `Bearer ${SECRET}`);
    expect(ran.status).toBe(200);
    expect(ran.headers.get("cache-control")).toBe("no-store");
    expect(await ran.json()).toMatchObject({ job: "temp-files", processed: expect.any(Number) });
  });

  it("has a Vercel Cron entry for every job, and none for a job that does not exist", () => {
    const vercel = JSON.parse(fs.readFileSync("vercel.json", "utf8")) as {
      crons: { path: string; schedule: string }[];
    };
    expect(vercel.crons.map((c) => c.path).sort()).toEqual(
      jobs.map((job) => `/api/cron/${job.name}`).sort(),
    );
    for (const entry of vercel.crons) expect(entry.schedule.split(" ")).toHaveLength(5);
  });
});

describe("two copies of the app running the jobs at once", () => {
  it("close each due unpaid order exactly once: one event, one stock release, one notice", async () => {
    const s = await shelvedSkus(token, 20);
    const buyer = await ordinary(token);
    const due = [];
    for (let i = 0; i < 8; i++)
      due.push(await placed(token, deliveryInput(buyer, [{ skuId: s.a.id, quantity: 2 }])));
    const ids = due.map((o) => o.id);
    const db = await getDb();
    await db
      .update(orders)
      .set({ creationTime: new Date(Date.now() - 30 * 3_600_000) })
      .where(inArray(orders.id, ids));
    expect(await skuOf(token, s.a.id)).toMatchObject({ availableStock: 4, reservedStock: 16 });

    // copy one as Vercel Cron calls it, copy two on its own timer; each twice, all at once
    const job = findJob("unpaid-orders")!;
    const other = await secondDb();
    const runs = await Promise.all([
      cron(job.name, `Bearer ${SECRET}`).then(
        (res) => res.json() as Promise<{ processed: number }>,
      ),
      runJob(job, other),
      cron(job.name, `Bearer ${SECRET}`).then(
        (res) => res.json() as Promise<{ processed: number }>,
      ),
      runJob(job, other),
    ]);
    expect(runs.reduce((sum, run) => sum + run.processed, 0)).toBeGreaterThanOrEqual(due.length);

    const rows = await db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, ids));
    expect(rows.map((r) => r.status)).toEqual(due.map(() => "Cancelled"));
    const perOrder = (list: (string | null)[]) =>
      ids.map((id) => list.filter((other) => other === id).length);
    const events = await db
      .select({ orderId: orderEvents.orderId })
      .from(orderEvents)
      .where(and(inArray(orderEvents.orderId, ids), eq(orderEvents.action, "AutoCancelled")));
    expect(perOrder(events.map((e) => e.orderId))).toEqual(due.map(() => 1));
    const released = await db
      .select({ referenceId: stockLedger.referenceId })
      .from(stockLedger)
      .where(and(inArray(stockLedger.referenceId, ids), eq(stockLedger.reason, "Released")));
    expect(perOrder(released.map((r) => r.referenceId))).toEqual(due.map(() => 1));
    for (const order of due) {
      const notices = await db
        .select({ id: messageOutbox.id })
        .from(messageOutbox)
        .where(like(messageOutbox.subject, `%${order.orderCode}`));
      expect(notices).toHaveLength(1);
    }
    expect(await skuOf(token, s.a.id)).toMatchObject({ availableStock: 20, reservedStock: 0 });
  });

  it("purge each stale temporary upload once, and skip one being bound right now", async () => {
    const stale = [];
    // more than one purge batch (20 rows), whose objects are removed several at a time
    for (let i = 0; i < 24; i++)
      stale.push((await upload(token, pngBytes(), `stale-${i}.png`, "brandImage")).body.result);
    const binding = (await upload(token, pngBytes(), "binding.png", "brandImage")).body.result;
    const all = [...stale, binding].map((a) => a.id);
    const db = await getDb();
    await db
      .update(attachments)
      .set({ creationTime: new Date(Date.now() - 2 * 24 * 3_600_000) })
      .where(inArray(attachments.id, all));
    const rows = await db
      .select({ id: attachments.id, storageKey: attachments.storageKey })
      .from(attachments)
      .where(inArray(attachments.id, all));
    const job = findJob("temp-files")!;

    // On PostgreSQL: a save on copy two holds the row (bindAttachments' lock) while both copies
    // purge; the purges neither wait for it nor take it.
    if (second) {
      const copy = second.db;
      await copy.transaction(async (tx) => {
        await tx
          .select({ id: attachments.id })
          .from(attachments)
          .where(eq(attachments.id, binding.id))
          .for("update");
        await Promise.all([runJob(job, db), runJob(job, copy)]);
        await tx
          .update(attachments)
          .set({ hostType: "ProductBrand", hostId: randomUUID() })
          .where(eq(attachments.id, binding.id));
      });
    } else {
      await Promise.all([runJob(job, db), runJob(job, db)]);
    }
    const left = await db
      .select({ id: attachments.id })
      .from(attachments)
      .where(inArray(attachments.id, all));
    expect(left.map((r) => r.id)).toEqual(second ? [binding.id] : []);
    for (const row of rows) {
      const kept = second && row.id === binding.id;
      expect(await fileStore().get(row.storageKey), row.id).toEqual(
        kept ? expect.anything() : null,
      );
    }
  });

  it("delete notices read long ago, once, and keep unread and recently read ones", async () => {
    const db = await getDb();
    const day = 86_400_000;
    const userId = randomUUID();
    const notice = (readDaysAgo: number | null, createdDaysAgo: number) => ({
      userId,
      kind: "AuditDecided",
      auditKey: "ProjectProposal",
      entityId: randomUUID(),
      outcome: "Approved",
      readTime: readDaysAgo === null ? null : new Date(Date.now() - readDaysAgo * day),
      creationTime: new Date(Date.now() - createdDaysAgo * day),
    });
    const made = await db
      .insert(notices)
      .values([
        notice(READ_NOTICE_DAYS + 10, 200),
        notice(READ_NOTICE_DAYS + 1, 120),
        notice(READ_NOTICE_DAYS - 5, 100),
        notice(null, 400),
      ])
      .returning({ id: notices.id });
    const job = findJob("read-notices")!;
    const copy = await secondDb();
    await Promise.all([runJob(job, db), runJob(job, copy)]);
    const left = await db
      .select({ id: notices.id })
      .from(notices)
      .where(eq(notices.userId, userId));
    expect(left.map((r) => r.id).sort()).toEqual([made[2]!.id, made[3]!.id].sort());
  });
});
