import Link from "next/link";
import { getTranslations } from "next-intl/server";
import * as z from "zod";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { productSortFields } from "@/lib/contracts/catalogue/product";
import { ZShelfStatus } from "@/lib/contracts/enums";
import { serverApi } from "@/lib/api/server";
import { loadConsoleSession } from "@/lib/console-session";
import { booleanFilter, parseListParams, textFilter, toPagedInput } from "@/lib/list-params";
import { ProductsTable } from "./_components/products-table";

type Search = Promise<Record<string, string | string[] | undefined>>;

const idFilter = (value: string | undefined) => z.uuid().safeParse(value).data;

export default async function ProductsPage({ searchParams }: { searchParams: Search }) {
  const search = await searchParams;
  const t = await getTranslations("products");
  const params = parseListParams(search, productSortFields);
  const { granted } = await loadConsoleSession();
  const [result, tree, brands] = await Promise.all([
    serverApi.Product.GetAll({
      ...toPagedInput(params),
      keyword: textFilter(search, "keyword"),
      categoryId: idFilter(textFilter(search, "categoryId")),
      brandId: idFilter(textFilter(search, "brandId")),
      shelfStatus: ZShelfStatus.safeParse(textFilter(search, "shelfStatus")).data,
      isRecommend: booleanFilter(search, "isRecommend"),
      hasLowStock: booleanFilter(search, "hasLowStock"),
    }),
    serverApi.ProductCategory.GetTree(),
    serverApi.ProductBrand.GetAll({ maxResultCount: 1000, sorting: "name asc" }),
  ]);
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          granted.has("Pages.Commodity.Product.Create") && (
            <Button asChild>
              <Link href="/commodity/commodityCreate">{t("create")}</Link>
            </Button>
          )
        }
      />
      <ProductsTable
        data={result.items}
        totalCount={result.totalCount}
        params={params}
        categories={tree.items}
        brands={brands.items.map(({ id, name, imageUrl }) => ({ id, name, imageUrl }))}
      />
    </>
  );
}
