import "server-only";
import Link from "next/link";
import { getTimeZone, getTranslations } from "next-intl/server";
import { CommandLinks } from "@/components/shell/command-actions";
import { Button } from "@/components/ui/button";
import { RecordsCard } from "@/components/records-card";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import { serverApi } from "@/lib/api/server";
import { loadConsoleSession } from "@/lib/console-session";
import type { TCustomerDto } from "@/lib/contracts/customer";
import { formatDateTime, formatMoney } from "@/lib/format";
import { OrderStatusBadge } from "./order-status-badge";
import { orderDetail, ordersOfCustomer, startOrderOf } from "./order-routes";

// A customer's orders on the customer's page (issue 11): the newest ones, a link to all of them
// in the order list, and "Place an order" on their behalf. Each only with its permission.

/** How many of the customer's orders the page shows. */
const SHOWN = 10;

/**
 * "Place an order" for this customer: with the permission, for an active customer with an e-mail;
 * the command palette offers it too.
 */
export async function PlaceOrderButton({ customer }: { customer: TCustomerDto }) {
  const [{ granted }, t, tp] = await Promise.all([
    loadConsoleSession(),
    getTranslations("orders.customer"),
    getTranslations("commandPalette"),
  ]);
  if (!granted.has("Pages.Order.Management.PlaceOnBehalf") || !customer.isActive) return null;
  if (!customer.email) return null; // the order-on-behalf page is found by e-mail and code
  const href = startOrderOf(customer.email, customer.customerCode);
  return (
    <>
      <Button asChild>
        <Link href={href}>{t("placeOrder")}</Link>
      </Button>
      {/* the command palette offers it too (issue 14 item 2) */}
      <CommandLinks
        links={[
          {
            id: "customer.placeOrder",
            label: tp("placeOrderFor"),
            href,
            keywords: [customer.customerCode, t("placeOrder")],
          },
        ]}
      />
    </>
  );
}

/** The customer's newest orders, with the order list's permission. */
export async function CustomerOrders({ customer }: { customer: TCustomerDto }) {
  const [{ granted }, t, tl, timeZone] = await Promise.all([
    loadConsoleSession(),
    getTranslations("orders.customer"),
    getTranslations("orders.list"),
    getTimeZone(),
  ]);
  if (!granted.has("Pages.Order.Management")) return null;
  const { items, totalCount } = await serverApi.OrderMain.GetAll({
    customerId: customer.id,
    maxResultCount: SHOWN,
    sorting: "creationTime desc",
  });
  return (
    <RecordsCard
      id="orders-heading"
      title={t("title")}
      more={
        totalCount > SHOWN
          ? {
              href: ordersOfCustomer(customer.customerCode),
              label: t("all", { count: totalCount }),
            }
          : undefined
      }
      empty={t("none")}
      head={
        <>
          <TableHead>{tl("code")}</TableHead>
          <TableHead>{tl("status")}</TableHead>
          <TableHead className="text-right">{tl("total")}</TableHead>
          <TableHead>{tl("placed")}</TableHead>
        </>
      }
      rows={items.map((o) => (
        <TableRow key={o.id}>
          <TableCell>
            <Link href={orderDetail(o.id)} className="font-medium hover:underline">
              {o.orderCode}
            </Link>
          </TableCell>
          <TableCell>
            <OrderStatusBadge status={o.status} />
          </TableCell>
          <TableCell className="text-right tabular-nums">{formatMoney(o.totalAmount)}</TableCell>
          <TableCell className="tabular-nums">{formatDateTime(o.creationTime, timeZone)}</TableCell>
        </TableRow>
      ))}
    />
  );
}
