import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { ZGetCustomersInput } from "@/lib/contracts/customer";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { CreateOrdinaryButton, PersonCustomersTable } from "../_components/person-customers-table";

export default async function OrdinaryCustomersPage({
  searchParams,
}: {
  searchParams: PageSearch;
}) {
  const t = await getTranslations("customers.ordinary");
  const { params, input } = readListInput(ZGetCustomersInput, await searchParams);
  const listInput = { ...input, customerType: "Ordinary" as const, membership: undefined };
  const result = await serverApi.Customer.GetAll(listInput);
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<CreateOrdinaryButton />}
      />
      <PersonCustomersTable
        kind="Ordinary"
        result={result}
        params={params}
        source={listSource("Customer", "GetAll", listInput)}
      />
    </>
  );
}
