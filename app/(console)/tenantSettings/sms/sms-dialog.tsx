"use client";

import { useTranslations } from "next-intl";
import { SelectField, SwitchField, TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { api } from "@/lib/api/client";
import * as z from "zod";
import { PHONE_PATTERN } from "@/lib/contracts/common";
import { smsProviderLabels, smsProviders } from "@/lib/contracts/tenant-setting-values";
import { type TSmsDto, ZSmsFields } from "@/lib/contracts/tenant-settings";
import { ConnectionTest } from "../_components/connection-test";
import { SecretField } from "../_components/secret-field";
import { testWith } from "../_components/test-runner";

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
  const tc = useTranslations("common");
  const tv = useTranslations("validation");
  const form = useAppForm(ZSmsForm, {
    isEnabled: settings.isEnabled,
    provider: settings.provider,
    url: settings.url,
    sender: settings.sender ?? "",
    token: "",
    phone: "",
  });
  const onSubmit = form.submitWith(
    ({ phone: _phone, ...values }) => api.TenantSettings.UpdateSms(values),
    { success: () => t("saved"), then: onClose },
  );
  const runTest = testWith(form, ({ phone, ...values }) => {
    if (!phone) {
      form.setError("phone", { type: "required", message: tv("required") }, { shouldFocus: true });
      return Promise.resolve(undefined);
    }
    return api.TenantSettings.TestSms({ ...values, phone });
  });
  return (
    <FormDialog
      id="sms-form"
      title={t("smsTitle")}
      description={t("smsDescription")}
      submitLabel={tc("save")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      className="sm:max-w-xl"
      after={
        <div className="space-y-3">
          <TextField
            form={form}
            name="phone"
            label={t("testPhone")}
            hint={t("testPhoneHint")}
            type="tel"
          />
          <ConnectionTest run={runTest} okMessage={(ms) => t("testOkSms", { ms })} />
        </div>
      }
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
    </FormDialog>
  );
}
