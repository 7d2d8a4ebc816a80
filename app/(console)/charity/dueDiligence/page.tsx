import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { ZGetDueDiligenceInput } from "@/lib/contracts/organization";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { CreateDueDiligenceButton, DueDiligenceTable } from "./_components/due-diligence-table";

/**
 * Due diligence (Pages.DueDiligence): every record, or one organisation's (`?organizationId=`,
 * from the organisations' list), with its audit state.
 */
export default async function DueDiligencePage({ searchParams }: { searchParams: PageSearch }) {
  const t = await getTranslations("dueDiligence");
  const { params, input } = readListInput(ZGetDueDiligenceInput, await searchParams);
  const result = await serverApi.DueDiligenceRecord.GetAll(input);
  const organizations = (await serverApi.Organization.GetOptions({})).items;
  const organization = input.organizationId
    ? organizations.find((o) => o.id === input.organizationId)
    : undefined;
  return (
    <>
      <PageHeader
        title={organization ? t("titleOf", { name: organization.name }) : t("title")}
        description={t("description")}
        actions={
          <CreateDueDiligenceButton
            organizations={organizations}
            organizationId={organization?.id}
          />
        }
      />
      <DueDiligenceTable
        result={result}
        params={params}
        source={listSource("DueDiligenceRecord", "GetAll", input)}
        organizations={organizations}
        organizationId={organization?.id}
      />
    </>
  );
}
