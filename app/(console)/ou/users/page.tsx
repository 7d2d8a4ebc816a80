import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { userSortFields } from "@/lib/contracts/user";
import { serverApi } from "@/lib/api/server";
import { loadConsoleSession } from "@/lib/console-session";
import { booleanFilter, parseListParams, textFilter, toPagedInput } from "@/lib/list-params";
import { UsersTable } from "./_components/users-table";

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function UsersPage({ searchParams }: { searchParams: Search }) {
  const search = await searchParams;
  const t = await getTranslations("users");
  const params = parseListParams(search, userSortFields);
  const { granted } = await loadConsoleSession();
  const result = await serverApi.User.GetAll({
    ...toPagedInput(params),
    keyword: textFilter(search, "keyword"),
    isActive: booleanFilter(search, "isActive"),
  });
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          granted.has("Pages.Users.Create") && (
            <Button asChild>
              <Link href="/ou/users/create">{t("create")}</Link>
            </Button>
          )
        }
      />
      <UsersTable data={result.items} totalCount={result.totalCount} params={params} />
    </>
  );
}
