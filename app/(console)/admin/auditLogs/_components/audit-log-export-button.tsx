"use client";

import { ExportButton } from "@/components/export-button";
import { api } from "@/lib/api/client";
import type { InputOf } from "@/lib/api/define";
import type { AuditLog } from "@/lib/contracts/audit-log";

/** Export (with Pages.Admin.AuditLogs.Export): the filtered audit log as .xlsx, every row. */
export function AuditLogExportButton({ input }: { input: InputOf<typeof AuditLog.Export> }) {
  return (
    <ExportButton
      url={api.AuditLog.Export.url}
      input={input}
      permission="Pages.Admin.AuditLogs.Export"
      fallbackName="audit-log.xlsx"
      messages="auditLogs"
    />
  );
}
