import "server-only";
import crypto from "node:crypto";
import { derivedSecret } from "@/lib/secret";

// Secrets kept in the database (a tenant's storage key, its SMS token): AES-256-GCM under a key
// derived from the app secret, so a copy of the database alone does not give them away. Every
// copy of the app shares AUTH_SECRET, so every copy opens them; a new AUTH_SECRET means entering
// them again (docs/decisions.md).

const key = () => Buffer.from(derivedSecret("tenant settings secrets"), "base64url");

/**
 * "v1.<iv>.<tag>.<ciphertext>", base64url. `context` (whose secret it is: tenant and setting) is
 * bound in as associated data: a sealed value copied to another row does not open there.
 */
export function seal(plain: string, context: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key(), iv);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

/** The sealed secret, or null when it cannot be opened (sealed under another app secret). */
export function open(sealed: string, context: string): string | null {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || body === undefined) return null;
  try {
    const decipher = crypto.createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(context, "utf8"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([
      decipher.update(Buffer.from(body, "base64url")),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    return null;
  }
}
