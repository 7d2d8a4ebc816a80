"use client";

import { useTranslations } from "next-intl";
import { MoneyField, TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { api } from "@/lib/api/client";
import { formatMoney } from "@/lib/format";
import {
  type TSupplierSaleMainDto,
  ZSettleSupplierSaleInput,
} from "@/lib/contracts/supplier-sales";

/**
 * Settles a supplier's month that has ended: the amount actually paid (required, SPEC §5
 * 'Settlement amount required') and a remark; the month is read-only afterwards.
 */
export function SettleDialog({
  month,
  onClose,
}: {
  month: TSupplierSaleMainDto;
  onClose: () => void;
}) {
  const t = useTranslations("supplierSales");
  const form = useAppForm(ZSettleSupplierSaleInput, {
    id: month.id,
    actualSettlementAmount: "",
    remark: "",
  });
  const onSubmit = form.submitWith((values) => api.SupplierProductSaleMain.Settled(values), {
    success: (r) => t("settled", { supplier: r.supplierName, month: r.month }),
    then: onClose,
  });
  return (
    <FormDialog
      id="supplier-settle-form"
      title={t("settleTitle", { supplier: month.supplierName, month: month.month })}
      description={t("settleHint", {
        sales: formatMoney(month.totalSales),
        cost: formatMoney(month.totalCost),
      })}
      submitLabel={t("settle")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      className="sm:max-w-lg"
    >
      <MoneyField
        form={form}
        name="actualSettlementAmount"
        label={t("actualSettlementAmount")}
        required
      />
      <TextField form={form} name="remark" label={t("remark")} multiline />
    </FormDialog>
  );
}
