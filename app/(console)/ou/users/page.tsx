import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { ZGetUsersInput } from "@/lib/contracts/user";
import { serverApi } from "@/lib/api/server";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { CreateUserButton, UsersTable } from "./_components/users-table";

export default async function UsersPage({ searchParams }: { searchParams: PageSearch }) {
  const t = await getTranslations("users");
  const { params, input } = readListInput(ZGetUsersInput, await searchParams);
  const result = await serverApi.User.GetAll(input);
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<CreateUserButton />}
      />
      <UsersTable source={listSource("User", "GetAll", input)} result={result} params={params} />
    </>
  );
}
