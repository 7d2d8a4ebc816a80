"use client";

import { Download } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { saveDownload } from "@/components/file-download";
import { useCan } from "@/components/shell/permissions";
import { useErrorToast } from "@/components/shell/use-mutation";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { formatBytes } from "@/components/uploader/uploader-utils";
import { api } from "@/lib/api/client";
import type { InputOf } from "@/lib/api/define";
import type { FinanceSalesStatistic } from "@/lib/contracts/sales-statistic";

/**
 * Export (with Pages.Finance.SalesStatistic.Export): the list's filtered view as .xlsx, every
 * row in the list's order, streamed through the BFF; the button counts the bytes as they arrive.
 */
export function ExportButton({ input }: { input: InputOf<typeof FinanceSalesStatistic.Export> }) {
  const t = useTranslations("salesStatistics");
  const locale = useLocale();
  const canExport = useCan("Pages.Finance.SalesStatistic.Export");
  const showError = useErrorToast();
  const [received, setReceived] = useState<number | null>(null);
  if (!canExport) return null;

  const run = async () => {
    setReceived(0);
    try {
      const response = await fetch(api.FinanceSalesStatistic.Export.url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(input),
      });
      await saveDownload(response, {
        fallbackName: "sales-statistics.xlsx",
        onProgress: (p) => setReceived(p.received),
      });
      toast.success(t("exported"));
    } catch (error) {
      showError(error);
    } finally {
      setReceived(null);
    }
  };
  return (
    <Button variant="outline" disabled={received !== null} onClick={() => void run()}>
      <Download aria-hidden />
      {received === null ? t("export") : t("exporting", { size: formatBytes(received, locale) })}
    </Button>
  );
}
