"use client";

import { type FormEvent, useState } from "react";
import { buttonVariants, inputClassName, labelClassName } from "@/components/ui/classes";
import { signInWithPassword } from "@/lib/auth/browser";

/** What the form says, in the user's language (the page translates it on the server). */
export interface LoginText {
  account: string;
  password: string;
  signIn: string;
  signingIn: string;
  failed: string;
  accountRequired: string;
  passwordRequired: string;
}

type Field = "userNameOrEmailAddress" | "password";

/**
 * The sign-in form, kept light (issue 7: ≤ 150 KB first load): plain elements with the kit's
 * classes, its two rules checked here (the same as ZAuthenticateInput's: both required, the
 * account trimmed; the lengths are the inputs' maxLength), next-auth called without its client.
 */
export function LoginForm({ redirectTo, text }: { redirectTo: string; text: LoginText }) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const account = String(data.get("userNameOrEmailAddress") ?? "").trim();
    const password = String(data.get("password") ?? "");
    const found: Partial<Record<Field, string>> = {};
    if (!account) found.userNameOrEmailAddress = text.accountRequired;
    if (!password) found.password = text.passwordRequired;
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(first)?.focus();
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const result = await signInWithPassword(account, password);
      if (!result.ok) {
        setError(result.error && result.error !== "CredentialsSignin" ? result.error : text.failed);
        return;
      }
      window.location.assign(redirectTo); // a full load: the console renders with the new session
    } catch {
      setError(text.failed);
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: Field, label: string, input: { type: string; autoComplete: string }) => (
    <div className="space-y-2">
      <label htmlFor={name} className={labelClassName}>
        {label}
      </label>
      <input
        id={name}
        name={name}
        className={inputClassName}
        maxLength={name === "password" ? 128 : 256}
        aria-invalid={!!errors[name]}
        autoFocus={name === "userNameOrEmailAddress"}
        {...input}
      />
      {errors[name] && <p className="text-destructive text-sm">{errors[name]}</p>}
    </div>
  );

  return (
    // method="post": a click before the script has loaded must not put the password in the URL
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      {field("userNameOrEmailAddress", text.account, { type: "text", autoComplete: "username" })}
      {field("password", text.password, { type: "password", autoComplete: "current-password" })}
      {error && (
        <p
          className="bg-destructive/10 text-destructive rounded-md px-3 py-2 text-sm"
          data-testid="login-error"
        >
          {error}
        </p>
      )}
      <button
        type="submit"
        data-slot="button"
        className={buttonVariants({ className: "w-full" })}
        disabled={submitting}
      >
        {submitting ? text.signingIn : text.signIn}
      </button>
    </form>
  );
}
