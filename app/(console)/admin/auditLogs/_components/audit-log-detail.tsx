"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { AuditAction, AuditResult } from "@/components/audit/audit-action";
import { RelativeTime } from "@/components/relative-time";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { api } from "@/lib/api/client";
import type { TAuditLogDto } from "@/lib/contracts/audit-log";

/** The input summary as JSON, indented when it is whole (a cut one is shown as kept). */
function pretty(text: string | null) {
  if (!text) return null;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** One call in full: its whole (redacted) input, the error, the browser and the request id. */
export function AuditLogDetail({ log, onClose }: { log: TAuditLogDto; onClose: () => void }) {
  const t = useTranslations("auditLogs");
  const tc = useTranslations("common");
  const [full, setFull] = useState<TAuditLogDto | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    api.AuditLog.Get({ id: log.id }).then(setFull, () => setFailed(true));
  }, [log.id]);
  const shown = full ?? log;
  const rows: [string, React.ReactNode][] = [
    [t("time"), <RelativeTime key="time" value={shown.executionTime} />],
    [t("user"), shown.userName ?? t("anonymous")],
    [t("address"), shown.clientIpAddress ?? "—"],
    [
      t("result"),
      <AuditResult
        key="result"
        log={shown}
        labels={{ success: t("success"), failure: t("failure") }}
      />,
    ],
    [t("error"), shown.exception ?? "—"],
    [t("duration"), t("durationMs", { ms: shown.executionDuration })],
    [t("browser"), shown.browserInfo ?? "—"],
    [t("requestId"), <code key="request">{shown.requestId}</code>],
  ];
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            <AuditAction log={shown} />
          </DialogTitle>
          <DialogDescription>
            {shown.serviceName}/{shown.methodName}
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="text-sm font-medium">{t("input")}</h3>
        {failed ? (
          <p className="text-destructive text-sm">{t("detailFailed")}</p>
        ) : !full ? (
          <p className="text-muted-foreground text-sm">{tc("loading")}</p>
        ) : (
          <pre
            className="bg-muted max-h-96 overflow-auto rounded-md p-3 text-xs break-all whitespace-pre-wrap"
            data-testid="audit-input"
            tabIndex={0}
          >
            {pretty(full.parameters) ?? t("noInput")}
          </pre>
        )}
      </DialogContent>
    </Dialog>
  );
}
