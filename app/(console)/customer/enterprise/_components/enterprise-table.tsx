"use client";

import type { TPagedResult } from "@/lib/contracts/common";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { col, CreateButton, RowActions } from "@/components/data-table/kit";
import { DataTable } from "@/components/data-table/data-table";
import { DataTableSelectFilter, ListToolbar } from "@/components/data-table/toolbar";
import type { TCustomerDto } from "@/lib/contracts/customer";
import { formatMoney } from "@/lib/format";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";
import type { Option } from "@/lib/options";
import {
  ActiveFilter,
  activeColumn,
  codeColumn,
  deleteCustomer,
  DetailsItem,
} from "../../_components/customer-list-parts";

const detailOf = (c: TCustomerDto) => `/customer/enterpriseDetail/${c.id}`;

export function CreateEnterpriseButton() {
  const t = useTranslations("customers.enterprise");
  return (
    <CreateButton
      permission="Pages.Customer.Enterprise.Create"
      label={t("create")}
      href="/customer/enterpriseCreate"
    />
  );
}

/**
 * Enterprise customers: contact, quota (used and left), industry (its dictionary name; filtered by
 * the Industry dictionary's values); details, edit, delete.
 */
export function EnterpriseTable(props: {
  result: TPagedResult<TCustomerDto>;
  params: ListParams;
  /** the list's GetAll and input, for Export */
  source?: ListSource;
  industries: Option[];
}) {
  const t = useTranslations("customers");
  const tc = useTranslations("common");
  const te = useTranslations("entities");
  const columns = useMemo(
    () => [
      codeColumn(t("customerCode"), detailOf),
      col.text<TCustomerDto>("enterpriseName", t("enterpriseName"), { sortable: true }),
      col.text<TCustomerDto>("enterpriseCall", t("enterpriseCall")),
      col.text<TCustomerDto>("realName", t("contactName"), { sortable: true }),
      col.text<TCustomerDto>("mobilePhone", t("mobilePhone")),
      col.text<TCustomerDto>("email", t("email")),
      col.money<TCustomerDto>("accountQuota", t("accountQuota"), { sortable: true }),
      col.text<TCustomerDto>("remainingQuota", t("quota.usedRemaining"), {
        cell: (c) => (
          <span className="whitespace-nowrap tabular-nums">
            {formatMoney(c.usedQuota)} / {formatMoney(c.remainingQuota)}
          </span>
        ),
      }),
      col.text<TCustomerDto>("industry", t("industry"), { cell: (c) => c.industryName }),
      activeColumn(t("status"), tc("active"), tc("inactive")),
      col.actions<TCustomerDto>(tc("actions"), (c) => (
        <RowActions
          name={c.enterpriseName ?? c.customerCode}
          entity="customer"
          edit={{
            permission: "Pages.Customer.Enterprise.Edit",
            href: `/customer/enterpriseEdit/${c.id}`,
          }}
          remove={deleteCustomer(c, "Pages.Customer.Enterprise.Delete")}
        >
          <DetailsItem href={detailOf(c)} />
        </RowActions>
      )),
    ],
    [t, tc],
  );
  return (
    <DataTable
      columns={columns}
      result={props.result}
      params={props.params}
      source={props.source}
      getRowId={(c) => c.id}
      things={te("enterpriseCustomers")}
      createAction={<CreateEnterpriseButton />}
      toolbar={(table) => (
        <ListToolbar
          table={table}
          search={t("enterprise.searchPlaceholder")}
          filterNames={["isActive", "industry"]}
          filters={
            <>
              <DataTableSelectFilter
                name="industry"
                label={t("industry")}
                options={props.industries}
              />
              <ActiveFilter />
            </>
          }
        />
      )}
    />
  );
}
