"use client";

import { useTranslations } from "next-intl";
import { type ReactNode, useMemo, useState } from "react";
import type { FieldValues } from "react-hook-form";
import * as z from "zod";
import { DateField, SelectField, TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { api, BffError } from "@/lib/api/client";
import { zRequired } from "@/lib/contracts/common";
import { OrderMain, type TOrderDto } from "@/lib/contracts/order";
import { formatMoney } from "@/lib/format";
import type { OrderStep } from "./order-actions";
import type { Option } from "./order-data";

// SPEC §4's dialogs for an order's steps (loaded when one opens): close with a reason, confirm a
// payment or a cheque with an optional remark, a card payment in test mode, pick in a warehouse,
// ship (carrier, tracking number and expected date for delivery; for pickup, the notice that the
// customer will be e-mailed to collect), mark received. Each says what it did in a toast (the
// SPEC messages 'Order closed' and 'Order shipped' among them) and the page refreshes. A refusal
// (409: the order changed meanwhile) stays in the dialog as well as in the toast; a field the
// server names gets its error.

interface DialogProps {
  order: TOrderDto;
  onClose: () => void;
}

export function OrderActionDialog({
  action,
  warehouses,
  carriers,
  ...props
}: DialogProps & { action: OrderStep; warehouses: Option[]; carriers: Option[] }) {
  switch (action) {
    case "Cancelled":
      return <CloseDialog {...props} />;
    case "ConfirmPayment":
    case "MockChequePaid":
      return <PaymentDialog {...props} action={action} />;
    case "OutStorage":
      return <PickDialog {...props} warehouses={warehouses} />;
    case "ActualOutStorage":
      return <ShipDialog {...props} carriers={carriers} />;
    case "MockPaid":
    case "Received":
      return <StepDialog {...props} action={action} />;
  }
}

/** The one frame of these dialogs: the form kit's, with the server's refusal shown in it. */
function useStepForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaults: Parameters<typeof useAppForm<S>>[1],
) {
  const form = useAppForm(schema, defaults);
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = (
    call: (values: z.output<S>) => Promise<TOrderDto>,
    success: (order: TOrderDto) => string,
    onClose: () => void,
  ) =>
    form.submitWith(
      (values) => {
        setRefusal(null);
        return call(values);
      },
      {
        success,
        then: onClose,
        mapErrors: (error) => {
          if (error instanceof BffError && error.validationErrors.length === 0)
            setRefusal(error.details || error.message);
          return error;
        },
      },
    );
  return { form, refusal, submit };
}

