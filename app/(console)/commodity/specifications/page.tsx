import { getTranslations } from "next-intl/server";
import { CreateParamButton, type ParamScreen } from "@/components/catalogue/param-form-dialog";
import { ParamTable } from "@/components/catalogue/param-table";
import { PageHeader } from "@/components/page-header";
import { paramSortFields } from "@/lib/contracts/catalogue/params";
import { ZParamInputKind, ZParamRequirement } from "@/lib/contracts/enums";
import { serverApi } from "@/lib/api/server";
import { loadConsoleSession } from "@/lib/console-session";
import { parseListParams, textFilter, toPagedInput } from "@/lib/list-params";

type Search = Promise<Record<string, string | string[] | undefined>>;

const screen: ParamScreen = {
  service: "ProductSpecParam",
  permission: "Pages.Commodity.Specifications",
  messages: "spec",
};

export default async function SpecificationsPage({ searchParams }: { searchParams: Search }) {
  const search = await searchParams;
  const t = await getTranslations("params.spec");
  const params = parseListParams(search, paramSortFields);
  const { granted } = await loadConsoleSession();
  const result = await serverApi[screen.service].GetAll({
    ...toPagedInput(params),
    keyword: textFilter(search, "keyword"),
    inputKind: ZParamInputKind.safeParse(textFilter(search, "inputKind")).data,
    requirement: ZParamRequirement.safeParse(textFilter(search, "requirement")).data,
  });
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          granted.has(`${screen.permission}.Create`) && <CreateParamButton screen={screen} />
        }
      />
      <ParamTable
        screen={screen}
        data={result.items}
        totalCount={result.totalCount}
        params={params}
      />
    </>
  );
}
