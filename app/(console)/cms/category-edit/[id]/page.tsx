import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { loadOr404 } from "@/lib/load-or-404";
import { CmsCategoryForm } from "../../categories/_components/category-form";

export default async function EditCmsCategoryPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const t = await getTranslations("cmsCategories");
  const category = await loadOr404(() => serverApi.CmsCategory.Get({ id }));
  const tree = (await serverApi.CmsCategory.GetCmsCategoryList({})).items;
  return (
    <>
      <PageHeader title={t("editTitle", { name: category.name })} description={t("formHint")} />
      <CmsCategoryForm tree={tree} category={category} />
    </>
  );
}
