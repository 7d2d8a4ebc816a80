import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { ZGetProductsInput } from "@/lib/contracts/catalogue/product";
import { serverApi } from "@/lib/api/server";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { productRows } from "./_components/product-row";
import { CreateProductButton, ProductsTable } from "./_components/products-table";

export default async function ProductsPage({ searchParams }: { searchParams: PageSearch }) {
  const t = await getTranslations("products");
  const { params, input } = readListInput(ZGetProductsInput, await searchParams);
  const [result, tree, brands] = await Promise.all([
    serverApi.Product.GetAll(input),
    serverApi.ProductCategory.GetTree(),
    serverApi.ProductBrand.GetAll({ maxResultCount: 1000, sorting: "name asc" }),
  ]);
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<CreateProductButton />}
      />
      <ProductsTable
        source={listSource("Product", "GetAll", input)}
        result={productRows(result)}
        params={params}
        categories={tree.items}
        brands={brands.items.map(({ id, name, imageUrl }) => ({ id, name, imageUrl }))}
      />
    </>
  );
}
