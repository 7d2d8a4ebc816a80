"use client";

import { useTranslations } from "next-intl";
import { ReportChunkError } from "@/components/shell/chunk-load-error";
import { Button } from "@/components/ui/button";
import { isChunkLoadError } from "@/lib/chunk-error";

/**
 * A screen that failed to render: the shell stays, with the error id to quote (CONVENTIONS).
 * A script or style that did not load is SPEC §8's chunk-load error, which a reload cures.
 */
export default function ConsoleError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations("error");
  if (isChunkLoadError(error)) return <ReportChunkError />;
  return (
    <div className="flex flex-col items-center gap-4 py-24 text-center" role="status">
      <h1 className="text-xl font-semibold">{t("title")}</h1>
      <p className="text-muted-foreground max-w-md">{t("description")}</p>
      {error.digest && (
        <p className="text-muted-foreground font-mono text-xs">
          {t("errorId", { id: error.digest })}
        </p>
      )}
      <Button onClick={reset}>{t("retry")}</Button>
    </div>
  );
}
