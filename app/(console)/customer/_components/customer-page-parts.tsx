import "server-only";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { serverApi } from "@/lib/api/server";
import type { TCustomerDto } from "@/lib/contracts/customer";
import { AddressSection } from "./address-section";

// The parts of a customer's page (enterprise and member) the server renders.

/** Back to the list, and Edit when the user may. */
export async function DetailActions({ back, edit }: { back: string; edit?: string }) {
  const tc = await getTranslations("common");
  return (
    <>
      <Button variant="outline" asChild>
        <Link href={back}>{tc("back")}</Link>
      </Button>
      {edit && (
        <Button asChild>
          <Link href={edit}>{tc("edit")}</Link>
        </Button>
      )}
    </>
  );
}

/** The profile rows every customer has: code, the person, the invoice header and status. */
export async function personRows(c: TCustomerDto, nameLabel: string) {
  const [t, tc, te] = await Promise.all([
    getTranslations("customers"),
    getTranslations("common"),
    getTranslations("enums.Sex"),
  ]);
  return [
    [t("customerCode"), c.customerCode],
    [nameLabel, c.realName],
    [t("sex"), c.sex ? te(c.sex) : "—"],
    [t("mobilePhone"), c.mobilePhone ?? "—"],
    [t("email"), c.email ?? "—"],
    [t("invoiceHeader"), c.invoiceHeader ?? "—"],
    [
      t("status"),
      <Badge key="status" variant={c.isActive ? "default" : "outline"}>
        {c.isActive ? tc("active") : tc("inactive")}
      </Badge>,
    ],
  ] as [string, React.ReactNode][];
}

/** The customer's receiving and bill addresses, side by side on a wide screen. */
export async function CustomerAddresses({
  customer,
  editPermission,
}: {
  customer: TCustomerDto;
  editPermission: "Pages.Customer.Enterprise.Edit" | "Pages.Customer.Member.Edit";
}) {
  const query = { customerId: customer.id, maxResultCount: 1000 };
  const [receiving, bill, max] = await Promise.all([
    serverApi.CustomerReceivingAddressMapping.GetAll(query),
    serverApi.CustomerBillAddressMapping.GetAll(query),
    serverApi.CustomerReceivingAddressMapping.GetMaxCountByEachCustomer({}),
  ]);
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <AddressSection
        kind="receiving"
        customerId={customer.id}
        items={receiving.items}
        max={max}
        editPermission={editPermission}
      />
      <AddressSection
        kind="bill"
        customerId={customer.id}
        items={bill.items}
        editPermission={editPermission}
      />
    </div>
  );
}
