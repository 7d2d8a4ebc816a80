import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { brandSortFields } from "@/lib/contracts/catalogue/brand";
import { serverApi } from "@/lib/api/server";
import { loadConsoleSession } from "@/lib/console-session";
import { parseListParams, textFilter, toPagedInput } from "@/lib/list-params";
import { CreateBrandButton } from "./_components/brand-form-dialog";
import { BrandTable } from "./_components/brand-table";

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function BrandPage({ searchParams }: { searchParams: Search }) {
  const search = await searchParams;
  const t = await getTranslations("brands");
  const params = parseListParams(search, brandSortFields);
  const { granted } = await loadConsoleSession();
  const result = await serverApi.ProductBrand.GetAll({
    ...toPagedInput(params),
    keyword: textFilter(search, "keyword"),
  });
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={granted.has("Pages.Commodity.Brand.Create") && <CreateBrandButton />}
      />
      <BrandTable data={result.items} totalCount={result.totalCount} params={params} />
    </>
  );
}
