import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { ZGetOrganizationAppliesInput } from "@/lib/contracts/organization-apply";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { ApplyTable, CreateApplyButton } from "./_components/apply-table";

/** Applications to join (Pages.OrganizationApply), newest first, filtered by state. */
export default async function OrganizationAppliesPage({
  searchParams,
}: {
  searchParams: PageSearch;
}) {
  const t = await getTranslations("organizationApplies");
  const { params, input } = readListInput(ZGetOrganizationAppliesInput, await searchParams);
  const result = await serverApi.OrganizationApply.GetAll(input);
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<CreateApplyButton />}
      />
      <ApplyTable
        result={result}
        params={params}
        source={listSource("OrganizationApply", "GetAll", input)}
      />
    </>
  );
}
