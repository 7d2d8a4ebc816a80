"use client";

import Link from "next/link";
import { useTimeZone, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useCan } from "@/components/shell/permissions";
import { api } from "@/lib/api/client";
import type { TAuditEntityType, TAuditLogDto } from "@/lib/contracts/audit-log";
import { formatDateTime } from "@/lib/format";
import { AuditAction, historyHref } from "./audit-action";

// A record's history where the record has no page of its own, only a dialog (a supplier; issue
// 14 item 6): the few newest calls that touched it, read from the audit log when the dialog
// opens, and a link to all of them there. The page version is entity-history.tsx (server).

/** How many calls the panel shows. */
const SHOWN = 5;

export function EntityHistoryPanel({
  entityType,
  id,
}: {
  entityType: TAuditEntityType;
  id: string;
}) {
  const t = useTranslations("auditLogs");
  const timeZone = useTimeZone() ?? "UTC";
  const canRead = useCan("Pages.Admin.AuditLogs");
  const [history, setHistory] = useState<{ items: TAuditLogDto[]; totalCount: number } | null>(
    null,
  );
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!canRead) return;
    let live = true;
    api.AuditLog.GetEntityHistory({ entityType, id, maxResultCount: SHOWN }).then(
      (result) => live && setHistory(result),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [canRead, entityType, id]);

  if (!canRead || failed) return null;
  const headingId = `history-${id}`;
  return (
    <section aria-labelledby={headingId} className="space-y-2 border-t pt-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold">
          {t("history")}
        </h3>
        {history && history.totalCount > 0 && (
          <Link href={historyHref(entityType, id)} className="text-sm hover:underline">
            {t("historyAll", { count: history.totalCount })}
          </Link>
        )}
      </div>
      {!history ? (
        <p className="text-muted-foreground text-sm" role="status">
          {t("historyLoading")}
        </p>
      ) : history.items.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("historyNone")}</p>
      ) : (
        <ol className="space-y-1 text-sm">
          {history.items.map((log) => (
            <li key={log.id} className="flex flex-wrap gap-x-3">
              <span className="text-muted-foreground tabular-nums">
                {formatDateTime(log.executionTime, timeZone)}
              </span>
              <span>{log.userName ?? t("anonymous")}</span>
              <AuditAction log={log} />
              {log.statusCode >= 400 && (
                <span className="text-destructive">
                  {t("failure")} · {log.statusCode}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
