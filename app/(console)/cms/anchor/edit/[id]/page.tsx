import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { loadOr404 } from "@/lib/load-or-404";
import { AnchorForm } from "../../_components/anchor-form";

export default async function EditAnchorPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const t = await getTranslations("anchors");
  const anchor = await loadOr404(() => serverApi.CmsAnchor.Get({ id }));
  return (
    <>
      <PageHeader
        title={t("editTitle", { name: anchor.displayName })}
        description={t("formHint")}
      />
      <AnchorForm anchor={anchor} />
    </>
  );
}
