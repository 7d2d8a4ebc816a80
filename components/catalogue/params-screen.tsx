import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { ZGetParamsInput } from "@/lib/contracts/catalogue/params";
import { serverApi } from "@/lib/api/server";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { CreateParamButton, type ParamScreen, ParamTable } from "./param-table";

const screens: Record<"spec" | "basic", ParamScreen> = {
  spec: {
    service: "ProductSpecParam",
    permission: "Pages.Commodity.Specifications",
    messages: "spec",
  },
  basic: {
    service: "ProductBasicParam",
    permission: "Pages.Commodity.BasicParams",
    messages: "basic",
  },
};

/**
 * The one parameter screen (SPEC §2 /commodity/specifications and /commodity/basicParams): the
 * two lists share a contract and differ only in their service, permission and titles.
 */
export async function ParamsScreen({
  kind,
  search,
}: {
  kind: "spec" | "basic";
  search: PageSearch;
}) {
  const screen = screens[kind];
  const t = await getTranslations(`params.${kind}`);
  const { params, input } = readListInput(ZGetParamsInput, await search);
  const result = await serverApi[screen.service].GetAll(input);
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<CreateParamButton screen={screen} />}
      />
      <ParamTable
        screen={screen}
        result={result}
        params={params}
        source={listSource(screen.service, "GetAll", input)}
      />
    </>
  );
}
