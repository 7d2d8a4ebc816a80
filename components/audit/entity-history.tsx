import "server-only";
import { getTimeZone, getTranslations } from "next-intl/server";
import { RecordsCard } from "@/components/records-card";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import { serverApi } from "@/lib/api/server";
import { loadConsoleSession } from "@/lib/console-session";
import type { TAuditEntityType } from "@/lib/contracts/audit-log";
import { formatDateTime } from "@/lib/format";
import { AuditAction, AuditResult, historyHref } from "./audit-action";

// A record's history on its page (an order, a customer, a product; issue 13 item 6; a SKU, a
// stock-in, issue 14 item 6 — a supplier, with no page, has entity-history-panel.tsx in its edit
// dialog): the newest calls that touched it or its parts, read from the audit log, and a link to
// all of them there.
// Shown only with the audit log's permission: the rows carry other people's inputs.

/** How many calls the panel shows. */
const SHOWN = 10;

export async function EntityHistory({
  entityType,
  id,
}: {
  entityType: TAuditEntityType;
  id: string;
}) {
  const [{ granted }, t, timeZone] = await Promise.all([
    loadConsoleSession(),
    getTranslations("auditLogs"),
    getTimeZone(),
  ]);
  if (!granted.has("Pages.Admin.AuditLogs")) return null;
  const { items, totalCount } = await serverApi.AuditLog.GetEntityHistory({
    entityType,
    id,
    maxResultCount: SHOWN,
  });
  const labels = { success: t("success"), failure: t("failure") };
  return (
    <RecordsCard
      id="history-heading"
      title={t("history")}
      more={
        totalCount > 0
          ? { href: historyHref(entityType, id), label: t("historyAll", { count: totalCount }) }
          : undefined
      }
      empty={t("historyNone")}
      head={
        <>
          <TableHead>{t("time")}</TableHead>
          <TableHead>{t("user")}</TableHead>
          <TableHead>{t("action")}</TableHead>
          <TableHead>{t("result")}</TableHead>
        </>
      }
      rows={items.map((log) => (
        <TableRow key={log.id}>
          <TableCell className="whitespace-nowrap tabular-nums">
            {formatDateTime(log.executionTime, timeZone)}
          </TableCell>
          <TableCell>{log.userName ?? t("anonymous")}</TableCell>
          <TableCell>
            <AuditAction log={log} />
          </TableCell>
          <TableCell>
            <AuditResult log={log} labels={labels} />
          </TableCell>
        </TableRow>
      ))}
    />
  );
}
