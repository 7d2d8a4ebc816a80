import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { loadProductFormData } from "../commodity/_components/product-form-data";
import { ProductForm } from "../commodity/_components/product-form";

export default async function CreateProductPage() {
  const t = await getTranslations("products");
  const data = await loadProductFormData();
  return (
    <>
      <PageHeader title={t("createTitle")} description={t("formDescription")} />
      <ProductForm {...data} />
    </>
  );
}
