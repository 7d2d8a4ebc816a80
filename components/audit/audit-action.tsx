import type { TAuditEntityType, TAuditLogDto } from "@/lib/contracts/audit-log";
import { Badge } from "@/components/ui/badge";

// How an audited call reads on the audit log screen and in a record's history panel.

/** The audit log narrowed to one record (a history panel's "all N calls" link). */
export const historyHref = (entityType: TAuditEntityType, id: string) =>
  `/admin/auditLogs?${new URLSearchParams({ entityType, entityId: id })}`;

/** "SetEnterpriseAccountQuota" → "Set enterprise account quota": a method name as words. */
const words = (name: string) =>
  name
    .split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/)
    .map((w, i) => (i === 0 ? w : w.toLowerCase()))
    .join(" ");

/**
 * What was called: the service and the method in words ("Customer › Update"). API names are the
 * same in every language (they are the API's), so they are shown as they are, not translated.
 */
export function AuditAction({ log }: { log: Pick<TAuditLogDto, "serviceName" | "methodName"> }) {
  return (
    <span className="font-medium">
      {log.serviceName} › {words(log.methodName)}
    </span>
  );
}

/** How the call ended: a badge (its words from the caller) with the HTTP status. */
export function AuditResult({
  log,
  labels,
}: {
  log: Pick<TAuditLogDto, "statusCode">;
  labels: { success: string; failure: string };
}) {
  const ok = log.statusCode < 400;
  return (
    <Badge variant={ok ? "secondary" : "destructive"}>
      {ok ? labels.success : labels.failure} · {log.statusCode}
    </Badge>
  );
}
