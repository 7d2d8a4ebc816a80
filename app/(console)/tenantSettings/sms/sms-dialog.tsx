"use client";

import { useTranslations } from "next-intl";
import { SelectField, SwitchField, TextField } from "@/components/form/fields";
import { useAppForm } from "@/components/form/use-app-form";
import { api } from "@/lib/api/client";
import * as z from "zod";
import { PHONE_PATTERN } from "@/lib/contracts/common";
import { smsProviderLabels, smsProviders } from "@/lib/contracts/tenant-setting-values";
import { type TSmsDto, ZSmsFields } from "@/lib/contracts/tenant-settings";
import { ProviderDialog } from "../_components/provider-dialog";
import { SecretField } from "../_components/secret-field";

// the test's phone is checked only for a test: saving does not need it
const ZSmsForm = ZSmsFields.extend({
  phone: z
    .string()
    .trim()
    .regex(new RegExp(`^$|${PHONE_PATTERN.source}`), "validation.phone"),
});

/** Edit the tenant's SMS gateway; "Test connection" sends one message with the values as they stand. */
export function SmsDialog({ settings, onClose }: { settings: TSmsDto; onClose: () => void }) {
  const t = useTranslations("tenantSettings");
  const tAll = useTranslations();
  const tv = useTranslations("validation");
  const form = useAppForm(ZSmsForm, {
    isEnabled: settings.isEnabled,
    provider: settings.provider,
    url: settings.url,
    sender: settings.sender ?? "",
    token: "",
    phone: "",
  });
  return (
    <ProviderDialog
      id="sms-form"
      title={t("smsTitle")}
      description={t("smsDescription")}
      form={form}
      save={({ phone: _phone, ...values }) => api.TenantSettings.UpdateSms(values)}
      test={({ phone, ...values }) => {
        if (phone) return api.TenantSettings.TestSms({ ...values, phone });
        form.setError(
          "phone",
          { type: "required", message: tv("required") },
          { shouldFocus: true },
        );
        return Promise.resolve(undefined);
      }}
      okMessage={(ms) => t("testOkSms", { ms })}
      testFields={
        <TextField
          form={form}
          name="phone"
          label={t("testPhone")}
          hint={t("testPhoneHint")}
          type="tel"
        />
      }
      onClose={onClose}
    >
      <SwitchField
        form={form}
        name="isEnabled"
        label={t("enabledSms")}
        hint={t("enabledSmsHint")}
      />
      <SelectField
        form={form}
        name="provider"
        label={t("provider")}
        options={smsProviders.map((p) => ({ value: p, label: tAll(smsProviderLabels[p]) }))}
        required
      />
      <TextField
        form={form}
        name="url"
        label={t("url")}
        hint={t("urlHint")}
        type="url"
        placeholder="https://"
        required
      />
      <TextField form={form} name="sender" label={t("sender")} />
      <SecretField form={form} name="token" label={t("token")} hasSecret={settings.hasSecret} />
    </ProviderDialog>
  );
}
