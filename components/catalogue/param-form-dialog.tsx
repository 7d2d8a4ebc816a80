"use client";

import { useTranslations } from "next-intl";
import { Plus, X } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { FormField } from "@/components/form/form-field";
import { useAppForm } from "@/components/form/use-app-form";
import { useMutation } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { type TParamDto, ZCreateParamInput } from "@/lib/contracts/catalogue/params";
import { appEnums } from "@/lib/contracts/enums";

/** Which of the two parameter screens (they share one contract, SPEC §3). */
export interface ParamScreen {
  service: "ProductSpecParam" | "ProductBasicParam";
  /** the page permission; its .Create, .Edit and .Delete guard the actions */
  permission: "Pages.Commodity.Specifications" | "Pages.Commodity.BasicParams";
  /** the group under "params" holding this screen's titles */
  messages: "spec" | "basic";
}

/** The page header's "Create …", opening the dialog. */
export function CreateParamButton({ screen }: { screen: ParamScreen }) {
  const t = useTranslations("params");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus />
        {t(`${screen.messages}.create`)}
      </Button>
      {open && <ParamFormDialog screen={screen} onClose={() => setOpen(false)} />}
    </>
  );
}

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
  const form = useAppForm(ZCreateParamInput, {
    name: param?.name ?? "",
    inputKind: param?.inputKind ?? "ManualInput",
    options: param?.options ?? [],
    requirement: param?.requirement ?? "Recommend",
    specInputType: param?.specInputType ?? "String",
    sortOrder: param?.sortOrder ?? 0,
  });
  const inputKind = useWatch({ control: form.control, name: "inputKind" });
  const { mutate, pending } = useMutation();
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    // only a drop-down has options (the server drops them otherwise too)
    const input = {
      ...values,
      options: values.inputKind === "DropDownOptions" ? values.options : [],
    };
    try {
      if (param) await mutate(api[screen.service].Update, { ...input, id: param.id });
      else await mutate(api[screen.service].Create, input);
      onClose();
    } catch (error) {
      form.applyServerErrors(error);
    }
  });

  const enumSelect = (
    name: "inputKind" | "requirement" | "specInputType",
    values: readonly string[],
    enumName: string,
  ) => (
    <FormField id={name} label={t(name)} error={errors[name]?.message} required>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Select
            value={field.value}
            onValueChange={(v) => {
              field.onChange(v);
              if (name === "inputKind") form.clearErrors("options");
            }}
          >
            <SelectTrigger
              id={name}
              className="w-full"
              aria-invalid={!!errors[name]}
              aria-describedby={errors[name] ? `${name}-error` : undefined}
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {values.map((v) => (
                <SelectItem key={v} value={v}>
                  {te(`${enumName}.${v}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </FormField>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>
            {param ? t("editTitle", { name: param.name }) : t(`${screen.messages}.createTitle`)}
          </DialogTitle>
          <DialogDescription>{t("formHint")}</DialogDescription>
        </DialogHeader>
        <form id="param-form" onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField id="name" label={t("name")} error={errors.name?.message} required>
            <Input
              id="name"
              autoComplete="off"
              aria-invalid={!!errors.name}
              aria-describedby={errors.name ? "name-error" : undefined}
              {...form.register("name")}
            />
          </FormField>
          {enumSelect("inputKind", appEnums.ParamInputKind, "ParamInputKind")}
          {inputKind === "DropDownOptions" && (
            <FormField
              id="options"
              label={t("options")}
              error={errors.options?.message}
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
                    invalid={!!errors.options}
                    describedBy={errors.options ? "options-error" : undefined}
                  />
                )}
              />
            </FormField>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            {enumSelect("requirement", appEnums.ParamRequirement, "ParamRequirement")}
            {enumSelect("specInputType", appEnums.SpecInputType, "SpecInputType")}
          </div>
          <FormField
            id="sortOrder"
            label={t("sortOrder")}
            error={errors.sortOrder?.message}
            hint={t("sortOrderHint")}
          >
            <Input
              id="sortOrder"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              className="w-40"
              aria-invalid={!!errors.sortOrder}
              aria-describedby={errors.sortOrder ? "sortOrder-error" : undefined}
              {...form.register("sortOrder", { valueAsNumber: true })}
            />
          </FormField>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {tc("cancel")}
          </Button>
          <Button type="submit" form="param-form" disabled={pending}>
            {tc("save")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
