import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { ZGetBrandsInput } from "@/lib/contracts/catalogue/brand";
import { serverApi } from "@/lib/api/server";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { BrandTable, CreateBrandButton } from "./_components/brand-table";

export default async function BrandPage({ searchParams }: { searchParams: PageSearch }) {
  const t = await getTranslations("brands");
  const { params, input } = readListInput(ZGetBrandsInput, await searchParams);
  const result = await serverApi.ProductBrand.GetAll(input);
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<CreateBrandButton />}
      />
      <BrandTable
        source={listSource("ProductBrand", "GetAll", input)}
        result={result}
        params={params}
      />
    </>
  );
}
