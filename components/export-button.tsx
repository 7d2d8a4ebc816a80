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
import type { PermissionName } from "@/lib/permissions";

/** The message sections that carry an export's words: export, exporting ({size}), exported. */
type ExportMessages = "salesStatistics" | "auditLogs";

/**
 * A list's Export (shown with `permission`): POSTs the list's filtered view to `url` (an Export
 * method through the BFF), which streams every row as a file; the button counts the bytes as
 * they arrive, then the browser saves the file under the server's name.
 */
export function ExportButton({
  url,
  input,
  permission,
  fallbackName,
  messages,
}: {
  url: string;
  input: unknown;
  permission: PermissionName;
  fallbackName: string;
  messages: ExportMessages;
}) {
  const t = useTranslations(messages as "auditLogs");
  const locale = useLocale();
  const canExport = useCan(permission);
  const showError = useErrorToast();
  const [received, setReceived] = useState<number | null>(null);
  if (!canExport) return null;

  const run = async () => {
    setReceived(0);
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(input),
      });
      await saveDownload(response, {
        fallbackName,
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
