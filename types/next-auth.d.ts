import "next-auth";
import "next-auth/jwt";

declare module "next-auth" {
  interface User {
    accessToken: string;
    /** epoch ms when the upstream token expires */
    expiresAt: number;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    /** The upstream bearer token: lives only in the encrypted httpOnly cookie, never in /api/auth/session. */
    upstream?: { accessToken: string; expiresAt: number };
  }
}
