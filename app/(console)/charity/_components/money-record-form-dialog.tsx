"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import {
  DateField,
  MoneyField,
  SelectField,
  SwitchField,
  TextField,
  UploadField,
} from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { useSaid } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import {
  MAX_RECEIPTS,
  moneyKinds,
  moneyRecordInput,
  type TFundOption,
  type TMoneyKind,
  type TMoneyRecordDto,
} from "@/lib/contracts/charity";
import { withSaved } from "@/lib/options";
import { useEnumOptions } from "@/components/use-enum-options";

/**
 * Record or edit a donation, other income or an expense: the day, amount (RMB), fund, who gave or
 * was paid, how, its capital property, category (other income), synced, a remark and receipts.
 * A disabled fund is offered only to the record that already has it.
 */
export function MoneyRecordFormDialog({
  kind,
  funds,
  item,
  onClose,
}: {
  kind: TMoneyKind;
  funds: TFundOption[];
  item?: TMoneyRecordDto;
  onClose: () => void;
}) {
  const t = useTranslations();
  const tk = useTranslations(`moneyRecords.${kind}`);
  const tm = useTranslations("moneyRecords");
  const said = useSaid(moneyKinds[kind].entity);
  const options = useEnumOptions();
  const [uploading, setUploading] = useState(false);
  const rules = moneyKinds[kind];
  const service = api[rules.service];
  const form = useAppForm(moneyRecordInput(kind), {
    occurredOn: item?.occurredOn ?? "",
    amount: item?.amount ?? "",
    fundId: item?.fundId ?? null,
    counterparty: item?.counterparty ?? "",
    paymentMethod: item?.paymentMethod ?? "Transfer",
    capitalProperty: item?.capitalProperty ?? "NonFinite",
    incomeCategory: item?.incomeCategory ?? null,
    isSynced: item?.isSynced ?? false,
    remark: item?.remark ?? "",
    attachmentIds: item?.attachments.map((f) => f.id) ?? [],
  });
  const onSubmit = form.submitWith(
    (values) => (item ? service.Update({ ...values, id: item.id }) : service.Create(values)),
    { success: (saved) => said(item ? "saved" : "created", saved.code), then: onClose },
  );
  const fundOptions = withSaved(
    funds.filter((f) => f.isEnabled).map((f) => ({ value: f.id, label: f.name })),
    item?.fundId && item.fundName ? { value: item.fundId, label: item.fundName } : undefined,
  );
  return (
    <FormDialog
      id="money-record-form"
      className="sm:max-w-xl"
      title={item ? tk("editTitle", { code: item.code }) : tk("createTitle")}
      description={tm("formHint")}
      submitLabel={t("common.save")}
      pending={form.formState.isSubmitting || uploading}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField form={form} name="occurredOn" label={tm("occurredOn")} required />
        <MoneyField form={form} name="amount" label={tm("amountRmb")} required />
      </div>
      <SelectField
        form={form}
        name="fundId"
        label={tm("fund")}
        required={rules.fundRequired}
        none={rules.fundRequired ? undefined : tm("noFund")}
        placeholder={tm("chooseFund")}
        options={fundOptions}
      />
      <TextField form={form} name="counterparty" label={tk("counterparty")} required />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          form={form}
          name="paymentMethod"
          label={tm("paymentMethod")}
          required
          options={options("CharityPaymentMethod")}
        />
        <SelectField
          form={form}
          name="capitalProperty"
          label={tm("capitalProperty")}
          required
          options={options("CapitalProperty")}
        />
      </div>
      {rules.category && (
        <SelectField
          form={form}
          name="incomeCategory"
          label={tm("incomeCategory")}
          required
          placeholder={tm("chooseCategory")}
          options={options("IncomeCategory")}
        />
      )}
      <SwitchField form={form} name="isSynced" label={tm("synced")} />
      <TextField form={form} name="remark" label={tm("remark")} multiline />
      <UploadField
        form={form}
        name="attachmentIds"
        label={tm("receipts")}
        purpose="file"
        multiple
        max={MAX_RECEIPTS}
        initial={item?.attachments ?? []}
        onBusyChange={setUploading}
      />
    </FormDialog>
  );
}
