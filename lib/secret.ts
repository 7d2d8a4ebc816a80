import "server-only";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";

let cached: Uint8Array | undefined;

/** AUTH_SECRET, or a random one generated into DATA_DIR on first start and reused after (DESIGN §3). */
function appSecret(): Uint8Array {
  if (cached) return cached;
  let secret = env.AUTH_SECRET;
  if (!secret) {
    const file = path.join(env.DATA_DIR, "auth-secret");
    try {
      secret = fs.readFileSync(file, "utf8").trim();
    } catch {
      fs.mkdirSync(env.DATA_DIR, { recursive: true });
      secret = crypto.randomBytes(48).toString("base64url");
      try {
        fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
      } catch {
        secret = fs.readFileSync(file, "utf8").trim(); // another process wrote it first
      }
    }
  }
  cached = new TextEncoder().encode(secret);
  return cached;
}

/** A key for one purpose (upstream tokens, console sessions), derived from the app secret. */
export function derivedSecret(purpose: string): string {
  return crypto.createHmac("sha256", appSecret()).update(purpose).digest("base64url");
}
