import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { ZGetOrganizationsInput } from "@/lib/contracts/organization";
import { serverApi } from "@/lib/api/server";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { CreateOrganizationButton, OrganizationTable } from "./_components/organization-table";

export default async function OrganizationPage({ searchParams }: { searchParams: PageSearch }) {
  const t = await getTranslations("organizations");
  const { params, input } = readListInput(ZGetOrganizationsInput, await searchParams);
  const result = await serverApi.Organization.GetAll(input);
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<CreateOrganizationButton />}
      />
      <OrganizationTable
        result={result}
        params={params}
        source={listSource("Organization", "GetAll", input)}
      />
    </>
  );
}
