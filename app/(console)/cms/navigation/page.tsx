import { getTranslations } from "next-intl/server";
import { CreateButton } from "@/components/data-table/create-button";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { EMPTY_GUID } from "@/lib/contracts/enum-values";
import { NavigationTree } from "./_components/navigation-tree";

/** Navigation (Pages.CMS.Navigation): the website's two-level menu. */
export default async function CmsNavigationPage() {
  const t = await getTranslations("cmsNavigation");
  const tree = await serverApi.CmsNavigation.GetTree({});
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <CreateButton
            permission="Pages.CMS.Navigation.Create"
            label={t("create")}
            href={`/cms/navigation-create/${EMPTY_GUID}`}
          />
        }
      />
      <NavigationTree tree={tree.items} />
    </>
  );
}
