import "server-only";
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
import { objectUrl } from "@/lib/s3-config";
import { seal } from "@/server/secret-box";
import {
  BlockedAddressError,
  checkOutbound,
  CLOUD_STORAGE,
  keptSecret,
  secretContext,
  TENANT_GUARD,
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
// answered. Saving and testing check the addresses first (server/tenant-providers.ts
// checkOutbound), and every later call checks them again.

/** Refuses, on `field`, an address the server must never call on a tenant's behalf. */
async function checkAddress(url: string, field: string) {
  // the bucket's host in virtual-host style may not be one ("a.b" on "http://0": "a.b.0")
  if (!URL.canParse(url)) throw AppError.field(field, "validation.endpoint");
  try {
    await checkOutbound(url);
  } catch (error) {
    if (error instanceof BlockedAddressError)
      throw AppError.field(field, "validation.endpointBlocked");
    throw error;
  }
}

/**
 * The secret to use: the one given, or the kept one. None kept (or one that no longer opens) is
 * refused on the secret's field, and so is keeping one for another `origin` than it was kept
 * for: a write-only token must not be sent to an address of the editor's choosing.
 */
function secretOf(
  given: string | undefined,
  row: SettingRow | undefined,
  field: string,
  origin?: { now: string; kept: string },
) {
  if (given) return given;
  const kept = keptSecret(row);
  if (kept === null) throw AppError.field(field, "validation.secretRequired");
  if (origin && originOf(origin.now) !== originOf(origin.kept))
    throw AppError.field(field, "validation.secretForNewAddress");
  return kept;
}

const originOf = (url: string) => (URL.canParse(url) ? new URL(url).origin : url);

async function saved(ctx: AuthedCtx, row: SettingRow | undefined) {
  const modifier = row?.lastModifierUserId ?? row?.creatorUserId ?? null;
  const names = await userNamesById(ctx, [modifier]);
  return {
    // a secret sealed under another app secret is as good as none
    hasSecret: keptSecret(row) !== null,
    lastModificationTime: isoOrNull(row?.lastModificationTime ?? row?.creationTime ?? null),
    lastModifierName: modifier ? (names.get(modifier) ?? null) : null,
  };
}

/** Keeps the row (one per tenant and kind) with the plain value and the sealed secret. */
async function save(ctx: AuthedCtx, name: string, value: object, plain: string) {
  const secret = seal(plain, secretContext(ctx.tenantId, name));
  const [row] = await ctx.db
    .insert(tenantSettings)
    .values({
      id: uuidv7(),
      tenantId: ctx.tenantId,
      name,
      value,
      secret,
      creatorUserId: ctx.user.id,
    })
    .onConflictDoUpdate({
      target: [tenantSettings.tenantId, tenantSettings.name],
      set: {
        value,
        secret,
        lastModificationTime: new Date(),
        lastModifierUserId: ctx.user.id,
      },
    })
    .returning();
  return row!;
}

/**
 * Runs a test's steps in order; the first that fails (or takes too long) is the answer, in the
 * provider's own words (S3's error code, the gateway's answer, the network's code). `always` runs
 * at the end whatever happened (the test object's removal), its own failure unreported.
 */
async function runTest(
  ctx: AuthedCtx,
  steps: [TConnectionTestDto["failedStep"] & string, () => Promise<void>][],
  always?: () => Promise<void>,
): Promise<TConnectionTestDto> {
  const started = Date.now();
  const elapsedMs = () => Date.now() - started;
  try {
    for (const [step, run] of steps) {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          run(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new ProviderSilent()), PROVIDER_TIMEOUT_MS);
          }),
        ]);
      } catch (error) {
        const detail =
          error instanceof ProviderSilent || (error as Error)?.name === "TimeoutError"
            ? ctx.t("api.errors.providerSilent", { seconds: PROVIDER_TIMEOUT_MS / 1000 })
            : error instanceof ReadBackDiffers
              ? ctx.t("api.errors.providerReadBackDiffers")
              : describe(error);
        return { ok: false, failedStep: step, error: detail.slice(0, 500), elapsedMs: elapsedMs() };
      } finally {
        clearTimeout(timer);
      }
    }
    return { ok: true, failedStep: null, error: null, elapsedMs: elapsedMs() };
  } finally {
    await always?.().catch(() => undefined);
  }
}

