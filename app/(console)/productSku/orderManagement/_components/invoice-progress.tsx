"use client";

import { useLocale, useTranslations } from "next-intl";
import { ProgressBar } from "@/components/progress-bar";
import { formatBytes } from "@/components/uploader/uploader-utils";
import type { InvoiceProgress } from "./use-invoice-download";

/**
 * How far the invoice PDF is: making it (no measure yet: the bar runs) and then its bytes
 * arriving, as a share of its size.
 */
export function InvoiceProgressBar({ progress }: { progress: InvoiceProgress }) {
  const t = useTranslations("orders.list");
  const locale = useLocale();
  const percent =
    progress.phase === "downloading" && progress.total
      ? Math.min(100, Math.round((progress.received / progress.total) * 100))
      : null;
  const label =
    progress.phase === "generating"
      ? t("invoicesGenerating", { count: progress.count })
      : t("invoicesDownloading", {
          count: progress.count,
          size: formatBytes(progress.received, locale),
        });
  return <ProgressBar label={label} name={t("invoicesProgress")} percent={percent} />;
}
