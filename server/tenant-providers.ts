import "server-only";
import { and, eq } from "drizzle-orm";
import type { S3StoreConfig } from "@/lib/s3-config";
import type * as z from "zod";
import type { ZCloudStorageFields, ZSmsFields } from "@/lib/contracts/tenant-settings";
import type { Db } from "@/server/db/types";
import { tenantSettings } from "@/server/db/schema";
import { open } from "./secret-box";

// A tenant's providers as the app uses them (issue 17 item 7): its cloud storage for uploads and
// its SMS gateway for text messages, read from tenant_settings on each use (one indexed row), so
// a change made through any copy of the app holds in every copy at once.

export const CLOUD_STORAGE = "CloudStorage";
export const SMS = "Sms";

export type SettingRow = typeof tenantSettings.$inferSelect;

export async function settingRow(db: Db, tenantId: number, name: string) {
  const [row] = await db
    .select()
    .from(tenantSettings)
    .where(and(eq(tenantSettings.tenantId, tenantId), eq(tenantSettings.name, name)));
  return row;
}

type CloudValue = Omit<z.output<typeof ZCloudStorageFields>, "secretAccessKey">;
type SmsValue = Omit<z.output<typeof ZSmsFields>, "token">;

/** The settings' plain fields (defaults before the first save). */
export const cloudValue = (row?: SettingRow): CloudValue =>
  (row?.value as CloudValue | undefined) ?? {
    isEnabled: false,
    endpoint: "",
    region: "",
    bucket: "",
    accessKeyId: "",
    forcePathStyle: true,
  };
export const smsValue = (row?: SettingRow): SmsValue =>
  (row?.value as SmsValue | undefined) ?? {
    isEnabled: false,
    provider: "Webhook",
    url: "",
    sender: null,
  };

/** The store config of these values and secret. */
export const s3ConfigOf = (value: CloudValue, secretAccessKey: string): S3StoreConfig => ({
  endpoint: value.endpoint || undefined,
  region: value.region,
  bucket: value.bucket,
  accessKeyId: value.accessKeyId,
  secretAccessKey,
  forcePathStyle: value.forcePathStyle,
});

/**
 * The tenant's bucket: when enabled (for new uploads), or whenever it is kept (`kept`: for files
 * stored there earlier, which stay readable after the tenant turns it off). Undefined without
 * settings or with a secret that no longer opens (sealed under another app secret).
 */
export async function tenantCloudStorage(
  db: Db,
  tenantId: number,
  which: "enabled" | "kept",
): Promise<S3StoreConfig | undefined> {
  const row = await settingRow(db, tenantId, CLOUD_STORAGE);
  if (!row?.secret) return undefined;
  const value = cloudValue(row);
  if (which === "enabled" && !value.isEnabled) return undefined;
  const secret = open(row.secret);
  return secret === null ? undefined : s3ConfigOf(value, secret);
}

export interface SmsGateway {
  url: string;
  sender: string | null;
  token: string;
}

/** The tenant's SMS gateway when it is enabled, else undefined (messages are held). */
export async function tenantSmsGateway(db: Db, tenantId: number): Promise<SmsGateway | undefined> {
  const row = await settingRow(db, tenantId, SMS);
  const value = smsValue(row);
  if (!row?.secret || !value.isEnabled) return undefined;
  const token = open(row.secret);
  return token === null ? undefined : { url: value.url, sender: value.sender ?? null, token };
}

/** How long a provider may take to answer before the call counts as failed. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * Sends one text message through the gateway: POST { to, text, sender } as JSON with the token
 * as a bearer; any 2xx is sent. Throws with the gateway's status and the start of its answer.
 */
export async function sendSms(gateway: SmsGateway, to: string, text: string): Promise<void> {
  const res = await fetch(gateway.url, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${gateway.token}` },
    body: JSON.stringify({ to, text, sender: gateway.sender }),
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    redirect: "manual",
  });
  if (res.status >= 200 && res.status < 300) {
    await res.body?.cancel();
    return;
  }
  const answer = (await res.text().catch(() => "")).replace(/\s+/g, " ").slice(0, 200);
  throw new Error(`HTTP ${res.status}${answer ? `: ${answer}` : ""}`);
}
