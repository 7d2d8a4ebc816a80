import "server-only";
import dns from "node:dns/promises";
import net from "node:net";
import { v7 as uuidv7 } from "uuid";
import {
  type TCloudStorageDto,
  type TConnectionTestDto,
  TenantSettings,
  type TSmsDto,
} from "@/lib/contracts/tenant-settings";
import type { MessageKey } from "@/lib/i18n/messages";
import { tenantSettings } from "@/server/db/schema";
import { s3Store } from "@/server/files/s3-store";
import { type AuthedCtx, implement } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { open, seal } from "@/server/secret-box";
import {
  CLOUD_STORAGE,
  cloudValue,
  PROVIDER_TIMEOUT_MS,
  s3ConfigOf,
  sendSms,
  type SettingRow,
  settingRow,
  SMS,
  smsValue,
} from "@/server/tenant-providers";
import { isoOrNull, userNamesById } from "../kit";

// Tenant settings (issue 17 item 7): one row per tenant and kind, the secret sealed and never
// answered. Saving and testing check the address first: a provider on a link-local address (the
// cloud's instance metadata, 169.254.169.254) is refused, so these settings cannot be used to
// make the server read it; private and loopback addresses stay allowed (a MinIO beside the app).

/** Refuses an address the server must never call on a tenant's behalf. */
async function checkAddress(url: string, field: string) {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  const addresses = net.isIP(host)
    ? [host]
    : await dns.lookup(host, { all: true }).then(
        (found) => found.map((a) => a.address),
        () => [] as string[], // not resolvable now: the test says so, the save keeps it
      );
  const blocked = (a: string) =>
    /^169\.254\./.test(a) ||
    /^fe[89ab]/i.test(a) ||
    a === "0.0.0.0" ||
    a === "::" ||
    /^::ffff:169\.254\./i.test(a);
  if (addresses.some(blocked)) throw AppError.field(field, "validation.endpointBlocked");
}

/** The secret to use: the one given, or the kept one; a missing one is refused on its field. */
function secretOf(given: string | undefined, row: SettingRow | undefined, field: string) {
  if (given?.trim()) return given.trim();
  const kept = row?.secret ? open(row.secret) : null;
  if (kept === null) throw AppError.field(field, "validation.secretRequired");
  return kept;
}

async function saved(ctx: AuthedCtx, row: SettingRow | undefined) {
  const modifier = row?.lastModifierUserId ?? row?.creatorUserId ?? null;
  const names = await userNamesById(ctx, [modifier]);
  return {
    hasSecret: !!row?.secret,
    lastModificationTime: isoOrNull(row?.lastModificationTime ?? row?.creationTime ?? null),
    lastModifierName: modifier ? (names.get(modifier) ?? null) : null,
  };
}

/** Keeps the row (one per tenant and kind) with the plain value and the sealed secret. */
async function save(ctx: AuthedCtx, name: string, value: object, secret: string) {
  const now = new Date();
  const [row] = await ctx.db
    .insert(tenantSettings)
    .values({
      id: uuidv7(),
      tenantId: ctx.tenantId,
      name,
      value,
      secret: seal(secret),
      creatorUserId: ctx.user.id,
    })
    .onConflictDoUpdate({
      target: [tenantSettings.tenantId, tenantSettings.name],
      set: {
        value,
        secret: seal(secret),
        lastModificationTime: now,
        lastModifierUserId: ctx.user.id,
      },
    })
    .returning();
  return row!;
}

/** Runs a test's steps in order; the first that fails (or takes too long) is the answer. */
async function runTest(
  steps: [TConnectionTestDto["failedStep"] & string, () => Promise<void>][],
): Promise<TConnectionTestDto> {
  const started = Date.now();
  const elapsedMs = () => Date.now() - started;
  for (const [step, run] of steps) {
    try {
      await Promise.race([
        run(),
        new Promise((_, reject) =>
          setTimeout(
            () => reject(new Error(`no answer in ${PROVIDER_TIMEOUT_MS / 1000} s`)),
            PROVIDER_TIMEOUT_MS,
          ).unref(),
        ),
      ]);
    } catch (error) {
      const message = String((error as Error)?.message ?? error);
      // fetch's "fetch failed" hides the reason in its cause (ECONNREFUSED, ENOTFOUND …)
      const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
      const detail = cause ? `${message} (${cause.code ?? cause.message})` : message;
      return { ok: false, failedStep: step, error: detail.slice(0, 500), elapsedMs: elapsedMs() };
    }
  }
  return { ok: true, failedStep: null, error: null, elapsedMs: elapsedMs() };
}

const cloudDto = async (ctx: AuthedCtx, row?: SettingRow): Promise<TCloudStorageDto> => ({
  ...cloudValue(row),
  ...(await saved(ctx, row)),
});
const smsDto = async (ctx: AuthedCtx, row?: SettingRow): Promise<TSmsDto> => {
  const value = smsValue(row);
  return { ...value, sender: value.sender ?? null, ...(await saved(ctx, row)) };
};

/** The message a test SMS carries, in the caller's language. */
const TEST_SMS: MessageKey = "api.codeMessage.testSms";

export const tenantSettingsService = implement(TenantSettings, {
  GetCloudStorage: async (_input, ctx) =>
    cloudDto(ctx, await settingRow(ctx.db, ctx.tenantId, CLOUD_STORAGE)),
  UpdateCloudStorage: async ({ secretAccessKey, ...value }, ctx) => {
    if (value.endpoint) await checkAddress(value.endpoint, "endpoint");
    const row = await settingRow(ctx.db, ctx.tenantId, CLOUD_STORAGE);
    const secret = secretOf(secretAccessKey, row, "secretAccessKey");
    return cloudDto(ctx, await save(ctx, CLOUD_STORAGE, value, secret));
  },
  TestCloudStorage: async ({ secretAccessKey, ...value }, ctx) => {
    if (value.endpoint) await checkAddress(value.endpoint, "endpoint");
    const row = await settingRow(ctx.db, ctx.tenantId, CLOUD_STORAGE);
    const store = s3Store(s3ConfigOf(value, secretOf(secretAccessKey, row, "secretAccessKey")));
    const key = `quay-connection-test/${uuidv7()}.txt`;
    const bytes = new TextEncoder().encode(`Quay connection test ${new Date().toISOString()}\n`);
    return runTest([
      ["Write", () => store.put(key, bytes)],
      [
        "Read",
        async () => {
          const back = await store.get(key);
          if (!back || Buffer.compare(Buffer.from(back), Buffer.from(bytes)) !== 0)
            throw new Error("the file read back differs from the one written");
        },
      ],
      ["Delete", () => store.remove(key)],
    ]);
  },
  GetSms: async (_input, ctx) => smsDto(ctx, await settingRow(ctx.db, ctx.tenantId, SMS)),
  UpdateSms: async ({ token, ...value }, ctx) => {
    await checkAddress(value.url, "url");
    const row = await settingRow(ctx.db, ctx.tenantId, SMS);
    const secret = secretOf(token, row, "token");
    return smsDto(ctx, await save(ctx, SMS, { ...value, sender: value.sender ?? null }, secret));
  },
  TestSms: async ({ token, phone, ...value }, ctx) => {
    await checkAddress(value.url, "url");
    const row = await settingRow(ctx.db, ctx.tenantId, SMS);
    const gateway = {
      url: value.url,
      sender: value.sender ?? null,
      token: secretOf(token, row, "token"),
    };
    return runTest([["Send", () => sendSms(gateway, phone, ctx.t(TEST_SMS))]]);
  },
});
