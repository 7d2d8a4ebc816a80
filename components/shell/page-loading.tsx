"use client";

import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { ProgressBar } from "./navigation";
import { useRouteTitle } from "./route-context";

/** A screen on its way: the progress bar, its real header at once, skeleton rows below. */
export function PageLoading({ pathname }: { pathname?: string }) {
  const t = useTranslations("shell");
  const title = useRouteTitle(pathname);
  return (
    <div data-testid="page-loading" aria-busy="true" aria-label={t("loading")}>
      <ProgressBar />
      <PageHeader title={title ?? <Skeleton className="h-8 w-48" />} />
      <div className="space-y-3">
        <Skeleton className="h-9 w-full max-w-sm" />
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="h-9 w-full" />
        ))}
      </div>
    </div>
  );
}
