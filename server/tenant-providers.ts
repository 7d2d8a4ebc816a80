import "server-only";
import dns from "node:dns/promises";
import net from "node:net";
import { and, eq } from "drizzle-orm";
import type { S3StoreConfig } from "@/lib/s3-config";
import type * as z from "zod";
import type { ZCloudStorageFields, ZSmsFields } from "@/lib/contracts/tenant-settings";
import type { Db } from "@/server/db/types";
import { tenantSettings } from "@/server/db/schema";
import type { OutboundGuard } from "./files/s3-store";
import { open } from "./secret-box";

// A tenant's providers as the app uses them (issue 17 item 7): its cloud storage for uploads and
// its SMS gateway for text messages, read from tenant_settings on each use (one indexed row), so
// a change made through any copy of the app holds in every copy at once.

export const CLOUD_STORAGE = "CloudStorage";
export const SMS = "Sms";

export type SettingRow = typeof tenantSettings.$inferSelect;

/** The context a setting's secret is sealed under (server/secret-box.ts). */
export const secretContext = (tenantId: number, name: string) => `tenant ${tenantId} ${name}`;

/** The kept secret in plain text, or null when there is none or it no longer opens. */
export const keptSecret = (row: SettingRow | undefined) =>
  row?.secret ? open(row.secret, secretContext(row.tenantId, row.name)) : null;

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
  const value = cloudValue(row);
  if (which === "enabled" && !value.isEnabled) return undefined;
  const secret = keptSecret(row);
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
  if (!value.isEnabled) return undefined;
  const token = keptSecret(row);
  return token === null ? undefined : { url: value.url, sender: value.sender ?? null, token };
}

/** How long a provider may take to answer before the call counts as failed. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * Addresses the server never calls on a tenant's behalf: link-local ones (where clouds serve
 * their instance metadata and credentials: 169.254.169.254, fd00:ec2::254, Alibaba's
 * 100.100.100.200) and the unspecified ones. IPv4-mapped IPv6 forms match the IPv4 rules.
 * Private and loopback addresses stay allowed: a MinIO or a relay beside the app.
 */
const blocked = new net.BlockList();
blocked.addSubnet("169.254.0.0", 16, "ipv4");
blocked.addAddress("100.100.100.200", "ipv4");
blocked.addAddress("0.0.0.0", "ipv4");
blocked.addSubnet("fe80::", 10, "ipv6");
blocked.addAddress("fd00:ec2::254", "ipv6");
blocked.addAddress("::", "ipv6");

export class BlockedAddressError extends Error {}

/**
 * Refuses a URL whose host is, or resolves to, a blocked address (BlockedAddressError). Checked
 * before every call a tenant's settings make (each S3 request and each SMS), so a name that
 * resolves elsewhere later is caught when it is used; redirects are never followed.
 */
export async function checkOutbound(url: string): Promise<void> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  const addresses = net.isIP(host)
    ? [host]
    : await Promise.race([
        dns.lookup(host, { all: true, verbatim: true }).then(
          (found) => found.map((a) => a.address),
          () => [] as string[], // not resolvable: the call itself fails and says so
        ),
        new Promise<string[]>((resolve) => setTimeout(() => resolve([]), 5_000).unref()),
      ]);
  if (addresses.some((a) => blocked.check(a, net.isIPv4(a) ? "ipv4" : "ipv6")))
    throw new BlockedAddressError(`${host}: not an address the server calls`);
}

/** How a tenant's own bucket is called: every address checked, no redirect, a time limit. */
export const TENANT_GUARD: OutboundGuard = {
  check: checkOutbound,
  timeoutMs: PROVIDER_TIMEOUT_MS,
};

/**
 * Sends one text message through the gateway: POST { to, text, sender } as JSON with the token
 * as a bearer; any 2xx is sent. Throws with the gateway's status and the start of its answer.
 */
export async function sendSms(gateway: SmsGateway, to: string, text: string): Promise<void> {
  await checkOutbound(gateway.url);
  const res = await fetch(gateway.url, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${gateway.token}` },
    body: JSON.stringify({ to, text, sender: gateway.sender }),
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    redirect: "manual",
  }).catch((error: unknown) => {
    // never the request's own values (the token) in an error that is kept or shown
    if (error instanceof TypeError && /header/i.test(error.message))
      throw new Error("the gateway request could not be built from these settings");
    throw error;
  });
  if (res.status >= 200 && res.status < 300) {
    await res.body?.cancel();
    return;
  }
  const answer = (await res.text().catch(() => "")).replace(/\s+/g, " ").slice(0, 200);
  throw new Error(`HTTP ${res.status}${answer ? `: ${answer}` : ""}`);
}
