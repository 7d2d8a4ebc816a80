import "next-auth";
import "next-auth/jwt";

declare module "next-auth" {
  interface User {
    accessToken: string;
    /** epoch ms when the upstream token expires */
    expiresAt: number;
    /** the upstream's shouldResetPassword: only the password change screen until it is changed */
    mustChangePassword: boolean;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    /** The upstream bearer token: lives only in the encrypted httpOnly cookie, never in /api/auth/session. */
    upstream?: { accessToken: string; expiresAt: number };
    /** Signed in with a password that must be changed first (issue 15): proxy.ts holds every page. */
    mustChangePassword?: boolean;
  }
}
