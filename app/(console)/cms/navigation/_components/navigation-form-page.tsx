import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { loadOr404 } from "@/lib/load-or-404";
import { rootOrId } from "../../_components/tree-params";
import { NavigationForm } from "./navigation-form";

/**
 * The four navigation form routes in one: a new item under `parentId` (first level for 0 or the
 * empty GUID; `child` needs a first-level parent), or the item `id` edited.
 */
export async function NavigationFormPage(
  props: { parentId: string; child: boolean } | { id: string },
) {
  const t = await getTranslations("cmsNavigation");
  const [tops, categories] = await Promise.all([
    serverApi.CmsNavigation.GetTree({}),
    serverApi.CmsCategory.GetCmsCategoryList({}),
  ]);
  if ("id" in props) {
    const item = await loadOr404(() => serverApi.CmsNavigation.Get({ id: props.id }));
    return (
      <>
        <PageHeader title={t("editTitle", { name: item.name })} description={t("formHint")} />
        <NavigationForm tops={tops.items} categories={categories.items} item={item} />
      </>
    );
  }
  const parentId = rootOrId(props.parentId);
  const parent = parentId ? tops.items.find((top) => top.id === parentId) : null;
  // a child goes under a first-level item: anything else is no page
  if (parentId === undefined || parent === undefined || (props.child && !parent)) notFound();
  return (
    <>
      <PageHeader
        title={parent ? t("addChildTitle", { name: parent.name }) : t("create")}
        description={t("formHint")}
      />
      <NavigationForm
        tops={tops.items}
        categories={categories.items}
        parentId={parent?.id ?? null}
      />
    </>
  );
}
