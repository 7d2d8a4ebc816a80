import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import type { TCloudStorageFields, TSmsFields } from "@/lib/contracts/tenant-settings";
import { getDb } from "@/server/db/client";
import { attachments, messageOutbox, tenantSettings } from "@/server/db/schema";
import { call, membersOf, signIn, userWith } from "@/server/test/api";
import { newClient } from "@/server/test/customer";
import { pngBytes, upload } from "@/server/test/files";
import {
  S3_TEST_KEY_ID,
  S3_TEST_SECRET,
  startS3Server,
  type S3TestServer,
} from "@/server/test/s3-server";

// Tenant settings (issue 17 item 7) against a real S3-compatible server (s3rver behind a SigV4
// check) and a real HTTP gateway: secrets kept sealed and never answered, the tests of both, and
// the settings in use: the tenant's uploads go to its bucket, its text messages through its gateway.

const { TenantSettings, Attachment, Account } = contracts;
const BUCKET = "tenant-files";
let s3: S3TestServer;
let s3Dir: string;
let admin: string;

/** The SMS gateway: answers `status` and keeps what it was sent. */
const gateway = {
  status: 200,
  received: [] as {
    authorization?: string;
    body: { to: string; text: string; sender: string | null };
  }[],
  server: http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      gateway.received.push({ authorization: req.headers.authorization, body: JSON.parse(raw) });
      res.writeHead(gateway.status, { "content-type": "text/plain" });
      res.end(gateway.status === 200 ? "queued" : "quota exceeded");
    });
  }),
  url: "",
};

/** A server that sends every request elsewhere (302). */
const redirector = {
  server: http.createServer((_req, res) => {
    res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end();
  }),
  url: "",
};

/** A port nothing listens on (it did a moment ago). */
async function closedPort() {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const cloud = (overrides: Partial<TCloudStorageFields> = {}): TCloudStorageFields => ({
  isEnabled: true,
  endpoint: s3.endpoint,
  region: "us-east-1",
  bucket: BUCKET,
  accessKeyId: S3_TEST_KEY_ID,
  secretAccessKey: S3_TEST_SECRET,
  forcePathStyle: true,
  ...overrides,
});
const sms = (overrides: Partial<TSmsFields> = {}): TSmsFields => ({
  isEnabled: true,
  provider: "Webhook",
  url: gateway.url,
  sender: "Quay",
  token: "gateway-token-7f3a",
  ...overrides,
});

beforeAll(async () => {
  s3Dir = await fs.mkdtemp(path.join(os.tmpdir(), "quay-tenant-s3-"));
  s3 = await startS3Server(s3Dir);
  const aws = new AwsClient({
    accessKeyId: S3_TEST_KEY_ID,
    secretAccessKey: S3_TEST_SECRET,
    service: "s3",
  });
  expect((await aws.fetch(`${s3.endpoint}/${BUCKET}`, { method: "PUT" })).ok).toBe(true);
  await new Promise<void>((resolve) => gateway.server.listen(0, "127.0.0.1", resolve));
  gateway.url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}/send`;
  await new Promise<void>((resolve) => redirector.server.listen(0, "127.0.0.1", resolve));
  redirector.url = `http://127.0.0.1:${(redirector.server.address() as AddressInfo).port}`;
  admin = await signIn();
});

afterAll(async () => {
  // the shared database goes on without them: files to the app's store, SMS held
  const db = await getDb();
  await db.delete(tenantSettings);
  await s3.close();
  gateway.server.close();
  redirector.server.close();
  await fs.rm(s3Dir, { recursive: true, force: true });
});

