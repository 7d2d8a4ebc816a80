"use client";

import { useTranslations } from "next-intl";
import * as z from "zod";
import { AddressPicker } from "@/components/address-picker";
import { TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { useSaid } from "@/components/shell/use-mutation";
import { Area, City, Country, Province } from "@/lib/contracts/location";
import { crudOf } from "./crud-of";
import { PATH_PARAMS, REGION_LEVELS, type RegionDepth, type RegionRow } from "./levels";

// The form is the level's own Create input plus the levels above its parent, which only the
// picker uses (so a city can move to another province, of another country).
const ZPicked = z.uuid("validation.required");
const schemas = [
  Country.Create.input,
  Province.Create.input.extend({ countryId: ZPicked }),
  City.Create.input.extend({ countryId: ZPicked, provinceId: ZPicked }),
  Area.Create.input.extend({ countryId: ZPicked, provinceId: ZPicked, cityId: ZPicked }),
] as unknown as z.ZodType<Record<string, unknown>, Record<string, unknown>>[];

/** Create or edit one region of a level; its parent is picked with the address picker. */
export function RegionFormDialog({
  depth,
  path,
  region,
  onClose,
}: {
  depth: RegionDepth;
  path: string[];
  region?: RegionRow;
  onClose: () => void;
}) {
  const t = useTranslations("regions");
  const tc = useTranslations("common");
  const level = REGION_LEVELS[depth];
  const said = useSaid(level.level);
  const form = useAppForm(schemas[depth]!, {
    [level.nameField]: region?.name ?? "",
    ...(level.shortField ? { [level.shortField]: region?.short ?? "" } : {}),
    ...Object.fromEntries(PATH_PARAMS.slice(0, depth).map((p, i) => [p, path[i] ?? null])),
  });
  const parentField = PATH_PARAMS[depth - 1];
  const onSubmit = form.submitWith(
    (values) => {
      // the level's own fields and its parent; the picker's upper levels stay here
      const own = [level.nameField, level.shortField, parentField].filter(
        (f) => f !== undefined && f !== null,
      );
      const input = Object.fromEntries(own.map((f) => [f, values[f]]));
      const crud = crudOf(depth);
      return region ? crud.Update({ ...input, id: region.id }) : crud.Create(input);
    },
    {
      success: (_, values) => said(region ? "saved" : "created", String(values[level.nameField])),
      then: onClose,
    },
  );
  return (
    <FormDialog
      id="region-form"
      title={region ? t("editTitle", { name: region.name }) : t("create", { level: level.level })}
      submitLabel={tc("save")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {depth > 0 && <AddressPicker form={form} depth={depth as 1 | 2 | 3} required />}
      <TextField form={form} name={level.nameField} label={t("name")} required />
      {level.shortField && (
        <TextField
          form={form}
          name={level.shortField}
          label={level.shortField === "shortCode" ? t("shortCode") : t("shortName")}
          hint={t("shortHint")}
        />
      )}
    </FormDialog>
  );
}
