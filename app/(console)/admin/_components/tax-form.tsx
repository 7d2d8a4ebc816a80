"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import * as z from "zod";
import { AddressPicker } from "@/components/address-picker";
import { MoneyField, TextField } from "@/components/form/fields";
import { PageFormActions } from "@/components/form/page-form-actions";
import { isUnsaved, UnsavedChangesGuard } from "@/components/form/unsaved-changes-guard";
import { useAppForm } from "@/components/form/use-app-form";
import { useSaid } from "@/components/shell/use-mutation";
import { Card, CardContent } from "@/components/ui/card";
import { api } from "@/lib/api/client";
import { SysSettingTaxe, type TTaxSettingDto } from "@/lib/contracts/settings";
import { taxPlace } from "./tax-place";

// The rate's own fields plus the country, which only the province picker uses.
const ZTaxForm = SysSettingTaxe.Create.input.extend({ countryId: z.uuid().nullish() });

const LIST = "/admin/sysSettingTaxe";

/**
 * Create or edit a tax rate (a page form): the province (country, then province; none for a
 * rate used only as the default), GST and QST in percent, and a remark. Saved, it goes back to
 * the list.
 */
export function TaxForm({ rate }: { rate?: TTaxSettingDto }) {
  const t = useTranslations("settings.taxes");
  const router = useRouter();
  const said = useSaid("taxRate");
  const form = useAppForm(ZTaxForm, {
    countryId: rate?.countryId ?? null,
    provinceId: rate?.provinceId ?? null,
    gstRate: rate?.gstRate ?? "",
    qstRate: rate?.qstRate ?? "0",
    remark: rate?.remark ?? "",
  });
  const onSubmit = form.submitWith(
    ({ countryId: _picker, ...values }) =>
      rate
        ? api.SysSettingTaxe.Update({ ...values, id: rate.id })
        : api.SysSettingTaxe.Create(values),
    {
      success: (saved) => said(rate ? "saved" : "created", taxPlace(saved, t("noProvince"))),
      then: () => router.push(LIST),
    },
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <UnsavedChangesGuard when={isUnsaved(form.formState)} />
      <Card>
        <CardContent className="grid gap-6">
          <div className="space-y-2">
            <AddressPicker form={form} depth={2} />
            <p className="text-muted-foreground text-sm">{t("provinceHint")}</p>
          </div>
          <div className="grid gap-6 sm:grid-cols-2">
            <MoneyField
              form={form}
              name="gstRate"
              label={t("gstRate")}
              hint={t("gstHint")}
              required
            />
            <MoneyField
              form={form}
              name="qstRate"
              label={t("qstRate")}
              hint={t("qstHint")}
              required
            />
          </div>
          <TextField form={form} name="remark" label={t("remark")} hint={t("remarkHint")} />
        </CardContent>
        <PageFormActions submitting={form.formState.isSubmitting} />
      </Card>
    </form>
  );
}