class ProviderSilent extends Error {}
class ReadBackDiffers extends Error {}

/** An error as the provider or the network put it: fetch hides the reason in its cause. */
function describe(error: unknown) {
  const message = String((error as Error)?.message ?? error);
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  return cause ? `${message} (${cause.code ?? cause.message})` : message;
}

const cloudDto = async (ctx: AuthedCtx, row?: SettingRow): Promise<TCloudStorageDto> => ({
  ...cloudValue(row),
  ...(await saved(ctx, row)),
});
const smsDto = async (ctx: AuthedCtx, row?: SettingRow): Promise<TSmsDto> => {
  const value = smsValue(row);
  return { ...value, sender: value.sender || null, ...(await saved(ctx, row)) };
};

/** The message a test SMS carries, in the caller's language. */
const TEST_SMS: MessageKey = "api.codeMessage.testSms";

export const tenantSettingsService = implement(TenantSettings, {
  GetCloudStorage: async (_input, ctx) =>
    cloudDto(ctx, await settingRow(ctx.db, ctx.tenantId, CLOUD_STORAGE)),
  UpdateCloudStorage: async ({ secretAccessKey, ...value }, ctx) => {
    await checkAddress(objectUrl(s3ConfigOf(value, ""), "probe"), "endpoint");
    const row = await settingRow(ctx.db, ctx.tenantId, CLOUD_STORAGE);
    const secret = secretOf(secretAccessKey, row, "secretAccessKey");
    return cloudDto(ctx, await save(ctx, CLOUD_STORAGE, value, secret));
  },
  TestCloudStorage: async ({ secretAccessKey, ...value }, ctx) => {
    await checkAddress(objectUrl(s3ConfigOf(value, ""), "probe"), "endpoint");
    const row = await settingRow(ctx.db, ctx.tenantId, CLOUD_STORAGE);
    const config = s3ConfigOf(value, secretOf(secretAccessKey, row, "secretAccessKey"));
    const store = s3Store(config, TENANT_GUARD);
    const key = `quay-connection-test/${uuidv7()}.txt`;
    const bytes = new TextEncoder().encode(`Quay connection test ${new Date().toISOString()}\n`);
    let written = false;
    return runTest(
      ctx,
      [
        ["Write", async () => void (await store.put(key, bytes), (written = true))],
        [
          "Read",
          async () => {
            const back = await store.get(key);
            if (!back || Buffer.compare(Buffer.from(back), Buffer.from(bytes)) !== 0)
              throw new ReadBackDiffers();
          },
        ],
        ["Delete", async () => void (await store.remove(key), (written = false))],
      ],
      // a test that stopped after the write leaves nothing behind
      async () => {
        if (written) await store.remove(key);
      },
    );
  },
  GetSms: async (_input, ctx) => smsDto(ctx, await settingRow(ctx.db, ctx.tenantId, SMS)),
  UpdateSms: async ({ token, ...value }, ctx) => {
    await checkAddress(value.url, "url");
    const row = await settingRow(ctx.db, ctx.tenantId, SMS);
    const secret = secretOf(token, row, "token", { now: value.url, kept: smsValue(row).url });
    return smsDto(ctx, await save(ctx, SMS, { ...value, sender: value.sender || null }, secret));
  },
  TestSms: async ({ token, phone, ...value }, ctx) => {
    await checkAddress(value.url, "url");
    const row = await settingRow(ctx.db, ctx.tenantId, SMS);
    const gateway = {
      url: value.url,
      sender: value.sender || null,
      token: secretOf(token, row, "token", { now: value.url, kept: smsValue(row).url }),
    };
    return runTest(ctx, [["Send", () => sendSms(gateway, phone, ctx.t(TEST_SMS))]]);
  },
});
