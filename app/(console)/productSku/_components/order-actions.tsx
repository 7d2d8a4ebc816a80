"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { ORDER_LIST } from "@/components/orders/order-routes";
import { useCommandActions } from "@/components/shell/command-actions";
import { useCan } from "@/components/shell/permissions";
import { useMutation } from "@/components/shell/use-mutation";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api/client";
import type { TOrderDto, TOrderNextAction } from "@/lib/contracts/order";
import type { Option } from "./order-data";

// Loaded when one is opened, with the form kit and zod (first-load weight, issue 7).
const OrderActionDialog = dynamic(
  () => import("./order-dialogs").then((m) => m.OrderActionDialog),
  { ssr: false },
);

/** The steps in the order they are offered; the first one shown is the main button. */
const STEPS = [
  "ConfirmPayment",
  "MockChequePaid",
  "MockPaid",
  "OutStorage",
  "ActualOutStorage",
  "Received",
  "Cancelled",
] as const satisfies readonly TOrderNextAction[];
export type OrderStep = (typeof STEPS)[number];
/** The steps the command palette offers on the order's page. */
const PALETTE_STEPS: readonly OrderStep[] = ["ConfirmPayment", "ActualOutStorage"];

/**
 * The steps the order's status allows now (`nextActions`) that the user holds the permission
 * for, each opening SPEC §4's dialog; Delete (a closed, never-paid order) asks first and goes
 * back to the list.
 */
export function OrderActions({
  order,
  warehouses,
  carriers,
}: {
  order: TOrderDto;
  /** where the order may be picked (when the user may pick it) */
  warehouses: Option[];
  /** the LogisticsCompany dictionary's values (when the user may ship it) */
  carriers: Option[];
}) {
  const t = useTranslations("orders.actions");
  const can: Record<OrderStep | "Delete", boolean> = {
    ConfirmPayment: useCan("Pages.Order.Management.ConfirmPayment"),
    MockChequePaid: useCan("Pages.Order.Management.MockChequePaid"),
    MockPaid: useCan("Pages.Order.Management.MockPaid"),
    OutStorage: useCan("Pages.Order.Management.OutStorage"),
    ActualOutStorage: useCan("Pages.Order.Management.ActualOutStorage"),
    Received: useCan("Pages.Order.Management.Received"),
    Cancelled: useCan("Pages.Order.Management.Cancel"),
    Delete: useCan("Pages.Order.Management.Delete"),
  };
  const [open, setOpen] = useState<OrderStep | null>(null);
  const [deleting, setDeleting] = useState(false);
  const steps = STEPS.filter((s) => order.nextActions.includes(s) && can[s]);
  const mainStep = steps.find((s) => s !== "Cancelled");
  const canDelete = order.nextActions.includes("Delete") && can.Delete;
  // the command palette offers the payment and the shipping, as these buttons do (issue 14 item 2)
  useCommandActions(
    PALETTE_STEPS.filter((s) => steps.includes(s)).map((step) => ({
      id: `order.${step}`,
      label: t(step),
      keywords: [order.orderCode],
      run: () => setOpen(step),
    })),
  );
  return (
    <>
      {steps.map((step) => (
        <Button
          key={step}
          variant={step === mainStep ? "default" : step === "Cancelled" ? "destructive" : "outline"}
          onClick={() => setOpen(step)}
        >
          {t(step)}
        </Button>
      ))}
      {canDelete && (
        <Button variant="destructive" onClick={() => setDeleting(true)}>
          {t("Delete")}
        </Button>
      )}
      {open && (
        <OrderActionDialog
          action={open}
          order={order}
          warehouses={warehouses}
          carriers={carriers}
          onClose={() => setOpen(null)}
        />
      )}
      <DeleteOrderDialog order={order} open={deleting} onOpenChange={setDeleting} />
    </>
  );
}

function DeleteOrderDialog({
  order,
  open,
  onOpenChange,
}: {
  order: TOrderDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations("orders.actions");
  const router = useRouter();
  const { run } = useMutation();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      destructive
      title={t("deleteTitle", { code: order.orderCode })}
      description={t("deleteHint")}
      confirmLabel={t("Delete")}
      onConfirm={async () => {
        await run(() => api.OrderMain.Delete({ id: order.id }), {
          success: t("deleted", { code: order.orderCode }),
          refresh: false,
          kind: "deleted",
        });
        router.push(ORDER_LIST);
      }}
    />
  );
}
