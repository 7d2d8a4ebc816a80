import { getTranslations } from "next-intl/server";
import { EntityHistory } from "@/components/audit/entity-history";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { loadOr404 } from "@/lib/load-or-404";
import { loadProductFormData } from "../../_components/product-form-data";
import { ProductForm } from "../../_components/product-form";

export default async function EditProductPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const t = await getTranslations("products");
  const [product, data] = await Promise.all([
    loadOr404(() => serverApi.Product.Get({ id })),
    loadProductFormData(),
  ]);
  return (
    <>
      <PageHeader title={t("editTitle", { name: product.name })} />
      <ProductForm {...data} product={product} />
      <div className="mt-6">
        <EntityHistory entityType="Product" id={product.id} />
      </div>
    </>
  );
}
