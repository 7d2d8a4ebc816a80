import { getTranslations } from "next-intl/server";
import { EntityHistory } from "@/components/audit/entity-history";
import { CustomerOrders, PlaceOrderButton } from "@/components/orders/customer-orders";
import { PageHeader } from "@/components/page-header";
import {
  CustomerAddresses,
  DetailActions,
  personRows,
} from "../../_components/customer-page-parts";
import { DetailList } from "@/components/detail-list";
import { loadCustomer } from "../../_components/load-customer";
import { MemberPayments } from "../../_components/member-payments";
import { MembershipValidity } from "../../_components/membership-badge";

// A member's profile with its validity, addresses, payment orders (which extend the validity)
// and orders.
export default async function MemberDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const t = await getTranslations("customers");
  const customer = await loadCustomer(id, "Member");
  const rows = await personRows(customer, t("realName"));
  return (
    <>
      <PageHeader
        title={customer.realName}
        description={customer.customerCode}
        actions={
          <>
            <DetailActions back="/customer/member" />
            <PlaceOrderButton customer={customer} />
          </>
        }
      />
      <div className="space-y-6">
        <DetailList
          title={t("profile")}
          rows={[
            ...rows,
            [t("membershipTme"), customer.membershipTme ?? "—"],
            [t("memberValidity"), <MembershipValidity key="validity" customer={customer} />],
          ]}
        />
        <CustomerAddresses customer={customer} editPermission="Pages.Customer.Member.Edit" />
        <MemberPayments customer={customer} />
        <CustomerOrders customer={customer} />
        <EntityHistory entityType="Customer" id={customer.id} />
      </div>
    </>
  );
}
