import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { EnterpriseForm } from "../_components/enterprise-form";

export default async function CreateEnterprisePage() {
  const t = await getTranslations("customers.enterprise");
  return (
    <>
      <PageHeader title={t("create")} description={t("formHint")} />
      <EnterpriseForm />
    </>
  );
}
