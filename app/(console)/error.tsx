"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** A screen that failed to render: the shell stays, with the error id to quote (CONVENTIONS). */
export default function ConsoleError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations("error");
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
