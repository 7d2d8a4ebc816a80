import { getTimeZone, getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { contracts } from "@/lib/contracts";
import { AuditLog } from "@/lib/contracts/audit-log";
import { dayRangeInput } from "@/lib/date-range";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { AuditLogExportButton } from "./_components/audit-log-export-button";
import { AuditLogTable } from "./_components/audit-log-table";

/** Each service with its mutating methods (what the audit log records), by name. */
const audited = Object.entries(contracts)
  .map(([service, methods]) => ({
    service,
    methods: Object.values(methods as Record<string, { verb: string; method: string }>)
      .filter((m) => m.verb !== "GET")
      .map((m) => m.method)
      .sort(),
  }))
  .filter((s) => s.methods.length > 0)
  .sort((a, b) => a.service.localeCompare(b.service));

/**
 * The audit log (Pages.Admin.AuditLogs; our addition): every call that changed or tried to change
 * data, newest first, by user, service and method, days (`?from=`, `?to=`, app time zone, both
 * included), result, or one record (`?entityType=&entityId=`, from a record's history panel);
 * Export of exactly that view.
 */
export default async function AuditLogsPage({ searchParams }: { searchParams: PageSearch }) {
  const [t, timeZone] = await Promise.all([getTranslations("auditLogs"), getTimeZone()]);
  const { from, to, ...search } = await searchParams;
  const { params, input } = readListInput(AuditLog.GetAll.input, search);
  const days = dayRangeInput({ from: first(from), to: first(to) }, timeZone);
  const { skipCount: _, maxResultCount: __, ...filters } = input;
  const view = { ...filters, beginTime: days.from, endTime: days.to };
  const result = await serverApi.AuditLog.GetAll({ ...input, ...view });
  const methods = audited.find((s) => s.service === input.serviceName)?.methods ?? [];
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<AuditLogExportButton input={view} />}
      />
      <AuditLogTable
        result={result}
        params={params}
        services={audited.map((s) => s.service)}
        methods={methods}
        entityType={input.entityId ? input.entityType : undefined}
      />
    </>
  );
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
