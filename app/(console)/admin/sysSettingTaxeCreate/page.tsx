import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { HstNote } from "../_components/hst-note";
import { TaxForm } from "../_components/tax-form";

export default async function CreateTaxPage() {
  const t = await getTranslations("settings.taxes");
  return (
    <>
      <PageHeader title={t("create")} description={t("formHint")} />
      <HstNote />
      <TaxForm />
    </>
  );
}
