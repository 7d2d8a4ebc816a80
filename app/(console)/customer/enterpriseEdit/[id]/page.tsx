import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { INDUSTRY_KEY } from "@/lib/contracts/data-dictionary";
import { dictionaryOptions } from "@/lib/dictionary-options";
import { EnterpriseForm } from "../../_components/enterprise-form";
import { loadCustomer } from "../../_components/load-customer";

export default async function EditEnterprisePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const t = await getTranslations("customers.enterprise");
  const [customer, industries] = await Promise.all([
    loadCustomer(id, "Enterprise"),
    dictionaryOptions(INDUSTRY_KEY),
  ]);
  return (
    <>
      <PageHeader
        title={t("editTitle", { name: customer.enterpriseName ?? customer.customerCode })}
        description={t("formHint")}
      />
      <EnterpriseForm customer={customer} industries={industries} />
    </>
  );
}
