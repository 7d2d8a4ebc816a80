import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { CategoryTree, CreateCategoryButton } from "./_components/category-tree";

export default async function CommodityClassificationPage() {
  const t = await getTranslations("categories");
  const tree = await serverApi.ProductCategory.GetTree();
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<CreateCategoryButton tree={tree.items} />}
      />
      <CategoryTree tree={tree.items} />
    </>
  );
}
