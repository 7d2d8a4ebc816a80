import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { findNode, rootOrId } from "../../_components/tree-params";
import { CmsCategoryForm } from "../../categories/_components/category-form";

/** A new content category under `parentId` (0 or the empty GUID: a top-level one). */
export default async function CreateCmsCategoryPage({
  params,
}: {
  params: Promise<{ parentId: string }>;
}) {
  const parentId = rootOrId((await params).parentId);
  if (parentId === undefined) notFound();
  const t = await getTranslations("cmsCategories");
  const tree = (await serverApi.CmsCategory.GetCmsCategoryList({})).items;
  const parent = parentId ? findNode(tree, parentId) : null;
  if (parent === undefined) notFound();
  return (
    <>
      <PageHeader
        title={parent ? t("addChildTitle", { name: parent.name }) : t("create")}
        description={t("formHint")}
      />
      <CmsCategoryForm tree={tree} parentId={parent?.id ?? null} />
    </>
  );
}
