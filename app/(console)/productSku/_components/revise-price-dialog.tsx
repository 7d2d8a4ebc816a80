"use client";

import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { MoneyField, TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { SearchChoiceField } from "@/components/search-choice";
import { api } from "@/lib/api/client";
import {
  type TCustomerPriceOption,
  ZRevisePriceInput,
} from "@/lib/contracts/catalogue/price-revision";
import { formatMoney } from "@/lib/format";

/** The SKU whose price is revised. */
export interface RevisedSku {
  id: string;
  number: string;
}

/** A customer already chosen (a row of the current prices): the dialog revises theirs. */
export interface RevisedCustomer {
  id: string;
  customerCode: string;
  name: string;
  /** what they pay now */
  price: string;
}

/**
 * Revise what one customer pays for a SKU (SPEC §5 'Modified price required'): the customer,
 * found by code, name, phone or e-mail with what each pays now, then the new price and a remark.
 */
export function RevisePriceDialog({
  sku,
  customer,
  onClose,
}: {
  sku: RevisedSku;
  customer?: RevisedCustomer;
  onClose: () => void;
}) {
  const t = useTranslations("sales.revise");
  const tc = useTranslations("common");
  const te = useTranslations("enums.PriceSource");
  const [chosen, setChosen] = useState<TCustomerPriceOption | null>(null);
  const form = useAppForm(ZRevisePriceInput, {
    skuId: sku.id,
    customerId: customer?.id ?? "",
    revisedPrice: "",
    remark: "",
  });
  const find = useCallback(
    async (keyword: string) =>
      (
        await api.ProductRevisePriceRecord.FindCustomers({
          keyword: keyword || undefined,
          skuId: sku.id,
        })
      ).items,
    [sku.id],
  );
  const onSubmit = form.submitWith((values) => api.ProductRevisePriceRecord.Create(values), {
    // above the active audit flow's threshold the revision waits for approval
    success: (r) =>
      t(r.auditState === "Pending" ? "sentForApproval" : "done", {
        number: r.skuNumber,
        customer: r.customerCode,
        price: formatMoney(r.revisedPrice),
      }),
    then: onClose,
  });
  const now = customer?.price ?? chosen?.currentPrice;
  return (
    <FormDialog
      id="revise-price-form"
      title={t("title", { number: sku.number })}
      description={t("description")}
      submitLabel={tc("save")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      className="sm:max-w-lg"
    >
      {customer ? (
        <p className="text-sm">
          {t("customerFixed", { code: customer.customerCode, name: customer.name })}
        </p>
      ) : (
        <SearchChoiceField
          form={form}
          name="customerId"
          label={t("customer")}
          placeholder={t("findCustomer")}
          search={find}
          onChoose={setChosen}
          required
          describe={(c) => (
            <>
              <span className="font-medium">{c.customerCode}</span> · {c.name}
              {c.currentPrice && (
                <span className="text-muted-foreground block text-xs">
                  {t("paysNow", {
                    price: formatMoney(c.currentPrice),
                    source: te(c.priceSource ?? "Sale"),
                  })}
                </span>
              )}
            </>
          )}
        />
      )}
      <MoneyField
        form={form}
        name="revisedPrice"
        label={t("revisedPrice")}
        hint={now ? t("currentPrice", { price: formatMoney(now) }) : undefined}
        required
      />
      <TextField form={form} name="remark" label={t("remark")} multiline />
    </FormDialog>
  );
}
