"use client";

import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { type DownloadProgress, saveDownload } from "@/components/file-download";
import { toast } from "@/components/toast";
import { useErrorToast } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";

/** Where a download is: the server is still making the PDF, or its bytes are arriving. */
export type InvoiceProgress =
  | { phase: "generating"; count: number }
  | ({ phase: "downloading"; count: number } & DownloadProgress);

/**
 * The selected orders' invoices as one PDF (OrderMain.BatchDownloadInvoicePdf through the BFF):
 * fetched here rather than by a link so the person sees it being made and then arriving (the
 * bytes counted against Content-Length), and saved under the server's file name.
 */
export function useInvoiceDownload() {
  const t = useTranslations("orders.list");
  const showError = useErrorToast();
  const [progress, setProgress] = useState<InvoiceProgress | null>(null);

  const download = useCallback(
    async (ids: string[]) => {
      const count = ids.length;
      setProgress({ phase: "generating", count });
      try {
        const query = new URLSearchParams(ids.map((id) => ["orderMainIds", id]));
        query.set("download", "true");
        const response = await fetch(`${api.OrderMain.BatchDownloadInvoicePdf.url}?${query}`);
        await saveDownload(response, {
          fallbackName: "invoices.pdf",
          type: "application/pdf",
          onProgress: (p) => setProgress({ phase: "downloading", count, ...p }),
        });
        toast.success(t("invoicesDownloaded", { count }));
        return true;
      } catch (error) {
        showError(error);
        return false;
      } finally {
        setProgress(null);
      }
    },
    [showError, t],
  );
  return { download, progress };
}
