"use client";

import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { toast } from "@/components/toast";
import { useErrorToast } from "@/components/shell/use-mutation";
import { api, BffError } from "@/lib/api/client";

/** Where a download is: the server is still making the PDF, or its bytes are arriving. */
export type InvoiceProgress =
  | { phase: "generating"; count: number }
  | { phase: "downloading"; count: number; received: number; total: number | null };

/** The file name the server gave (Content-Disposition), else ours. */
function fileNameOf(response: Response, fallback: string) {
  const header = response.headers.get("content-disposition") ?? "";
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/** A refused download: the envelope's error, as the BFF client reads one. */
async function refusal(response: Response) {
  const body = (await response.json().catch(() => null)) as {
    error?: { message?: string; details?: string | null; validationErrors?: [] | null } | null;
  } | null;
  return new BffError(
    body?.error?.message ?? response.statusText,
    response.status,
    body?.error?.details ?? null,
    body?.error?.validationErrors ?? [],
  );
}

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
        if (!response.ok || !response.body) throw await refusal(response);
        const total = Number(response.headers.get("content-length")) || null;
        const reader = response.body.getReader();
        const chunks: Uint8Array<ArrayBuffer>[] = [];
        let received = 0;
        setProgress({ phase: "downloading", count, received, total });
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          chunks.push(value);
          received += value.byteLength;
          setProgress({ phase: "downloading", count, received, total });
        }
        const url = URL.createObjectURL(new Blob(chunks, { type: "application/pdf" }));
        const link = document.createElement("a");
        link.href = url;
        link.download = fileNameOf(response, "invoices.pdf");
        link.click();
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
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