describe("cloud storage settings", () => {
  it("keeps the secret sealed and never answers it; a blank one keeps it", async () => {
    const before = await call(TenantSettings.GetCloudStorage, {}, { token: admin });
    expect(before.body.result).toMatchObject({
      isEnabled: false,
      hasSecret: false,
      lastModificationTime: null,
    });
    // nothing kept yet: the secret is required
    const none = await call(TenantSettings.UpdateCloudStorage, cloud({ secretAccessKey: "" }), {
      token: admin,
    });
    expect(none.status).toBe(400);
    expect(membersOf(none)).toEqual(["secretAccessKey"]);

    const saved = await call(TenantSettings.UpdateCloudStorage, cloud({ isEnabled: false }), {
      token: admin,
    });
    expect(saved.status, JSON.stringify(saved.body.error)).toBe(200);
    expect(saved.body.result).toMatchObject({
      hasSecret: true,
      bucket: BUCKET,
      lastModifierName: "admin",
    });
    // (s3rver's secret is its key id: what is checked here is that no secret field is answered
    // or kept in the plain value; the SMS test below checks a token that differs from all else)
    const [row] = await (
      await getDb()
    )
      .select()
      .from(tenantSettings)
      .where(eq(tenantSettings.name, "CloudStorage"));
    expect(row!.secret).toMatch(/^v1\./);
    expect(row!.secret).not.toContain(S3_TEST_SECRET);
    expect(row!.value).not.toHaveProperty("secretAccessKey");

    // saved again with a blank secret: the kept one still works
    await call(
      TenantSettings.UpdateCloudStorage,
      cloud({ isEnabled: false, secretAccessKey: "" }),
      { token: admin },
    );
    const test = await call(TenantSettings.TestCloudStorage, cloud({ secretAccessKey: "" }), {
      token: admin,
    });
    expect(test.body.result).toMatchObject({ ok: true, failedStep: null, error: null });
  });

  it("tests the values given: a wrong secret or bucket fails at the write, with S3's words", async () => {
    const wrong = await call(
      TenantSettings.TestCloudStorage,
      cloud({ secretAccessKey: "not-the-secret" }),
      { token: admin },
    );
    expect(wrong.status).toBe(200);
    expect(wrong.body.result).toMatchObject({ ok: false, failedStep: "Write" });
    expect(wrong.body.result.error).toContain("SignatureDoesNotMatch");
    const noBucket = await call(
      TenantSettings.TestCloudStorage,
      cloud({ bucket: "no-such-bucket" }),
      { token: admin },
    );
    expect(noBucket.body.result).toMatchObject({ ok: false, failedStep: "Write" });
    expect(noBucket.body.result.error).toContain("NoSuchBucket");
    // nothing listens there
    const closed = await call(
      TenantSettings.TestCloudStorage,
      cloud({ endpoint: `http://127.0.0.1:${await closedPort()}` }),
      { token: admin },
    );
    expect(closed.body.result).toMatchObject({ ok: false, failedStep: "Write" });
    expect(closed.body.result.error).toContain("ECONNREFUSED");
  });

  it("refuses a link-local endpoint and a bad bucket name on their fields", async () => {
    const metadata = await call(
      TenantSettings.TestCloudStorage,
      cloud({ endpoint: "http://169.254.169.254" }),
      { token: admin },
    );
    expect(metadata.status).toBe(400);
    expect(membersOf(metadata)).toEqual(["endpoint"]);
    // the same, written as an IPv4-mapped IPv6 address; and the region, which names the AWS host
    for (const endpoint of ["http://[::ffff:169.254.169.254]", "http://[fd00:ec2::254]"]) {
      const mapped = await call(TenantSettings.UpdateCloudStorage, cloud({ endpoint }), {
        token: admin,
      });
      expect(membersOf(mapped)).toEqual(["endpoint"]);
    }
    const region = await call(
      TenantSettings.UpdateCloudStorage,
      cloud({ endpoint: "", region: "x@evil.example#" }),
      { token: admin },
    );
    expect(membersOf(region)).toEqual(["region"]);
    // a store's redirect is not followed either
    const moved = await call(TenantSettings.TestCloudStorage, cloud({ endpoint: redirector.url }), {
      token: admin,
    });
    expect(moved.body.result).toMatchObject({ ok: false, failedStep: "Write" });
    const bad = await call(
      TenantSettings.UpdateCloudStorage,
      cloud({ bucket: "Bad_Bucket", endpoint: "ftp://x" }),
      { token: admin },
    );
    expect(membersOf(bad)).toEqual(["bucket", "endpoint"]);
  });

  it("sends the tenant's new uploads to its bucket; files stay readable when it is turned off", async () => {
    const db = await getDb();
    await call(TenantSettings.UpdateCloudStorage, cloud(), { token: admin });
    const bytes = pngBytes(2048);
    const up = await upload(admin, bytes, "tenant.png", "brandImage");
    expect(up.status, JSON.stringify(up.body.error)).toBe(200);
    const [row] = await db.select().from(attachments).where(eq(attachments.id, up.body.result.id));
    expect(row!.store).toBe("tenant");
    // the bytes are in the tenant's bucket
    const aws = new AwsClient({
      accessKeyId: S3_TEST_KEY_ID,
      secretAccessKey: S3_TEST_SECRET,
      service: "s3",
    });
    const stored = await aws.fetch(`${s3.endpoint}/${BUCKET}/${row!.storageKey}`);
    expect(Buffer.from(await stored.arrayBuffer())).toEqual(Buffer.from(bytes));

    await call(
      TenantSettings.UpdateCloudStorage,
      cloud({ isEnabled: false, secretAccessKey: "" }),
      { token: admin },
    );
    const later = await upload(admin, pngBytes(1024), "local.png", "brandImage");
    const [localRow] = await db
      .select()
      .from(attachments)
      .where(eq(attachments.id, later.body.result.id));
    expect(localRow!.store).toBeNull();
    const download = await call(Attachment.Download, { id: up.body.result.id }, { token: admin });
    expect(download.status).toBe(200);
  });

  it("is read with the page permission and changed only with Edit", async () => {
    const reader = await userWith(["Pages.TenantSettings", "Pages.TenantSettings.CloudStorage"]);
    expect((await call(TenantSettings.GetCloudStorage, {}, { token: reader.token })).status).toBe(
      200,
    );
    expect(
      (await call(TenantSettings.UpdateCloudStorage, cloud(), { token: reader.token })).status,
    ).toBe(403);
    expect(
      (await call(TenantSettings.TestCloudStorage, cloud(), { token: reader.token })).status,
    ).toBe(403);
    expect((await call(TenantSettings.GetSms, {}, { token: reader.token })).status).toBe(403);
  });
});

