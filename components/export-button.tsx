"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Download } from "lucide-react";
import type { PermissionName } from "@/lib/permissions";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/toast";
import { formatBytes } from "@/components/uploader/uploader-utils";
import { saveDownload } from "@/components/file-download";
import { type CommandAction, useCommandActions } from "@/components/shell/command-actions";
import { useErrorToast } from "@/components/shell/use-mutation";
import { useCan } from "@/components/shell/permissions";

/**
 * An export's run: POSTs `body` to `url`, which streams the file; `received` counts its bytes as
 * they arrive (null when idle), then the browser saves it under the server's name and `done`
 * is toasted. Errors are toasted in the error model's words.
 */
export function useFileExport() {
  const showError = useErrorToast();
  const [received, setReceived] = useState<number | null>(null);
  const run = async (url: string, body: unknown, fallbackName: string, done: string) => {
    setReceived(0);
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      await saveDownload(response, {
        fallbackName,
        onProgress: (p) => setReceived(p.received),
      });
      toast.success(done);
    } catch (error) {
      showError(error);
    } finally {
      setReceived(null);
    }
  };
  return { received, run };
}

/** Offers a list's export in the command palette ("Export this view …") while it is on screen. */
export function useExportCommands(actions: Omit<CommandAction, "keywords">[]) {
  const t = useTranslations("commandPalette");
  useCommandActions(actions.map((a) => ({ ...a, keywords: [t("exportView")] })));
}

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
  const tp = useTranslations("commandPalette");
  const locale = useLocale();
  const canExport = useCan(permission);
  const { received, run } = useFileExport();
  const start = () => void run(url, input, fallbackName, t("exported"));
  useExportCommands(canExport ? [{ id: "list.export", label: tp("exportView"), run: start }] : []);
  if (!canExport) return null;
  return (
    <Button variant="outline" disabled={received !== null} onClick={start}>
      <Download aria-hidden />
      {received === null ? t("export") : t("exporting", { size: formatBytes(received, locale) })}
    </Button>
  );
}
