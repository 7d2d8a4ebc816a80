"use client";

import { useTranslations } from "next-intl";
import { Plus, X } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { NumberField, SelectField, TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { FormField } from "@/components/form/form-field";
import { useAppForm } from "@/components/form/use-app-form";
import { useSaid } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { type TParamDto, ZCreateParamInput } from "@/lib/contracts/catalogue/params";
import { appEnums } from "@/lib/contracts/enums";
import type { ParamScreen } from "./param-table";

/** A tag list: type an option, Add (or Enter); each can be removed. Same option once only. */
function OptionsEditor({
  value,
  onChange,
  invalid,
  describedBy,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  invalid: boolean;
  describedBy?: string;
}) {
  const t = useTranslations("params");
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const option = draft.trim();
    if (!option) return;
    if (value.some((o) => o.toLowerCase() === option.toLowerCase())) {
      setProblem(t("optionExists", { option }));
      return;
    }
    onChange([...value, option]);
    setDraft("");
    setProblem(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault(); // Enter adds the option instead of submitting the form
    add();
  };
  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <Input
          id="options"
          value={draft}
          maxLength={100}
          autoComplete="off"
          placeholder={t("optionPlaceholder")}
          aria-invalid={invalid || !!problem}
          aria-describedby={problem ? "options-problem" : describedBy}
          onChange={(e) => {
            setDraft(e.target.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="button" variant="outline" onClick={add} disabled={!draft.trim()}>
          <Plus />
          {t("addOption")}
        </Button>
      </div>
      {problem && (
        <p id="options-problem" className="text-destructive text-sm" role="alert">
          {problem}
        </p>
      )}
      {value.length > 0 && (
        <ul aria-label={t("optionList")} className="flex flex-wrap gap-2">
          {value.map((option) => (
            <li key={option}>
              <Badge variant="secondary" className="gap-1 py-1 pr-1 text-sm">
                {option}
                <button
                  type="button"
                  className="hover:bg-muted-foreground/20 rounded-full p-0.5"
                  aria-label={t("removeOption", { option })}
                  onClick={() => onChange(value.filter((o) => o !== option))}
                >
                  <X className="size-3" aria-hidden />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Create or edit a specification or basic parameter: name, how the value is entered (typed or
 * picked from options), the options of a drop-down, whether it is needed, the value's type and
 * the display order. The API's rules apply; its refusals land on their fields.
 */
export function ParamFormDialog({
  screen,
  param,
  onClose,
}: {
  screen: ParamScreen;
  param?: TParamDto;
  onClose: () => void;
}) {
  const t = useTranslations("params");
  const tc = useTranslations("common");
  const te = useTranslations("enums");
  const said = useSaid(screen.messages === "spec" ? "specParam" : "basicParam");
  const form = useAppForm(ZCreateParamInput, {
    name: param?.name ?? "",
    inputKind: param?.inputKind ?? "ManualInput",
    options: param?.options ?? [],
    requirement: param?.requirement ?? "Recommend",
    specInputType: param?.specInputType ?? "String",
    sortOrder: param?.sortOrder ?? 0,
  });
  const inputKind = useWatch({ control: form.control, name: "inputKind" });
  const onSubmit = form.submitWith(
    (values) => {
      // only a drop-down has options (the server drops them otherwise too)
      const input = {
        ...values,
        options: values.inputKind === "DropDownOptions" ? values.options : [],
      };
      return param
        ? api[screen.service].Update({ ...input, id: param.id })
        : api[screen.service].Create(input);
    },
    { success: (_, { name }) => said(param ? "saved" : "created", name), then: onClose },
  );
  const enumOptions = <V extends string>(values: readonly V[], label: (value: V) => string) =>
    values.map((v) => ({ value: v, label: label(v) }));
  const optionsError = form.formState.errors.options?.message;

  return (
    <FormDialog
      id="param-form"
      className="sm:max-w-xl"
      title={param ? t("editTitle", { name: param.name }) : t(`${screen.messages}.createTitle`)}
      description={t("formHint")}
      submitLabel={tc("save")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField form={form} name="name" label={t("name")} required />
      <SelectField
        form={form}
        name="inputKind"
        label={t("inputKind")}
        options={enumOptions(appEnums.ParamInputKind, (v) => te(`ParamInputKind.${v}`))}
        required
      />
      {inputKind === "DropDownOptions" && (
        <FormField
          id="options"
          label={t("options")}
          error={optionsError}
          hint={t("optionsHint")}
          required
        >
          <Controller
            control={form.control}
            name="options"
            render={({ field }) => (
              <OptionsEditor
                value={field.value ?? []}
                onChange={(next) => {
                  field.onChange(next);
                  form.clearErrors("options");
                }}
                invalid={!!optionsError}
                describedBy={optionsError ? "options-error" : undefined}
              />
            )}
          />
        </FormField>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          form={form}
          name="requirement"
          label={t("requirement")}
          options={enumOptions(appEnums.ParamRequirement, (v) => te(`ParamRequirement.${v}`))}
          required
        />
        <SelectField
          form={form}
          name="specInputType"
          label={t("specInputType")}
          options={enumOptions(appEnums.SpecInputType, (v) => te(`SpecInputType.${v}`))}
          required
        />
      </div>
      <NumberField
        form={form}
        name="sortOrder"
        label={t("sortOrder")}
        hint={t("sortOrderHint")}
        min={0}
        className="max-w-40"
      />
    </FormDialog>
  );
}