describe("SMS settings", () => {
  it("tests the gateway with one message, and says what it answered", async () => {
    gateway.received.length = 0;
    const ok = await call(
      TenantSettings.TestSms,
      { ...sms(), phone: "+1 416 555 0199" },
      { token: admin },
    );
    expect(ok.body.result, JSON.stringify(ok.body.error)).toMatchObject({
      ok: true,
      failedStep: null,
    });
    expect(gateway.received).toHaveLength(1);
    expect(gateway.received[0]).toMatchObject({
      authorization: "Bearer gateway-token-7f3a",
      body: { to: "+1 416 555 0199", sender: "Quay" },
    });
    expect(gateway.received[0]!.body.text).toContain("Quay");
    // a blank sender is none, not ""
    await call(
      TenantSettings.TestSms,
      { ...sms({ sender: "" }), phone: "+1 416 555 0199" },
      { token: admin },
    );
    expect(gateway.received[1]!.body.sender).toBeNull();

    gateway.status = 500;
    const failed = await call(
      TenantSettings.TestSms,
      { ...sms(), phone: "+1 416 555 0199" },
      { token: admin },
    );
    gateway.status = 200;
    expect(failed.body.result).toMatchObject({
      ok: false,
      failedStep: "Send",
      error: "HTTP 500: quota exceeded",
    });
    // a phone is required for the test, and a token when none is kept
    const noPhone = await call(TenantSettings.TestSms, { ...sms(), phone: "" }, { token: admin });
    expect(membersOf(noPhone)).toEqual(["phone"]);
    const noToken = await call(
      TenantSettings.TestSms,
      { ...sms({ token: "" }), phone: "+1 416 555 0199" },
      { token: admin },
    );
    expect(membersOf(noToken)).toEqual(["token"]);
    // a gateway's redirect is not followed (it could point the token anywhere)
    const moved = await call(
      TenantSettings.TestSms,
      { ...sms({ url: `${redirector.url}/send` }), phone: "+1 416 555 0199" },
      { token: admin },
    );
    expect(moved.body.result).toMatchObject({ ok: false, failedStep: "Send", error: "HTTP 302" });
  });

  it("sends the kept token only to the address it was kept for", async () => {
    expect(
      (await call(TenantSettings.UpdateSms, sms({ isEnabled: false }), { token: admin })).status,
    ).toBe(200);
    const elsewhere = `${redirector.url}/collect`;
    for (const method of [TenantSettings.TestSms, TenantSettings.UpdateSms] as const) {
      const res = await call(
        method as typeof TenantSettings.TestSms,
        { ...sms({ url: elsewhere, token: "" }), phone: "+1 416 555 0199" },
        { token: admin },
      );
      expect(membersOf(res)).toEqual(["token"]);
      expect(res.body.error?.validationErrors?.[0]?.message).toContain("enter the token again");
    }
    // the same gateway at another path keeps it
    const samePlace = await call(
      TenantSettings.UpdateSms,
      sms({ isEnabled: false, url: `${gateway.url}?v=2`, token: "" }),
      { token: admin },
    );
    expect(samePlace.status, JSON.stringify(samePlace.body.error)).toBe(200);
  });

  it("sends the tenant's text messages through its gateway once enabled, and holds them when off", async () => {
    const saved = await call(TenantSettings.UpdateSms, sms(), { token: admin });
    expect(saved.body.result).toMatchObject({ isEnabled: true, hasSecret: true, url: gateway.url });
    expect(JSON.stringify(saved.body)).not.toContain("gateway-token-7f3a");
    const [kept] = await (
      await getDb()
    )
      .select()
      .from(tenantSettings)
      .where(eq(tenantSettings.name, "Sms"));
    expect(JSON.stringify(kept)).not.toContain("gateway-token-7f3a");
    gateway.received.length = 0;
    const phone = `+1555${String(Date.now()).slice(-7)}`;
    const sent = await call(
      Account.SendVerificationCode,
      { kind: "RegisterSms", target: phone },
      { headers: newClient() },
    );
    expect(sent.status, JSON.stringify(sent.body.error)).toBe(200);
    const db = await getDb();
    const [row] = await db.select().from(messageOutbox).where(eq(messageOutbox.recipient, phone));
    expect(row).toMatchObject({ status: "Sent", attempts: 1 });
    const message = gateway.received.find((r) => r.body.to === phone);
    expect(message?.body.text).toMatch(/\b\d{6}\b/);
    // the kept copy no longer shows the code
    expect(row!.body).toContain("••••••");

    await call(TenantSettings.UpdateSms, sms({ isEnabled: false, token: "" }), { token: admin });
    const other = `+1555${String(Date.now() + 1).slice(-7)}`;
    await call(
      Account.SendVerificationCode,
      { kind: "RegisterSms", target: other },
      { headers: newClient() },
    );
    const [held] = await db.select().from(messageOutbox).where(eq(messageOutbox.recipient, other));
    expect(held!.status).toBe("Held");
  });
});
