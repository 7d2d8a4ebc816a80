import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { ZGetCustomersInput } from "@/lib/contracts/customer";
import { INDUSTRY_KEY } from "@/lib/contracts/data-dictionary";
import { dictionaryOptions } from "@/lib/dictionary-options";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { CreateEnterpriseButton, EnterpriseTable } from "./_components/enterprise-table";

export default async function EnterpriseCustomersPage({
  searchParams,
}: {
  searchParams: PageSearch;
}) {
  const t = await getTranslations("customers.enterprise");
  const { params, input } = readListInput(ZGetCustomersInput, await searchParams);
  const [result, industries] = await Promise.all([
    serverApi.Customer.GetAll({ ...input, customerType: "Enterprise", membership: undefined }),
    dictionaryOptions(INDUSTRY_KEY),
  ]);
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<CreateEnterpriseButton />}
      />
      <EnterpriseTable
        source={listSource("Customer", "GetAll", {
          ...input,
          customerType: "Enterprise",
          membership: undefined,
        })}
        result={result}
        params={params}
        industries={industries}
      />
    </>
  );
}
