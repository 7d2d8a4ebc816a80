"use client";

import type { TPagedResult } from "@/lib/contracts/common";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { col, CreateButton, RowActions } from "@/components/data-table/kit";
import { DataTable } from "@/components/data-table/data-table";
import { DataTableSelectFilter, ListToolbar } from "@/components/data-table/toolbar";
import { PlaceOrderItem } from "@/components/orders/place-order-item";
import { useCan } from "@/components/shell/permissions";
import type { TCustomerDto } from "@/lib/contracts/customer";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";
import {
  ActiveFilter,
  activeColumn,
  codeColumn,
  deleteCustomer,
  DetailsItem,
} from "./customer-list-parts";
import { MembershipValidity } from "./membership-badge";
import { appEnums } from "@/lib/contracts/enum-values";

// Loaded when opened, with the form kit and zod (first-load weight, issue 7).
const PersonFormDialog = dynamic(
  () => import("./person-form-dialog").then((m) => m.PersonFormDialog),
  { ssr: false },
);

const memberDetailOf = (c: TCustomerDto) => `/customer/memberDetail/${c.id}`;

export function CreateOrdinaryButton() {
  const t = useTranslations("customers.ordinary");
  return (
    <CreateButton
      permission="Pages.Customer.Ordinary.Create"
      label={t("create")}
      dialog={(close) => <PersonFormDialog onClose={close} />}
    />
  );
}

/**
 * Ordinary customers or members (people, not enterprises): code, name, gender, phone, e-mail,
 * a member's validity; edit in a dialog, delete; a member also has a page.
 */
export function PersonCustomersTable(props: {
  kind: "Ordinary" | "Member";
  result: TPagedResult<TCustomerDto>;
  params: ListParams;
  /** the list's GetAll and input, for Export */
  source?: ListSource;
}) {
  const { kind } = props;
  const t = useTranslations("customers");
  const tc = useTranslations("common");
  const te = useTranslations("entities");
  const tEnum = useTranslations("enums.Sex");
  const [editing, setEditing] = useState<TCustomerDto | null>(null);
  const isMember = kind === "Member";
  // only an item that shows: a row with no action of the user's has no menu at all
  const canPlaceOrders = useCan("Pages.Order.Management.PlaceOnBehalf");
  const columns = useMemo(
    () => [
      codeColumn(t("customerCode"), isMember ? memberDetailOf : undefined),
      col.text<TCustomerDto>("realName", t("realName"), { sortable: true }),
      col.text<TCustomerDto>("sex", t("sex"), {
        values: appEnums.Sex,
        label: (v) => tEnum(v as "Men" | "Women"),
      }),
      col.text<TCustomerDto>("mobilePhone", t("mobilePhone")),
      col.text<TCustomerDto>("email", t("email")),
      ...(isMember
        ? [
            col.text<TCustomerDto>("memberValidity", t("memberValidity"), {
              sortable: true,
              cell: (c) => <MembershipValidity customer={c} />,
            }),
          ]
        : []),
      activeColumn(t("status"), tc("active"), tc("inactive")),
      col.date<TCustomerDto>("creationTime", t("creationTime"), { sortable: true }),
      col.actions<TCustomerDto>(tc("actions"), (c) => (
        <RowActions
          name={c.realName}
          entity="customer"
          edit={{ permission: `Pages.Customer.${kind}.Edit`, onSelect: () => setEditing(c) }}
          remove={deleteCustomer(c, `Pages.Customer.${kind}.Delete`)}
        >
          {isMember && <DetailsItem href={memberDetailOf(c)} />}
          {canPlaceOrders && c.isActive && c.email && (
            <PlaceOrderItem email={c.email} code={c.customerCode} />
          )}
        </RowActions>
      )),
    ],
    [canPlaceOrders, isMember, kind, t, tEnum, tc],
  );
  return (
    <>
      <DataTable
        columns={columns}
        result={props.result}
        params={props.params}
        source={props.source}
        getRowId={(c) => c.id}
        things={te(isMember ? "members" : "ordinaryCustomers")}
        createAction={isMember ? undefined : <CreateOrdinaryButton />}
        toolbar={(table) => (
          <ListToolbar
            table={table}
            search={t("personSearchPlaceholder")}
            filterNames={isMember ? ["isActive", "membership"] : ["isActive"]}
            filters={
              <>
                {isMember && <MembershipFilter />}
                <ActiveFilter />
              </>
            }
          />
        )}
      />
      {editing && <PersonFormDialog customer={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function MembershipFilter() {
  const t = useTranslations("customers.membership");
  return (
    <DataTableSelectFilter
      name="membership"
      label={t("label")}
      options={[
        { value: "Effective", label: t("Effective") },
        { value: "Expired", label: t("Expired") },
        { value: "ExpiringSoon", label: t("ExpiringSoon") },
      ]}
    />
  );
}
