import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { ZGetAuditFlowsInput } from "@/lib/contracts/audit-flow";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { AuditFlowTable, CreateAuditFlowButton } from "./_components/audit-flow-table";

/**
 * Audit flows (Pages.Admin.AuditFlows; our addition, SPEC §2 has no route): what needs approval
 * and who approves it, step by step; one flow per definition is active.
 */
export default async function AuditFlowsPage({ searchParams }: { searchParams: PageSearch }) {
  const t = await getTranslations("auditFlows");
  const { params, input } = readListInput(ZGetAuditFlowsInput, await searchParams);
  const result = await serverApi.AuditFlow.GetAll(input);
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<CreateAuditFlowButton />}
      />
      <AuditFlowTable
        source={listSource("AuditFlow", "GetAll", input)}
        result={result}
        params={params}
      />
    </>
  );
}
