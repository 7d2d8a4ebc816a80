import { getTranslations } from "next-intl/server";
import { CreateButton } from "@/components/data-table/create-button";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { EMPTY_GUID } from "@/lib/contracts/enum-values";
import { CategoryTree } from "./_components/category-tree";

/** Content categories (Pages.CMS.Category): the website's category tree. */
export default async function CmsCategoriesPage() {
  const t = await getTranslations("cmsCategories");
  const tree = await serverApi.CmsCategory.GetCmsCategoryList({});
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <CreateButton
            permission="Pages.CMS.Category.Create"
            label={t("create")}
            href={`/cms/category-create/${EMPTY_GUID}`}
          />
        }
      />
      <CategoryTree tree={tree.items} />
    </>
  );
}
