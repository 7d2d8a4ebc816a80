"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { col, CreateButton, DialogEditedList, RowActions } from "@/components/data-table/kit";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";
import { crudOf } from "./crud-of";
import { REGION_LEVELS, type RegionDepth, type RegionRow, regionsHref } from "./levels";

// Loaded when opened, with the form kit, the address picker and zod (first-load weight).
const RegionFormDialog = dynamic(
  () => import("./region-form-dialog").then((m) => m.RegionFormDialog),
  { ssr: false },
);

interface LevelProps {
  depth: RegionDepth;
  /** the ids of the chosen country, province, city (as many as `depth`) */
  path: string[];
}

export function CreateRegionButton({ depth, path }: LevelProps) {
  const t = useTranslations("regions");
  return (
    <CreateButton
      permission="Pages.Admin.Regions.Create"
      label={t("create", { level: REGION_LEVELS[depth].level })}
      dialog={(close) => <RegionFormDialog depth={depth} path={path} onClose={close} />}
    />
  );
}

/** One level's rows: the name opens its children (down to areas); edit in a dialog, delete. */
export function RegionList({
  depth,
  path,
  ...props
}: LevelProps & {
  result: { items: RegionRow[]; totalCount: number };
  params: ListParams;
  source?: ListSource;
}) {
  const t = useTranslations("regions");
  const te = useTranslations("entities");
  const tc = useTranslations("common");
  const level = REGION_LEVELS[depth];
  const columns = useCallback(
    (edit: (r: RegionRow) => void) => [
      depth < 3
        ? col.link<RegionRow>("name", t("name"), (r) => regionsHref([...path, r.id]), {
            sortable: true,
            exportAs: { field: level.nameField },
          })
        : col.text<RegionRow>("name", t("name"), {
            sortable: true,
            hideable: false,
            exportAs: { field: level.nameField },
          }),
      ...(level.shortField
        ? [
            col.text<RegionRow>(
              "short",
              level.shortField === "shortCode" ? t("shortCode") : t("shortName"),
              { exportAs: { field: level.shortField } },
            ),
          ]
        : []),
      col.date<RegionRow>("creationTime", t("creationTime"), { sortable: true }),
      col.actions<RegionRow>(tc("actions"), (r) => (
        <RowActions
          name={r.name}
          entity={level.level}
          edit={{ permission: "Pages.Admin.Regions.Edit", onSelect: () => edit(r) }}
          remove={{
            permission: "Pages.Admin.Regions.Delete",
            run: () => crudOf(depth).Delete({ id: r.id }),
          }}
        />
      )),
    ],
    [depth, level, path, t, tc],
  );
  return (
    <DialogEditedList
      {...props}
      // a new level is a new list (its own sorting, search and row being edited)
      key={path.join("/")}
      columns={columns}
      things={te(level.things)}
      search={t("searchPlaceholder")}
      createAction={<CreateRegionButton depth={depth} path={path} />}
      editDialog={(r, close) => (
        <RegionFormDialog depth={depth} path={path} region={r} onClose={close} />
      )}
    />
  );
}
