"use client";

import { useTranslations } from "next-intl";
import * as z from "zod";
import { AddressPicker } from "@/components/address-picker";
import { SwitchField, TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { useSaid } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import {
  CustomerBillAddressMapping,
  type TBillAddressDto,
  type TReceivingAddressDto,
} from "@/lib/contracts/customer";

export type AddressKind = "bill" | "receiving";
export type AnyAddress = TBillAddressDto | TReceivingAddressDto;

/** One form for both kinds: a bill address's fields plus the receiving address's default flag. */
const ZAddressForm = CustomerBillAddressMapping.Create.input.extend({
  isDefault: z.boolean().default(false),
});

/** Add or edit one of a customer's bill or receiving addresses. */
export function AddressFormDialog({
  kind,
  customerId,
  address,
  onClose,
}: {
  kind: AddressKind;
  customerId: string;
  address?: AnyAddress;
  onClose: () => void;
}) {
  const t = useTranslations("customers.addresses");
  const tc = useTranslations("common");
  const said = useSaid("address");
  const bill = address && "invoiceHeader" in address ? address : undefined;
  const form = useAppForm(ZAddressForm, {
    customerId,
    contactName: address?.contactName ?? "",
    phone: address?.phone ?? "",
    countryId: address?.countryId ?? null,
    provinceId: address?.provinceId ?? null,
    cityId: address?.cityId ?? null,
    areaId: address?.areaId ?? null,
    detailAddress: address?.detailAddress ?? "",
    postalCode: address?.postalCode ?? "",
    invoiceHeader: bill?.invoiceHeader ?? "",
    taxNumber: bill?.taxNumber ?? "",
    isDefault: address && "isDefault" in address ? address.isDefault : false,
  });
  const onSubmit = form.submitWith(
    ({ isDefault, invoiceHeader, taxNumber, ...place }): Promise<unknown> => {
      const id = address?.id;
      if (kind === "bill") {
        const values = { ...place, invoiceHeader, taxNumber };
        return id
          ? api.CustomerBillAddressMapping.Update({ ...values, id })
          : api.CustomerBillAddressMapping.Create(values);
      }
      const values = { ...place, isDefault };
      return id
        ? api.CustomerReceivingAddressMapping.Update({ ...values, id })
        : api.CustomerReceivingAddressMapping.Create(values);
    },
    {
      success: (_, v) => said(address ? "saved" : "created", v.contactName),
      then: onClose,
    },
  );
  return (
    <FormDialog
      id="address-form"
      title={t(address ? "editTitle" : "addTitle", { kind })}
      submitLabel={tc("save")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      className="sm:max-w-xl"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="contactName" label={t("contactName")} required />
        <TextField form={form} name="phone" label={t("phone")} type="tel" required />
      </div>
      <AddressPicker form={form} />
      <TextField form={form} name="detailAddress" label={t("detailAddress")} required />
      <TextField form={form} name="postalCode" label={t("postalCode")} />
      {kind === "bill" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField form={form} name="invoiceHeader" label={t("invoiceHeader")} />
          <TextField form={form} name="taxNumber" label={t("taxNumber")} />
        </div>
      ) : (
        <SwitchField form={form} name="isDefault" label={t("isDefault")} />
      )}
    </FormDialog>
  );
}
