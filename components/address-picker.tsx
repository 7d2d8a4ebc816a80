"use client";

import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import {
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
  useWatch,
} from "react-hook-form";
import { SelectField } from "@/components/form/fields";
import { useErrorToast } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import { cn } from "@/lib/utils";

// The cascading address picker (SPEC §3 Location entities): country → province → city → area,
// four bound selects of the form kit. Each level loads its parent's children (GetAllList) when
// the parent changes; choosing a parent clears the levels below it.

const LEVELS = ["country", "province", "city", "area"] as const;
type Level = (typeof LEVELS)[number];
interface Option {
  value: string;
  label: string;
}

/** A level's choices under one parent (the top level's parent is this stand-in). */
const TOP = "top";
const load: Record<Level, (parentId: string) => Promise<Option[]>> = {
  country: () =>
    api.Country.GetAllList({}).then((r) =>
      r.items.map((c) => ({ value: c.id, label: c.countryName })),
    ),
  province: (countryId) =>
    api.Province.GetAllList({ countryId }).then((r) =>
      r.items.map((p) => ({ value: p.id, label: p.provinceName })),
    ),
  city: (provinceId) =>
    api.City.GetAllList({ provinceId }).then((r) =>
      r.items.map((c) => ({ value: c.id, label: c.cityName })),
    ),
  area: (cityId) =>
    api.Area.GetAllList({ cityId }).then((r) =>
      r.items.map((a) => ({ value: a.id, label: a.areaName })),
    ),
};

/** The choices under `parentId`: null while they load, none without a parent. */
function useOptions(level: Level, parentId: string | null | undefined): Option[] | null {
  const showError = useErrorToast();
  const [loaded, setLoaded] = useState<{ parentId: string; options: Option[] } | null>(null);
  useEffect(() => {
    if (!parentId) return;
    let live = true;
    load[level](parentId).then(
      (options) => {
        if (live) setLoaded({ parentId, options });
      },
      (error: unknown) => {
        if (!live) return;
        setLoaded({ parentId, options: [] });
        showError(error);
      },
    );
    return () => {
      live = false;
    };
  }, [level, parentId, showError]);
  if (!parentId) return [];
  return loaded?.parentId === parentId ? loaded.options : null;
}

interface AddressPickerProps<T extends FieldValues> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resolver output
  form: UseFormReturn<T, any, any>;
  /** the form's id fields, top down (default countryId, provinceId, cityId, areaId) */
  names?: readonly Path<T>[];
  /** how many levels to offer: 2 picks a province (a city's parent), 4 down to the area */
  depth?: 1 | 2 | 3 | 4;
  /** every offered level must be chosen (no "not given" choice) */
  required?: boolean;
  className?: string;
}

const DEFAULT_NAMES = ["countryId", "provinceId", "cityId", "areaId"];

/**
 * Country, province, city and area of a react-hook-form form, bound to its id fields (null when
 * not chosen). Drop it into any form of the form kit: `<AddressPicker form={form} />`.
 */
export function AddressPicker<T extends FieldValues>({
  form,
  names = DEFAULT_NAMES as Path<T>[],
  depth = 4,
  required,
  className,
}: AddressPickerProps<T>) {
  const key = names.slice(0, depth).join();
  const fields = useMemo(() => key.split(",") as Path<T>[], [key]);
  const values = useWatch({ control: form.control, name: fields }) as (string | null)[];

  // a parent chosen by the user clears what was chosen below it (each clear cascades on)
  useEffect(() => {
    const subscription = form.watch((_, { name }) => {
      const below = fields[fields.indexOf(name as Path<T>) + 1];
      if (name && below && fields.includes(name as Path<T>))
        form.setValue(below, null as PathValue<T, Path<T>>, { shouldDirty: true });
    });
    return () => subscription.unsubscribe();
  }, [form, fields]);

  return (
    <div className={cn("grid gap-4 sm:grid-cols-2", className)}>
      {fields.map((name, i) => (
        <LevelSelect
          key={name}
          form={form}
          name={name}
          level={LEVELS[i]!}
          parentId={i === 0 ? TOP : values[i - 1]}
          required={required}
        />
      ))}
    </div>
  );
}

function LevelSelect<T extends FieldValues>(props: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resolver output
  form: UseFormReturn<T, any, any>;
  name: Path<T>;
  level: Level;
  parentId: string | null | undefined;
  required?: boolean;
}) {
  const t = useTranslations("addressPicker");
  const options = useOptions(props.level, props.parentId);
  const label = {
    country: t("country"),
    province: t("province"),
    city: t("city"),
    area: t("area"),
  }[props.level];
  return (
    <SelectField
      form={props.form}
      name={props.name}
      label={label}
      required={props.required}
      options={options ?? []}
      none={props.required ? undefined : t("none")}
      placeholder={
        options === null
          ? t("loading")
          : props.parentId
            ? t("choose")
            : t("chooseAbove", { level: LEVELS[LEVELS.indexOf(props.level) - 1] ?? "" })
      }
      disabled={!props.parentId || options === null}
    />
  );
}
