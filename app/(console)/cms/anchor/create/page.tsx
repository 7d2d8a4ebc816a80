import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { AnchorForm } from "../_components/anchor-form";

export default async function CreateAnchorPage() {
  const t = await getTranslations("anchors");
  return (
    <>
      <PageHeader title={t("create")} description={t("formHint")} />
      <AnchorForm />
    </>
  );
}
