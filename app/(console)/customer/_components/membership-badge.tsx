"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { TCustomerDto } from "@/lib/contracts/customer";

/** A member's validity date with its state: effective while memberValidity ≥ today (DESIGN §5). */
export function MembershipValidity({
  customer,
}: {
  customer: Pick<TCustomerDto, "memberValidity" | "isMembershipEffective">;
}) {
  const t = useTranslations("customers.membership");
  if (!customer.memberValidity) return <span className="text-muted-foreground">{t("none")}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="tabular-nums">{customer.memberValidity}</span>
      <Badge variant={customer.isMembershipEffective ? "default" : "destructive"}>
        {customer.isMembershipEffective ? t("Effective") : t("Expired")}
      </Badge>
    </span>
  );
}
