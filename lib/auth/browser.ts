// next-auth's own endpoints, called as its browser client (next-auth/react) calls them, without
// that client's ~9 KB (gzip) of runtime on the sign-in page and the shell (first-load weight,
// issue 7). Same requests: the CSRF token from /api/auth/csrf, then a form POST with json=true,
// answered with { url } (an `error` query parameter on it when refused).

async function csrfToken(): Promise<string> {
  const response = await fetch("/api/auth/csrf");
  const body = (await response.json()) as { csrfToken?: string };
  return body.csrfToken ?? "";
}

async function post(action: string, fields: Record<string, string>) {
  const response = await fetch(`/api/auth/${action}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      ...fields,
      csrfToken: await csrfToken(),
      callbackUrl: window.location.href,
      json: "true",
    }),
  });
  const body = (await response.json().catch(() => null)) as { url?: string } | null;
  const error = body?.url
    ? new URL(body.url, window.location.origin).searchParams.get("error")
    : null;
  return { ok: response.ok && !error, error };
}

/** Signs in with the credentials provider; `error` is the refusal (already in the user's language). */
export function signInWithPassword(userNameOrEmailAddress: string, password: string) {
  return post("callback/credentials", { userNameOrEmailAddress, password });
}

/** Ends the console session (the session cookie is cleared by next-auth). */
export async function signOut() {
  await post("signout", {});
}