function StepFrame({
  id,
  title,
  description,
  submitLabel,
  pending,
  refusal,
  onSubmit,
  onClose,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  pending: boolean;
  refusal: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  return (
    <FormDialog
      id={id}
      title={title}
      description={description}
      submitLabel={submitLabel}
      pending={pending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {children}
      {refusal && (
        <p
          role="alert"
          className="text-destructive border-destructive rounded-md border p-3 text-sm"
        >
          {refusal}
        </p>
      )}
    </FormDialog>
  );
}

/**
 * Close the order: the reason is required (SPEC §5); stock is released, the customer told. A
 * picked order (not shipped yet) may close too: the hint says its outbound record is withdrawn.
 */
function CloseDialog({ order, onClose }: DialogProps) {
  const t = useTranslations("orders.actions");
  const to = useTranslations("orders");
  const { form, refusal, submit } = useStepForm(OrderMain.Cancelled.input, {
    id: order.id,
    reason: "",
  });
  return (
    <StepFrame
      id="order-close-form"
      title={t("closeTitle", { code: order.orderCode })}
      description={
        order.outboundCode ? t("closeHintPicked", { outbound: order.outboundCode }) : t("closeHint")
      }
      submitLabel={t("Cancelled")}
      pending={form.formState.isSubmitting}
      refusal={refusal}
      onSubmit={submit(
        (v) => api.OrderMain.Cancelled(v),
        () => to("closed"),
        onClose,
      )}
      onClose={onClose}
    >
      <TextField form={form} name="reason" label={t("reason")} multiline required />
    </StepFrame>
  );
}

/** Confirm the payment (any method) or the cheque's: an optional remark for the timeline. */
function PaymentDialog({
  order,
  onClose,
  action,
}: DialogProps & { action: "ConfirmPayment" | "MockChequePaid" }) {
  const t = useTranslations("orders.actions");
  const te = useTranslations("enums.PaymentMethod");
  const { form, refusal, submit } = useStepForm(OrderMain[action].input, {
    id: order.id,
    remark: "",
  });
  return (
    <StepFrame
      id="order-payment-form"
      title={t(`titles.${action}`, { code: order.orderCode })}
      description={t("paymentHint", {
        amount: formatMoney(order.totalAmount),
        method: te(order.paymentMethod),
      })}
      submitLabel={t(action)}
      pending={form.formState.isSubmitting}
      refusal={refusal}
      onSubmit={submit(
        (v) => api.OrderMain[action](v),
        () => t(`done.${action}`, { code: order.orderCode }),
        onClose,
      )}
      onClose={onClose}
    >
      <TextField form={form} name="remark" label={t("paymentRemark")} multiline />
    </StepFrame>
  );
}

/**
 * Pick the order in a warehouse: its outbound record, to be shipped. A pickup order is picked in
 * its point's warehouse only (the API refuses another), so that is the one choice offered.
 */
function PickDialog({ order, onClose, warehouses }: DialogProps & { warehouses: Option[] }) {
  const t = useTranslations("orders.actions");
  const choices = order.pickupWarehouseId
    ? warehouses.filter((w) => w.value === order.pickupWarehouseId)
    : warehouses;
  const { form, refusal, submit } = useStepForm(OrderMain.OutStorage.input, {
    id: order.id,
    warehouseId: choices.length === 1 ? choices[0]!.value : undefined,
  });
  return (
    <StepFrame
      id="order-pick-form"
      title={t("titles.OutStorage", { code: order.orderCode })}
      description={order.pickupWarehouseId ? t("pickupPickHint") : t("pickHint")}
      submitLabel={t("OutStorage")}
      pending={form.formState.isSubmitting}
      refusal={refusal}
      onSubmit={submit(
        (v) => api.OrderMain.OutStorage(v),
        (o) => t("done.OutStorage", { code: o.orderCode, outbound: o.outboundCode ?? "" }),
        onClose,
      )}
      onClose={onClose}
    >
      <SelectField
        form={form}
        name="warehouseId"
        label={t("warehouse")}
        placeholder={t("chooseWarehouse")}
        options={choices}
        required
      />
    </StepFrame>
  );
}

/**
 * Ship what was picked. Delivery: carrier (one of the LogisticsCompany dictionary's values),
 * tracking number and expected date, all required (SPEC §4, §5). Pickup: nothing to fill in; the
 * customer is e-mailed to collect.
 */
function ShipDialog({ order, onClose, carriers }: DialogProps & { carriers: Option[] }) {
  const t = useTranslations("orders.actions");
  const to = useTranslations("orders");
  const pickup = order.receivingMethod === "DoorToDoorSelfDelivery";
  const schema = useMemo(
    () =>
      pickup
        ? OrderMain.ActualOutStorage.input
        : OrderMain.ActualOutStorage.input.extend({
            logisticsCompany: zRequired(64),
            logisticsNumber: zRequired(64),
            expectedDeliveryDate: z.iso.date({ error: "validation.required" }),
          }),
    [pickup],
  );
  const { form, refusal, submit } = useStepForm(schema, {
    id: order.id,
    logisticsCompany: "",
    logisticsNumber: "",
    expectedDeliveryDate: "",
  });
  return (
    <StepFrame
      id="order-ship-form"
      title={t("titles.ActualOutStorage", { code: order.orderCode })}
      description={
        pickup
          ? t("pickupNotice", { place: order.recipientAddress ?? "" })
          : t("shipHint", { recipient: order.recipientName })
      }
      submitLabel={t("ActualOutStorage")}
      pending={form.formState.isSubmitting}
      refusal={refusal}
      onSubmit={submit(
        (v) =>
          api.OrderMain.ActualOutStorage(
            pickup ? { id: v.id } : { ...v, expectedDeliveryDate: v.expectedDeliveryDate || null },
          ),
        () => to("shipped"),
        onClose,
      )}
      onClose={onClose}
    >
      {!pickup && (
        <>
          <SelectField
            form={form}
            name="logisticsCompany"
            label={t("logisticsCompany")}
            options={carriers}
            required
          />
          <TextField form={form} name="logisticsNumber" label={t("logisticsNumber")} required />
          <DateField form={form} name="expectedDeliveryDate" label={t("expectedDate")} required />
        </>
      )}
    </StepFrame>
  );
}

/** A step with nothing to fill in: a card payment (test mode), received. */
function StepDialog({ order, onClose, action }: DialogProps & { action: "MockPaid" | "Received" }) {
  const t = useTranslations("orders.actions");
  const { form, refusal, submit } = useStepForm(OrderMain[action].input, { id: order.id });
  return (
    <StepFrame
      id={`order-${action}-form`}
      title={t(`titles.${action}`, { code: order.orderCode })}
      description={t(`hints.${action}`)}
      submitLabel={t(action)}
      pending={form.formState.isSubmitting}
      refusal={refusal}
      onSubmit={submit(
        (v) => api.OrderMain[action](v),
        () => t(`done.${action}`, { code: order.orderCode }),
        onClose,
      )}
      onClose={onClose}
    >
      {null}
    </StepFrame>
  );
}
