import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { INDUSTRY_KEY } from "@/lib/contracts/data-dictionary";
import { dictionaryOptions } from "@/lib/dictionary-options";
import { EnterpriseForm } from "../_components/enterprise-form";

export default async function CreateEnterprisePage() {
  const [t, industries] = await Promise.all([
    getTranslations("customers.enterprise"),
    dictionaryOptions(INDUSTRY_KEY),
  ]);
  return (
    <>
      <PageHeader title={t("create")} description={t("formHint")} />
      <EnterpriseForm industries={industries} />
    </>
  );
}
