import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { loadConsoleSession } from "@/lib/console-session";
import { CreateCategoryButton } from "./_components/category-form-dialog";
import { CategoryTree } from "./_components/category-tree";

export default async function CommodityClassificationPage() {
  const t = await getTranslations("categories");
  const { granted } = await loadConsoleSession();
  const tree = await serverApi.ProductCategory.GetTree();
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          granted.has("Pages.Commodity.Category.Create") && (
            <CreateCategoryButton tree={tree.items} />
          )
        }
      />
      <CategoryTree tree={tree.items} />
    </>
  );
}
