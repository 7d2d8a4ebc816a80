import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { ZGetCustomersInput } from "@/lib/contracts/customer";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { PersonCustomersTable } from "../_components/person-customers-table";

// Members are made by paid member payment orders (DESIGN §5), not created here.
export default async function MembersPage({ searchParams }: { searchParams: PageSearch }) {
  const t = await getTranslations("customers.member");
  const { params, input } = readListInput(ZGetCustomersInput, await searchParams);
  const result = await serverApi.Customer.GetAll({ ...input, customerType: "Member" });
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <PersonCustomersTable
        source={listSource("Customer", "GetAll", { ...input, customerType: "Member" })}
        kind="Member"
        result={result}
        params={params}
      />
    </>
  );
}
