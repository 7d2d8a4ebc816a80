import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { TOrderStatus } from "@/lib/contracts/enums";
import { orderStatusTone } from "./order-routes";

/** An order's status as a badge (the list's column shows the same). */
export function OrderStatusBadge({ status }: { status: TOrderStatus }) {
  const t = useTranslations("enums.OrderStatus");
  return <Badge variant={orderStatusTone(status)}>{t(status)}</Badge>;
}
