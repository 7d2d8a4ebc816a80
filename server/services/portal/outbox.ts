import "server-only";
import { newestFirst } from "@/server/db/keyset";
import { and, eq, ilike } from "drizzle-orm";
import { env } from "@/lib/env";
import { MessageOutbox, type TOutboxMessageDto } from "@/lib/contracts/portal";
import type { Db } from "@/server/db/types";
import { messageOutbox } from "@/server/db/schema";
import { implement } from "@/server/http/define";
import { logger } from "@/server/logger";
import { sendSms, tenantSmsGateway } from "@/server/tenant-providers";
import { isoOrNull, likePattern, pagedList } from "../kit";

// The message outbox (DESIGN §5 Messages): every e-mail and SMS goes through one table. E-mail
// is sent by SMTP when SMTP_URL is set, an SMS through the tenant's SMS gateway when it has one
// enabled (issue 17 item 7, server/tenant-providers.ts); otherwise the message is Held and staff
// read it under /messageCenter, so nothing is silently dropped.

type OutboxRow = typeof messageOutbox.$inferSelect;

export interface OutgoingMessage {
  channel: "Email" | "Sms";
  /** an e-mail address or a phone number */
  recipient: string;
  subject: string;
  body: string;
}

type Channel = OutgoingMessage["channel"];

/** How a message of the tenant goes out now: nodemailer, the tenant's gateway, or none (held). */
async function transportFor(db: Db, tenantId: number, channel: Channel) {
  if (channel === "Email") return env.SMTP_URL ? sendEmail : undefined;
  const gateway = await tenantSmsGateway(db, tenantId);
  return gateway && ((message: OutboxRow) => sendSms(gateway, message.recipient, message.body));
}

/** Queues a message in the caller's transaction; returns its id for `deliver` after the commit. */
export async function enqueueMessage(
  db: Db,
  tenantId: number,
  message: OutgoingMessage,
): Promise<string> {
  const [row] = await db
    .insert(messageOutbox)
    .values({
      tenantId,
      ...message,
      status: (await transportFor(db, tenantId, message.channel)) ? "Pending" : "Held",
    })
    .returning({ id: messageOutbox.id });
  return row!.id;
}

type Transport = { sendMail: (mail: Record<string, string>) => Promise<unknown> };
let transport: Promise<Transport> | undefined;

/** nodemailer over SMTP_URL (smtp[s]://user:pass@host:port?from=…), loaded on first use. */
function smtp(): Promise<Transport> {
  transport ??= import("nodemailer").then((m) => m.default.createTransport(env.SMTP_URL));
  return transport;
}

async function sendEmail(message: OutboxRow) {
  await (
    await smtp()
  ).sendMail({
    from: env.SMTP_FROM,
    to: message.recipient,
    subject: message.subject,
    text: message.body,
  });
}

/**
 * Sends a Pending message and records the outcome (Sent, or Failed with the error). `secret`
 * (a verification code) is masked in the stored copy once the message went out: only a message
 * held for staff to pass on keeps it readable.
 */
export async function deliver(db: Db, id: string, secret?: string): Promise<void> {
  const [row] = await db.select().from(messageOutbox).where(eq(messageOutbox.id, id));
  if (!row || row.status !== "Pending") return;
  const send = await transportFor(db, row.tenantId, row.channel as Channel);
  if (!send) {
    // the transport went away since (the tenant turned its gateway off): staff read it instead
    await db.update(messageOutbox).set({ status: "Held" }).where(eq(messageOutbox.id, id));
    return;
  }
  try {
    await send(row);
    await db
      .update(messageOutbox)
      .set({
        status: "Sent",
        sentTime: new Date(),
        attempts: row.attempts + 1,
        lastError: null,
        ...(secret ? { body: row.body.replaceAll(secret, "••••••") } : {}),
      })
      .where(eq(messageOutbox.id, id));
  } catch (error) {
    logger.warn({ err: error, messageId: id, channel: row.channel }, "message not sent");
    await db
      .update(messageOutbox)
      .set({
        status: "Failed",
        attempts: row.attempts + 1,
        lastError: String((error as Error)?.message ?? error).slice(0, 1000),
      })
      .where(eq(messageOutbox.id, id));
  }
}

const toDto = (row: OutboxRow): TOutboxMessageDto => ({
  id: row.id,
  channel: row.channel as TOutboxMessageDto["channel"],
  recipient: row.recipient,
  subject: row.subject,
  body: row.body,
  status: row.status as TOutboxMessageDto["status"],
  attempts: row.attempts,
  lastError: row.lastError,
  sentTime: isoOrNull(row.sentTime),
  creationTime: row.creationTime.toISOString(),
});

// GET /api/services/app/MessageOutbox/GetAll — the outbox, newest first
export const messageOutboxService = implement(MessageOutbox, {
  GetAll: async (input, ctx) =>
    pagedList(ctx, {
      table: messageOutbox,
      where: and(
        eq(messageOutbox.tenantId, ctx.tenantId),
        input.recipient ? ilike(messageOutbox.recipient, likePattern(input.recipient)) : undefined,
        input.status ? eq(messageOutbox.status, input.status) : undefined,
      ),
      input,
      sortColumns: {
        creationTime: messageOutbox.creationTime,
        recipient: messageOutbox.recipient,
        status: messageOutbox.status,
      },
      fallback: newestFirst(messageOutbox),
      toDtos: (rows: OutboxRow[]) => rows.map(toDto),
    }),
});
