import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { ZAuthenticateResult } from "@/lib/contracts/auth";
import type { Locale } from "@/lib/i18n/locales";
import { derivedSecret } from "@/lib/secret";
import { callUpstream } from "@/lib/upstream/client";
import { SESSION_MAX_AGE_SECONDS } from "./cookies";

export const sessionSecret = () => derivedSecret("console-session");

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
        async authorize(credentials) {
          // A refusal's message (already in the caller's language) reaches the form as signIn's error.
          const result = await callUpstream(
            "POST",
            "/api/TokenAuth/Authenticate",
            {
              userNameOrEmailAddress: credentials?.userNameOrEmailAddress ?? "",
              password: credentials?.password ?? "",
              rememberClient: true,
            },
            { locale },
            ZAuthenticateResult,
          );
          return {
            id: result.userId,
            accessToken: result.accessToken,
            expiresAt: Date.now() + result.expireInSeconds * 1000,
          };
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) token.upstream = { accessToken: user.accessToken, expiresAt: user.expiresAt };
        return token;
      },
      // Never the upstream token: /api/auth/session is readable by browser JavaScript.
      session({ session, token }) {
        return { expires: session.expires, user: { id: token.sub } } as typeof session;
      },
    },
  };
}
