import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { contracts } from "@/lib/contracts";
import type { Locale } from "@/lib/i18n/locales";
import { clientAddress } from "@/lib/client-address";
import { derivedSecret } from "@/lib/secret";
import { callUpstream } from "@/lib/upstream/client";
import { SESSION_MAX_AGE_SECONDS } from "./cookies";

export const sessionSecret = () => derivedSecret("console-session");

// next-auth v4 takes the base URL of its redirects from NEXTAUTH_URL (one fixed URL, leave it
// unset) or, with AUTH_TRUST_HOST, from X-Forwarded-Host / X-Forwarded-Proto; without either it
// says http://localhost:3000. proxy.ts sets those two headers on /api/auth requests to the
// origin lib/origin.ts decided on (request, trusted proxy or APP_URL).
process.env.AUTH_TRUST_HOST = "true";

/** next-auth v4, Credentials + JWT: sign-in is TokenAuth/Authenticate on the upstream. */
export function authOptionsFor(secure: boolean, locale: Locale): NextAuthOptions {
  return {
    secret: sessionSecret(),
    useSecureCookies: secure,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/login", error: "/login" },
    providers: [
      CredentialsProvider({
        credentials: { userNameOrEmailAddress: { type: "text" }, password: { type: "password" } },
        async authorize(credentials, req) {
          // A refusal's message (already in the caller's language) reaches the form as signIn's error.
          const result = await callUpstream(
            contracts.TokenAuth.Authenticate,
            {
              userNameOrEmailAddress: credentials?.userNameOrEmailAddress ?? "",
              password: credentials?.password ?? "",
              rememberClient: true,
            },
            // the upstream limits sign-in per client: it must see the browser's address, not ours
            { locale, clientAddress: clientAddress(new Headers(req.headers ?? {})) },
          );
          return {
            id: result.userId,
            accessToken: result.accessToken,
            expiresAt: Date.now() + result.expireInSeconds * 1000,
            mustChangePassword: result.shouldResetPassword,
          };
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          token.upstream = { accessToken: user.accessToken, expiresAt: user.expiresAt };
          token.mustChangePassword = user.mustChangePassword;
        }
        return token;
      },
      // Never the upstream token: /api/auth/session is readable by browser JavaScript.
      session({ session, token }) {
        return { expires: session.expires, user: { id: token.sub } } as typeof session;
      },
    },
  };
}
