"use client";

import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import { FormField } from "@/components/form/form-field";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import type { TParamDto } from "@/lib/contracts/catalogue/params";
import { errorAt } from "@/components/form/error-at";
import { type ProductFormApi, withCurrent } from "./product-form-model";

/** What the form needs of a specification or basic parameter. */
export type ParamOption = Pick<TParamDto, "id" | "name" | "inputKind" | "options" | "requirement">;

/** The value "no choice" stands for in a select (Radix items cannot have an empty value). */
export const NO_VALUE = "__none";

/** A parameter's choices in a select: "no value" first, and the current value even if since removed. */
export function ParamOptionItems({
  options,
  value,
  noValueLabel,
}: {
  options: readonly string[];
  value: string | undefined;
  noValueLabel: string;
}) {
  return (
    <SelectContent>
      <SelectItem value={NO_VALUE}>{noValueLabel}</SelectItem>
      {withCurrent(options, value).map((o) => (
        <SelectItem key={o} value={o}>
          {o}
        </SelectItem>
      ))}
    </SelectContent>
  );
}

/** Which specifications the SKUs choose values for: at least one. */
export function ProductSpecsCard({
  form,
  params,
}: {
  form: ProductFormApi;
  params: ParamOption[];
}) {
  const t = useTranslations("products.form");
  const error = errorAt(form.formState.errors, "specParamIds");
  return (
    <Card>
      <CardHeader>
        <CardTitle id="specParamIds-legend">
          {t("specs")}
          <span className="text-destructive" aria-hidden>
            *
          </span>
        </CardTitle>
        <CardDescription>{t("specsHint")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {params.length === 0 && <p className="text-muted-foreground text-sm">{t("noSpecs")}</p>}
        <Controller
          control={form.control}
          name="specParamIds"
          render={({ field }) => {
            const selected = new Set(field.value ?? []);
            return (
              <div
                role="group"
                aria-labelledby="specParamIds-legend"
                aria-describedby={error ? "specParamIds-error" : undefined}
                className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3"
              >
                {params.map((param) => (
                  <div key={param.id} className="space-y-1 rounded-md border p-3 text-sm">
                    <label className="flex items-center gap-2 font-medium">
                      <Checkbox
                        checked={selected.has(param.id)}
                        aria-invalid={!!error || undefined}
                        onCheckedChange={(checked) => {
                          if (checked) selected.add(param.id);
                          else selected.delete(param.id);
                          // keep the defined order, so the grid's columns do not jump around
                          field.onChange(params.filter((p) => selected.has(p.id)).map((p) => p.id));
                        }}
                      />
                      {param.name}
                    </label>
                    {param.inputKind === "DropDownOptions" && (
                      <p className="text-muted-foreground pl-8 text-xs">
                        {param.options.join(", ")}
                      </p>
                    )}
                  </div>
                ))}
              </div>
            );
          }}
        />
        {error && (
          <p id="specParamIds-error" className="text-destructive text-sm">
            {error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** One field per basic parameter: a select for drop-downs, else a text box; Needed ones required. */
export function ProductBasicParamsCard({
  form,
  params,
}: {
  form: ProductFormApi;
  params: ParamOption[];
}) {
  const t = useTranslations("products.form");
  const { errors } = form.formState;
  const sectionError = errorAt(errors, "basicParams");
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("basicParams")}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {params.length === 0 && (
          <p className="text-muted-foreground text-sm">{t("noBasicParams")}</p>
        )}
        <div className="grid gap-6 md:grid-cols-2">
          {params.map((param) => {
            const name = `basicParams.${param.id}` as const;
            const id = `basic-${param.id}`;
            const error = errorAt(errors, name);
            const a11y = error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};
            return (
              <FormField
                key={param.id}
                id={id}
                label={param.name}
                error={error}
                required={param.requirement === "Needed"}
              >
                {param.inputKind === "DropDownOptions" ? (
                  <Controller
                    control={form.control}
                    name={name}
                    render={({ field }) => (
                      <Select
                        value={field.value || NO_VALUE}
                        onValueChange={(v) => field.onChange(v === NO_VALUE ? "" : v)}
                      >
                        <SelectTrigger id={id} className="w-full" onBlur={field.onBlur} {...a11y}>
                          <SelectValue />
                        </SelectTrigger>
                        <ParamOptionItems
                          options={param.options}
                          value={field.value}
                          noValueLabel={t("noValue")}
                        />
                      </Select>
                    )}
                  />
                ) : (
                  <Input id={id} autoComplete="off" {...a11y} {...form.register(name)} />
                )}
              </FormField>
            );
          })}
        </div>
        {sectionError && <p className="text-destructive text-sm">{sectionError}</p>}
      </CardContent>
    </Card>
  );
}
