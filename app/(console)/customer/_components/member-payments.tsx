import "server-only";
import { getTimeZone, getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { RecordsCard } from "@/components/records-card";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import { serverApi } from "@/lib/api/server";
import { loadConsoleSession } from "@/lib/console-session";
import type { TCustomerDto } from "@/lib/contracts/customer";
import { formatDateTime, formatMoney } from "@/lib/format";

// A customer's member payment orders on its page (issue 12): the newest ones, paid or not, with
// the membership each bought, and the way to all of them in the finance list. Only for a user
// with the finance list's permission.

/** How many of the customer's payment orders the page shows. */
const SHOWN = 10;

export async function MemberPayments({ customer }: { customer: TCustomerDto }) {
  const [{ granted }, t, timeZone] = await Promise.all([
    loadConsoleSession(),
    getTranslations("memberPayments"),
    getTimeZone(),
  ]);
  if (!granted.has("Pages.Finance.MemberPaymentOrder")) return null;
  const { items, totalCount } = await serverApi.FinanceMemberPaymentOrder.GetAll({
    customerId: customer.id,
    maxResultCount: SHOWN,
    sorting: "creationTime desc",
  });
  const all = `/finance/memberPaymentOrder?${new URLSearchParams({ customerCode: customer.customerCode })}`;
  return (
    <RecordsCard
      id="member-payments-heading"
      title={t("title")}
      more={items.length > 0 ? { href: all, label: t("all", { count: totalCount }) } : undefined}
      empty={t("none")}
      head={
        <>
          <TableHead>{t("code")}</TableHead>
          <TableHead className="text-right">{t("amount")}</TableHead>
          <TableHead>{t("period")}</TableHead>
          <TableHead>{t("payment")}</TableHead>
          <TableHead>{t("paidTime")}</TableHead>
          <TableHead>{t("validity")}</TableHead>
        </>
      }
      rows={items.map((o) => (
        <TableRow key={o.id}>
          <TableCell className="font-medium tabular-nums">{o.code}</TableCell>
          <TableCell className="text-right tabular-nums">{formatMoney(o.amount)}</TableCell>
          <TableCell>{t("months", { count: o.periodMonths })}</TableCell>
          <TableCell>
            <Badge variant={o.isPaid ? "default" : "outline"}>
              {o.isPaid ? t("paid") : t("unpaid")}
            </Badge>
          </TableCell>
          <TableCell className="tabular-nums">{formatDateTime(o.paidTime, timeZone)}</TableCell>
          <TableCell className="whitespace-nowrap tabular-nums">
            {o.validFrom && o.validTo
              ? t("validityRange", { from: o.validFrom, to: o.validTo })
              : "—"}
          </TableCell>
        </TableRow>
      ))}
    />
  );
}
