import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import {
  CustomerAddresses,
  DetailActions,
  personRows,
} from "../../_components/customer-page-parts";
import { DetailList } from "@/components/detail-list";
import { loadCustomer } from "../../_components/load-customer";
import { MembershipValidity } from "../../_components/membership-badge";

// Payment orders (which extend the validity) come with finance; the page leaves them out.
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
        actions={<DetailActions back="/customer/member" />}
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
      </div>
    </>
  );
}
