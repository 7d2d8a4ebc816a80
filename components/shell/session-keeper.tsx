"use client";

import { useEffect, useRef } from "react";
import { REFRESH_MARGIN_MS } from "@/lib/auth/cookies";

const CHECK_EVERY_MS = 5_000;

/**
 * While a page is open, checks every 5 s whether the upstream token is near its end and, if so,
 * has the gate refresh it (SPEC §4, §9). A session that has ended goes to sign-in.
 */
export function SessionKeeper({ expiresAt }: { expiresAt: number }) {
  const until = useRef(expiresAt);
  useEffect(() => {
    until.current = expiresAt;
  }, [expiresAt]);
  useEffect(() => {
    const timer = setInterval(async () => {
      if (until.current - Date.now() >= REFRESH_MARGIN_MS) return;
      const res = await fetch("/bff/session", { cache: "no-store" }).catch(() => null);
      if (res?.status === 401) {
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load drops the dead session
        window.location.href = `/login?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`;
        return;
      }
      const body = (await res?.json().catch(() => null)) as { expiresAt?: number } | null;
      if (body?.expiresAt) until.current = body.expiresAt;
    }, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, []);
  return null;
}
