import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { ZGetMyAuditsInput } from "@/lib/contracts/my-audit";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { MyAuditTable } from "./_components/my-audit-table";

/** My audits (Pages.MyAudit, issue 17): what waits for my approval, of every kind of record. */
export default async function MyAuditsPage({ searchParams }: { searchParams: PageSearch }) {
  const t = await getTranslations("myAudits");
  const { params, input } = readListInput(ZGetMyAuditsInput, await searchParams);
  const [result, definitions] = await Promise.all([
    serverApi.MyAudit.GetAll(input),
    serverApi.MyAudit.GetDefinitions({}),
  ]);
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <MyAuditTable result={result} params={params} definitions={definitions.items} />
    </>
  );
}
