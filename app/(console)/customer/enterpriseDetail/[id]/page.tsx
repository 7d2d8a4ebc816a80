import { getTranslations } from "next-intl/server";
import { EntityHistory } from "@/components/audit/entity-history";
import { CustomerOrders, PlaceOrderButton } from "@/components/orders/customer-orders";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { loadConsoleSession } from "@/lib/console-session";
import {
  CustomerAddresses,
  DetailActions,
  personRows,
} from "../../_components/customer-page-parts";
import { DetailList } from "@/components/detail-list";
import { loadCustomer } from "../../_components/load-customer";
import { QuotaCard } from "../../_components/quota-card";

export default async function EnterpriseDetailPage({
  params,
}: {
  params: Promise<{ id: string }>;
}) {
  const { id } = await params;
  const [t, { granted }] = await Promise.all([getTranslations("customers"), loadConsoleSession()]);
  const customer = await loadCustomer(id, "Enterprise");
  const history = await serverApi.Customer.GetQuotaHistory({ id });
  const name = customer.enterpriseName ?? customer.customerCode;
  const [code, ...person] = await personRows(customer, t("contactName"));
  return (
    <>
      <PageHeader
        title={name}
        description={customer.enterpriseCall ?? undefined}
        actions={
          <>
            <DetailActions
              back="/customer/enterprise"
              edit={
                granted.has("Pages.Customer.Enterprise.Edit")
                  ? `/customer/enterpriseEdit/${customer.id}`
                  : undefined
              }
            />
            <PlaceOrderButton customer={customer} />
          </>
        }
      />
      <div className="space-y-6">
        <DetailList
          title={t("profile")}
          rows={[
            code!,
            [t("enterpriseName"), customer.enterpriseName ?? "—"],
            [t("enterpriseCall"), customer.enterpriseCall ?? "—"],
            [t("industry"), customer.industryName ?? "—"],
            ...person,
          ]}
        />
        <QuotaCard customer={customer} name={name} history={history.items} />
        <CustomerAddresses customer={customer} editPermission="Pages.Customer.Enterprise.Edit" />
        <CustomerOrders customer={customer} />
        <EntityHistory entityType="Customer" id={customer.id} />
      </div>
    </>
  );
}
