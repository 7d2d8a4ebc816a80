"use client";

import { useTimeZone, useTranslations } from "next-intl";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { useMutation } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import type { TMemberPaymentOrderDto } from "@/lib/contracts/member-payment";
import { formatMoney } from "@/lib/format";
import { membershipBought, todayIn } from "@/lib/membership";

/**
 * "Mark paid" confirmed first: what the customer paid for, and the membership it will buy if
 * marked paid today (the server decides on its own clock, with the customer's row locked).
 * Marking it paid is Update with isPaid true.
 */
export function MarkPaidDialog({
  order,
  onClose,
}: {
  order: TMemberPaymentOrderDto;
  onClose: () => void;
}) {
  const t = useTranslations("memberPayments");
  const timeZone = useTimeZone() ?? "UTC";
  const { run } = useMutation();
  const bought = membershipBought(
    order.customerMemberValidity,
    order.periodMonths,
    todayIn(timeZone),
  );
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("markPaidTitle", { code: order.code })}
      description={
        <>
          {t("markPaidWhat", {
            customer: `${order.customerName} (${order.customerCode})`,
            amount: formatMoney(order.amount),
            count: order.periodMonths,
          })}{" "}
          {t("willRun", { from: bought.validFrom, to: bought.validTo })} {t("paidIsFinal")}
        </>
      }
      confirmLabel={t("markPaid")}
      onConfirm={() =>
        run(
          () =>
            api.FinanceMemberPaymentOrder.Update({
              id: order.id,
              amount: order.amount,
              periodMonths: order.periodMonths,
              remark: order.remark,
              isPaid: true,
            }),
          {
            success: (r) => t("markedPaid", { code: r.code, validTo: r.validTo ?? "" }),
            kind: "updated",
          },
        )
      }
    />
  );
}
