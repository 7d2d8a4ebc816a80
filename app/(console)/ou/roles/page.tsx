import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { ZGetRolesInput } from "@/lib/contracts/role";
import { serverApi } from "@/lib/api/server";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { CreateRoleButton, RolesTable } from "./_components/roles-table";

export default async function RolesPage({ searchParams }: { searchParams: PageSearch }) {
  const t = await getTranslations("roles");
  const { params, input } = readListInput(ZGetRolesInput, await searchParams);
  const result = await serverApi.Role.GetAll(input);
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<CreateRoleButton />}
      />
      <RolesTable source={listSource("Role", "GetAll", input)} result={result} params={params} />
    </>
  );
}
