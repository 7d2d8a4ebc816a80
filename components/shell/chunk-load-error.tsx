"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { CHUNK_ERROR_EVENT, isChunkElement, isChunkLoadError } from "@/lib/chunk-error";

/** SPEC §8's chunk-load error: what failed, and a reload (which fetches the current build). */
function ChunkLoadErrorView() {
  const t = useTranslations("error.chunk");
  return (
    <div className="flex flex-col items-center gap-4 py-24 text-center" role="alert">
      <h1 className="text-xl font-semibold">{t("title")}</h1>
      <p className="text-muted-foreground max-w-md">{t("description")}</p>
      <Button onClick={() => window.location.reload()}>{t("reload")}</Button>
    </div>
  );
}

/**
 * The global handler: a chunk that fails outside a render (a lazily loaded dialog, a style
 * sheet, a navigation past SPEC §9's 120 s) shows the same message over the page.
 */
export function ChunkErrorWatcher() {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const fail = () => setFailed(true);
    const onError = (e: Event) => {
      if (isChunkElement(e.target) || (e instanceof ErrorEvent && isChunkLoadError(e.error)))
        fail();
    };
    const onRejection = (e: PromiseRejectionEvent) => {
      if (isChunkLoadError(e.reason)) fail();
    };
    window.addEventListener("error", onError, true); // resource errors do not bubble
    window.addEventListener("unhandledrejection", onRejection);
    window.addEventListener(CHUNK_ERROR_EVENT, fail);
    return () => {
      window.removeEventListener("error", onError, true);
      window.removeEventListener("unhandledrejection", onRejection);
      window.removeEventListener(CHUNK_ERROR_EVENT, fail);
    };
  }, []);
  if (!failed) return null;
  return (
    <div className="bg-background/95 fixed inset-0 z-50 flex items-center justify-center p-6">
      <ChunkLoadErrorView />
    </div>
  );
}

/** For an error boundary that caught a chunk-load error: hands it to the watcher's one message. */
export function ReportChunkError() {
  useEffect(() => {
    window.dispatchEvent(new Event(CHUNK_ERROR_EVENT));
  }, []);
  return null;
}
