"use client";

import type { TPagedResult } from "@/lib/contracts/common";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useCallback, useMemo, useState } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { DataTableDateRange } from "@/components/data-table/date-range-filter";
import { col, CreateButton, RowActions } from "@/components/data-table/kit";
import {
  DataTableResetFilters,
  DataTableSearch,
  DataTableSelectFilter,
  DataTableToolbar,
  DataTableViewOptions,
} from "@/components/data-table/toolbar";
import { useCan } from "@/components/shell/permissions";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { api } from "@/lib/api/client";
import type { TCustomerType } from "@/lib/contracts/enums";
import type { TMemberPaymentOrderDto } from "@/lib/contracts/member-payment";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";
import { MarkPaidDialog } from "./mark-paid-dialog";

// Loaded when opened, with the form kit and zod (first-load weight, issue 7).
const CreatePaymentDialog = dynamic(
  () => import("./payment-form-dialog").then((m) => m.CreatePaymentDialog),
  { ssr: false },
);
const EditPaymentDialog = dynamic(
  () => import("./payment-form-dialog").then((m) => m.EditPaymentDialog),
  { ssr: false },
);

/** The customer pages: whoever holds none of them can find no customer to charge. */
const CUSTOMER_PAGES = [
  "Pages.Customer.Enterprise",
  "Pages.Customer.Ordinary",
  "Pages.Customer.Member",
] as const;

/** The URL filters besides the order code in the first search box. */
const FILTERS = ["customerCode", "isPaid", "from", "to"];

/** "New payment order": with Create, for a user who can see some customers to choose from. */
export function CreatePaymentButton() {
  const t = useTranslations("memberPayments");
  const canFindCustomers = useCan(CUSTOMER_PAGES);
  if (!canFindCustomers) return null;
  return (
    <CreateButton
      permission="Pages.Finance.MemberPaymentOrder.Create"
      label={t("create")}
      dialog={(close) => <CreatePaymentDialog onClose={close} />}
    />
  );
}

/** The customer's own page, where it has one the user may open. */
function useCustomerPage() {
  const canMembers = useCan("Pages.Customer.Member");
  const canEnterprises = useCan("Pages.Customer.Enterprise");
  return useCallback(
    (type: TCustomerType, id: string) =>
      type === "Member" && canMembers
        ? `/customer/memberDetail/${id}`
        : type === "Enterprise" && canEnterprises
          ? `/customer/enterpriseDetail/${id}`
          : null,
    [canEnterprises, canMembers],
  );
}

/**
 * Member payment orders: code, customer (to its page), amount, period, paid or not, when paid
 * and the membership it bought; searched by code and customer code, filtered by payment and the
 * days created. An unpaid order can be edited, marked paid and deleted (each with its
 * permission); a paid one has no actions.
 */
export function PaymentTable(props: {
  result: TPagedResult<TMemberPaymentOrderDto>;
  params: ListParams;
  /** the list's GetAll and input, for Export */
  source?: ListSource;
}) {
  const t = useTranslations("memberPayments");
  const tc = useTranslations("common");
  const te = useTranslations("entities");
  const canEdit = useCan("Pages.Finance.MemberPaymentOrder.Edit");
  const customerPage = useCustomerPage();
  const [editing, setEditing] = useState<TMemberPaymentOrderDto | null>(null);
  const [paying, setPaying] = useState<TMemberPaymentOrderDto | null>(null);
  const columns = useMemo(
    () => [
      col.text<TMemberPaymentOrderDto>("code", t("code"), {
        sortable: true,
        hideable: false,
        cell: (o) => <span className="font-medium tabular-nums">{o.code}</span>,
      }),
      col.text<TMemberPaymentOrderDto>("customerCode", t("customer"), {
        sortable: true,
        cell: (o) => {
          const href = customerPage(o.customerType, o.customerId);
          return (
            <span className="flex flex-col">
              {href ? (
                <Link href={href} className="hover:underline">
                  {o.customerName}
                </Link>
              ) : (
                <span>{o.customerName}</span>
              )}
              <span className="text-muted-foreground text-xs">{o.customerCode}</span>
            </span>
          );
        },
      }),
      col.money<TMemberPaymentOrderDto>("amount", t("amount"), { sortable: true }),
      col.text<TMemberPaymentOrderDto>("periodMonths", t("period"), {
        sortable: true,
        cell: (o) => t("months", { count: o.periodMonths }),
      }),
      col.status<TMemberPaymentOrderDto, boolean>("isPaid", t("payment"), {
        label: (isPaid) => (isPaid ? t("paid") : t("unpaid")),
        tone: (isPaid) => (isPaid ? "default" : "outline"),
      }),
      col.date<TMemberPaymentOrderDto>("paidTime", t("paidTime"), { sortable: true }),
      col.text<TMemberPaymentOrderDto>("validTo", t("validity"), {
        cell: (o) =>
          o.validFrom && o.validTo ? (
            <span className="whitespace-nowrap tabular-nums">
              {t("validityRange", { from: o.validFrom, to: o.validTo })}
            </span>
          ) : (
            "—"
          ),
      }),
      col.date<TMemberPaymentOrderDto>("creationTime", t("created"), { sortable: true }),
      col.actions<TMemberPaymentOrderDto>(tc("actions"), (o) =>
        o.isPaid ? null : (
          <RowActions
            name={o.code}
            entity="memberPaymentOrder"
            edit={{
              permission: "Pages.Finance.MemberPaymentOrder.Edit",
              onSelect: () => setEditing(o),
            }}
            remove={{
              permission: "Pages.Finance.MemberPaymentOrder.Delete",
              run: () => api.FinanceMemberPaymentOrder.Delete({ id: o.id }),
            }}
          >
            {canEdit && (
              <DropdownMenuItem onSelect={() => setPaying(o)}>{t("markPaid")}</DropdownMenuItem>
            )}
          </RowActions>
        ),
      ),
    ],
    [canEdit, customerPage, t, tc],
  );
  return (
    <>
      <DataTable
        columns={columns}
        result={props.result}
        params={props.params}
        source={props.source}
        getRowId={(o) => o.id}
        things={te("memberPaymentOrders")}
        createAction={<CreatePaymentButton />}
        toolbar={(table) => (
          <DataTableToolbar>
            <DataTableSearch name="code" placeholder={t("codeFilter")} />
            <DataTableSearch name="customerCode" placeholder={t("customerFilter")} />
            <DataTableSelectFilter
              name="isPaid"
              label={t("payment")}
              options={[
                { value: "true", label: t("paid") },
                { value: "false", label: t("unpaid") },
              ]}
            />
            <DataTableDateRange
              label={t("created")}
              fromLabel={t("createdFrom")}
              toLabel={t("createdTo")}
            />
            <DataTableResetFilters names={["code", ...FILTERS]} />
            <DataTableViewOptions table={table} />
          </DataTableToolbar>
        )}
      />
      {editing && <EditPaymentDialog order={editing} onClose={() => setEditing(null)} />}
      {paying && <MarkPaidDialog order={paying} onClose={() => setPaying(null)} />}
    </>
  );
}
