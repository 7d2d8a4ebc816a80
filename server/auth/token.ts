import "server-only";
import crypto from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { env } from "@/lib/env";
import { derivedSecret } from "@/lib/secret";

const key = () => new TextEncoder().encode(derivedSecret("upstream-jwt"));

const TOKEN_LIFETIME_SECONDS = env.TOKEN_LIFETIME_SECONDS;
const ISSUER = "Quay";
const AUDIENCE = "Quay";

export interface TokenClaims {
  userId: string;
  tenantId: number;
  securityStamp: string;
}

export async function issueToken(claims: TokenClaims) {
  const accessToken = await new SignJWT({ tid: claims.tenantId, ss: claims.securityStamp })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setJti(crypto.randomUUID())
    .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
    .sign(key());
  return {
    accessToken,
    encryptedAccessToken: encrypt(accessToken),
    expireInSeconds: TOKEN_LIFETIME_SECONDS,
    userId: claims.userId,
  };
}

/** Verified claims, or null for a bad, expired or foreign token. */
export async function verifyToken(token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    if (
      typeof payload.sub !== "string" ||
      typeof payload.tid !== "number" ||
      typeof payload.ss !== "string"
    ) {
      return null;
    }
    return { userId: payload.sub, tenantId: payload.tid, securityStamp: payload.ss };
  } catch {
    return null;
  }
}

/** ABP's encryptedAccessToken (for query-string transports): AES-256-GCM under a key derived from the secret. */
function encrypt(text: string): string {
  const aesKey = crypto.createHash("sha256").update(derivedSecret("upstream-enc")).digest();
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", aesKey, iv);
  const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}
