import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { roleSortFields } from "@/lib/contracts/role";
import { serverApi } from "@/lib/api/server";
import { loadConsoleSession } from "@/lib/console-session";
import { parseListParams, textFilter, toPagedInput } from "@/lib/list-params";
import { RolesTable } from "./_components/roles-table";

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function RolesPage({ searchParams }: { searchParams: Search }) {
  const search = await searchParams;
  const t = await getTranslations("roles");
  const params = parseListParams(search, roleSortFields);
  const { granted } = await loadConsoleSession();
  const result = await serverApi.Role.GetAll({
    ...toPagedInput(params),
    keyword: textFilter(search, "keyword"),
  });
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          granted.has("Pages.Roles.Create") && (
            <Button asChild>
              <Link href="/ou/roles/create">{t("create")}</Link>
            </Button>
          )
        }
      />
      <RolesTable data={result.items} totalCount={result.totalCount} params={params} />
    </>
  );
}
