"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { type FieldValues, type Path, type UseFormReturn, useWatch } from "react-hook-form";
import { SelectField } from "@/components/form/fields";
import { useErrorToast } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import type { Option } from "./warehouse-options";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resolver output
type Form<T extends FieldValues> = UseFormReturn<T, any, any>;

/**
 * A location of the warehouse the form's `warehouseId` names: its enabled locations, loaded when
 * the warehouse is chosen; choosing another warehouse clears it. `saved` stays a choice in its
 * own warehouse even if since disabled (a stock-in being edited); `exclude` is left out (the
 * place a transfer leaves). The stock-in form and the transfer dialog use it.
 */
export function LocationField<T extends FieldValues>({
  form,
  name,
  label,
  saved,
  exclude,
  onOptions,
}: {
  form: Form<T>;
  name: Path<T>;
  label: string;
  saved?: { warehouseId: string; option: Option };
  exclude?: string;
  /** told the choices when they arrive (to name the chosen one afterwards) */
  onOptions?: (options: Option[]) => void;
}) {
  const t = useTranslations("warehouse");
  const tc = useTranslations("common");
  const showError = useErrorToast();
  const warehouseId = useWatch({ control: form.control, name: "warehouseId" as Path<T> }) as
    string | undefined;
  const [loaded, setLoaded] = useState<{ warehouseId: string; options: Option[] } | null>(null);
  const chosen = useRef(warehouseId);

  useEffect(() => {
    if (chosen.current !== warehouseId) {
      chosen.current = warehouseId;
      form.setValue(name, undefined as never, { shouldDirty: true });
    }
    if (!warehouseId) return;
    let live = true;
    api.WarehouseLocation.GetAll({
      warehouseId,
      status: "Enable",
      maxResultCount: 1000,
      sorting: "code",
    }).then(
      (page) => {
        if (!live) return;
        const options = page.items.map((l) => ({ value: l.id, label: l.code }));
        setLoaded({ warehouseId, options });
        onOptions?.(options);
      },
      (error: unknown) => {
        if (!live) return;
        showError(error);
        setLoaded({ warehouseId, options: [] });
      },
    );
    return () => {
      live = false;
    };
  }, [form, name, onOptions, showError, warehouseId]);

  const isLoaded = !!warehouseId && loaded?.warehouseId === warehouseId;
  let options = isLoaded ? loaded.options : [];
  if (
    saved &&
    saved.warehouseId === warehouseId &&
    !options.some((o) => o.value === saved.option.value)
  )
    options = [...options, saved.option];
  const others = options.filter((o) => o.value !== exclude);
  const hint = !warehouseId
    ? t("chooseWarehouseFirst")
    : isLoaded && others.length === 0
      ? t(options.length ? "noOtherLocations" : "noLocations")
      : undefined;
  return (
    <SelectField
      form={form}
      name={name}
      label={label}
      placeholder={warehouseId && !isLoaded ? tc("loading") : t("chooseLocation")}
      options={others}
      disabled={!warehouseId}
      hint={hint}
      required
    />
  );
}
