import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { productMappingTypes, ZGetMappingsInput } from "@/lib/contracts/catalogue/mapping";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { loadOr404 } from "@/lib/load-or-404";
import { CreateMappingButton, MappingTable } from "../_components/mapping-table";

/** A product's mappings (ProductMapping): the products it links to, source ↔ target by type. */
export default async function ProductMappingPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: PageSearch;
}) {
  const { id } = await params;
  const t = await getTranslations("sales.mappings");
  const product = await loadOr404(() => serverApi.Product.Get({ id }));
  const { params: list, input } = readListInput(ZGetMappingsInput, await searchParams);
  const result = await serverApi.ProductMapping.GetAll({ ...input, sourceProductId: id });
  return (
    <>
      <PageHeader
        title={t("title", { name: product.name })}
        description={t("description")}
        actions={<CreateMappingButton productId={id} />}
      />
      <MappingTable
        source={listSource("ProductMapping", "GetAll", { ...input, sourceProductId: id })}
        result={result}
        params={list}
        productId={id}
        types={productMappingTypes}
      />
    </>
  );
}
