import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { env } from "@/lib/env";
import { contracts } from "@/lib/contracts";
import { getDb } from "@/server/db/client";
import { messageOutbox } from "@/server/db/schema";
import { call, unique } from "@/server/test/api";
import { newClient } from "@/server/test/customer";

const sendMail = vi.hoisted(() => vi.fn());
vi.mock("nodemailer", () => ({ default: { createTransport: () => ({ sendMail }) } }));

const settable = env as { SMTP_URL?: string };
beforeAll(() => {
  settable.SMTP_URL = "smtp://mail.example.test:587";
});
afterAll(() => {
  settable.SMTP_URL = undefined;
});

async function send(kind: "RegisterEmail" | "RegisterSms", target: string) {
  const res = await call(
    contracts.Account.SendVerificationCode,
    { kind, target },
    { headers: newClient() },
  );
  expect(res.status, JSON.stringify(res.body.error)).toBe(200);
  const db = await getDb();
  const [row] = await db.select().from(messageOutbox).where(eq(messageOutbox.recipient, target));
  return row!;
}

describe("the outbox with SMTP configured", () => {
  it("sends an e-mail and marks it Sent", async () => {
    sendMail.mockResolvedValueOnce({});
    const to = `${unique("smtp")}@example.com`;
    const row = await send("RegisterEmail", to);
    expect(row).toMatchObject({ status: "Sent", attempts: 1, lastError: null });
    expect(row.sentTime).toBeInstanceOf(Date);
    expect(sendMail).toHaveBeenCalledWith(
      expect.objectContaining({ to, from: env.SMTP_FROM, subject: row.subject }),
    );
    // the e-mail carried the code; the copy kept in the outbox no longer shows it
    const sent = (sendMail.mock.calls.at(-1)![0] as { text: string }).text;
    const code = /\b(\d{6})\b/.exec(sent)![1]!;
    expect(row.body).toBe(sent.replace(code, "••••••"));
  });

  it("records a failed delivery with its error", async () => {
    sendMail.mockRejectedValueOnce(new Error("connection refused"));
    const row = await send("RegisterEmail", `${unique("smtp")}@example.com`);
    expect(row).toMatchObject({ status: "Failed", attempts: 1, lastError: "connection refused" });
  });

  it("holds SMS: there is no SMS transport", async () => {
    sendMail.mockClear();
    const row = await send("RegisterSms", `+1555${String(Date.now()).slice(-7)}`);
    expect(row.status).toBe("Held");
    expect(sendMail).not.toHaveBeenCalled();
  });
});
