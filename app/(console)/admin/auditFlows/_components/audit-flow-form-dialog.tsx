"use client";

import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useFieldArray, useWatch } from "react-hook-form";
import { errorAt } from "@/components/form/error-at";
import { MoneyField, SelectField, TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { useErrorToast, useSaid } from "@/components/shell/use-mutation";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api/client";
import {
  approverTypes,
  type TAuditFlowDto,
  type TAuditFlowForEditDto,
  ZAuditFlowFields,
} from "@/lib/contracts/audit-flow";

/** Create or edit a flow: loads what it chooses from (GetForEdit) first. */
export function AuditFlowFormDialog({
  item,
  onClose,
}: {
  item?: TAuditFlowDto;
  onClose: () => void;
}) {
  const showError = useErrorToast();
  const [choices, setChoices] = useState<TAuditFlowForEditDto | null>(null);
  const id = item?.id;
  useEffect(() => {
    api.AuditFlow.GetForEdit(id ? { id } : {}).then(setChoices, (error: unknown) => {
      showError(error);
      onClose();
    });
  }, [id, onClose, showError]);
  return (
    choices && <FlowForm item={choices.flow ?? undefined} choices={choices} onClose={onClose} />
  );
}

/**
 * The flow's definition, description, threshold and its steps in order, each approved by a role
 * (anyone holding it) or by one user; steps move up and down and are added or removed here.
 */
function FlowForm({
  item,
  choices,
  onClose,
}: {
  item?: TAuditFlowDto;
  choices: TAuditFlowForEditDto;
  onClose: () => void;
}) {
  const t = useTranslations("auditFlows");
  const tc = useTranslations("common");
  const said = useSaid("auditFlow");
  const form = useAppForm(ZAuditFlowFields, {
    key: item?.key ?? choices.definitions[0]?.key,
    desc: item?.desc ?? "",
    threshold: item?.threshold ?? "",
    nodes: item?.nodes.map((n) => ({
      approverType: n.approverType,
      roleId: n.roleId,
      userId: n.userId,
    })) ?? [{ approverType: "Role", roleId: null, userId: null }],
  });
  const { fields, append, remove, move } = useFieldArray({
    control: form.control,
    name: "nodes",
    keyName: "rowKey",
  });
  const nodes = useWatch({ control: form.control, name: "nodes" }) ?? [];
  const key = useWatch({ control: form.control, name: "key" });
  const definition = choices.definitions.find((d) => d.key === key);
  const nodesError = errorAt(form.formState.errors, "nodes");
  const onSubmit = form.submitWith(
    (values) =>
      item ? api.AuditFlow.Update({ ...values, id: item.id }) : api.AuditFlow.Create(values),
    { success: (_, { desc }) => said(item ? "saved" : "created", desc), then: onClose },
  );
  const options = (list: { id: string; name: string }[]) =>
    list.map((o) => ({ value: o.id, label: o.name }));
  return (
    <FormDialog
      id="audit-flow-form"
      title={item ? t("editTitle", { name: item.desc }) : t("createTitle")}
      description={t("formHint")}
      submitLabel={tc("save")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      className="sm:max-w-2xl"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          form={form}
          name="key"
          label={t("definition")}
          options={choices.definitions.map((d) => ({ value: d.key, label: d.displayName }))}
          required
        />
        <MoneyField
          form={form}
          name="threshold"
          label={t("thresholdField")}
          hint={definition?.thresholdHint ?? undefined}
        />
      </div>
      <TextField form={form} name="desc" label={t("desc")} required />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">{t("steps")}</legend>
        <p className="text-muted-foreground text-xs">{t("stepsHint")}</p>
        <ol className="space-y-3">
          {fields.map((field, i) => {
            const type = nodes[i]?.approverType ?? "Role";
            const step = t("stepN", { n: i + 1 });
            return (
              <li
                key={field.rowKey}
                className="grid items-end gap-2 rounded-md border p-3 sm:grid-cols-[8rem_1fr_auto]"
                aria-label={step}
              >
                <SelectField
                  form={form}
                  name={`nodes.${i}.approverType`}
                  label={t("approverType", { step })}
                  options={approverTypes.map((v) => ({ value: v, label: t(`approver.${v}`) }))}
                  required
                />
                {type === "Role" ? (
                  <SelectField
                    form={form}
                    name={`nodes.${i}.roleId`}
                    label={t("role", { step })}
                    options={options(choices.roles)}
                    placeholder={t("chooseRole")}
                    required
                  />
                ) : (
                  <SelectField
                    form={form}
                    name={`nodes.${i}.userId`}
                    label={t("user", { step })}
                    options={options(choices.users)}
                    placeholder={t("chooseUser")}
                    required
                  />
                )}
                <div className="flex gap-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t("moveUp", { step })}
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                  >
                    <ArrowUp />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t("moveDown", { step })}
                    disabled={i === fields.length - 1}
                    onClick={() => move(i, i + 1)}
                  >
                    <ArrowDown />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t("removeStep", { step })}
                    onClick={() => remove(i)}
                  >
                    <Trash2 />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
        {nodesError && <p className="text-destructive text-sm">{nodesError}</p>}
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={fields.length >= 20}
          onClick={() => append({ approverType: "Role", roleId: null, userId: null })}
        >
          <Plus />
          {t("addStep")}
        </Button>
      </fieldset>
    </FormDialog>
  );
}
