"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { startOrderOf } from "./order-routes";

/**
 * "Place an order" in a customer row's menu (ordinary customers have no page of their own). The
 * list adds it only with the permission, for an active customer with an e-mail (the route is by
 * e-mail and code), so that a row with nothing else for the user has no menu.
 */
export function PlaceOrderItem({ email, code }: { email: string; code: string }) {
  const t = useTranslations("orders.customer");
  return (
    <DropdownMenuItem asChild>
      <Link href={startOrderOf(email, code)}>{t("placeOrder")}</Link>
    </DropdownMenuItem>
  );
}
