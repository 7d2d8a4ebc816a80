import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { EnterpriseForm } from "../../_components/enterprise-form";
import { loadCustomer } from "../../_components/load-customer";

export default async function EditEnterprisePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const t = await getTranslations("customers.enterprise");
  const customer = await loadCustomer(id, "Enterprise");
  return (
    <>
      <PageHeader
        title={t("editTitle", { name: customer.enterpriseName ?? customer.customerCode })}
        description={t("formHint")}
      />
      <EnterpriseForm customer={customer} />
    </>
  );
}
