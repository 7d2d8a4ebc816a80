"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { col } from "@/components/data-table/kit";
import { DataTableSelectFilter } from "@/components/data-table/toolbar";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { api } from "@/lib/api/client";
import type { TCustomerDto } from "@/lib/contracts/customer";
import type { PermissionName } from "@/lib/permissions";

// What the three customer lists share: the code, the active column and filter, the row's
// Details item and its Delete.

/** The customer code, a link to the customer's page where it has one. */
export function codeColumn(title: string, detailOf?: (c: TCustomerDto) => string) {
  return detailOf
    ? col.link<TCustomerDto>("customerCode", title, detailOf, { sortable: true })
    : col.text<TCustomerDto>("customerCode", title, { sortable: true, hideable: false });
}

export function activeColumn(title: string, active: string, inactive: string) {
  return col.status<TCustomerDto, boolean>("isActive", title, {
    label: (isActive) => (isActive ? active : inactive),
    tone: (isActive) => (isActive ? "default" : "outline"),
  });
}

/** Active / inactive / all, in `?isActive=`. */
export function ActiveFilter() {
  const t = useTranslations("customers");
  const tc = useTranslations("common");
  return (
    <DataTableSelectFilter
      name="isActive"
      label={t("status")}
      options={[
        { value: "true", label: tc("active") },
        { value: "false", label: tc("inactive") },
      ]}
    />
  );
}

export function DetailsItem({ href }: { href: string }) {
  const tc = useTranslations("common");
  return (
    <DropdownMenuItem asChild>
      <Link href={href}>{tc("details")}</Link>
    </DropdownMenuItem>
  );
}

/** Delete of the row menu, with the type's permission. */
export function deleteCustomer(c: TCustomerDto, permission: PermissionName) {
  return { permission, run: () => api.Customer.Delete({ id: c.id }) };
}
