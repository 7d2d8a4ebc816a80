"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { col, CreateButton, DialogEditedList, RowActions } from "@/components/data-table/kit";
import { api } from "@/lib/api/client";
import type { TProjectSeriesDto } from "@/lib/contracts/project-series";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";

// Loaded when opened, with the form kit and zod (first-load weight, issue 7).
const ProjectSeriesFormDialog = dynamic(
  () => import("./project-series-form-dialog").then((m) => m.ProjectSeriesFormDialog),
  { ssr: false },
);

export function CreateProjectSeriesButton() {
  const t = useTranslations("projectSeriesList");
  return (
    <CreateButton
      permission="Pages.ProjectSeries.Create"
      label={t("create")}
      dialog={(close) => <ProjectSeriesFormDialog onClose={close} />}
    />
  );
}

/**
 * Project series: name, description, creation time; edit in a dialog, delete after a confirmation;
 * Export writes the whole view.
 */
export function ProjectSeriesTable(props: {
  result: { items: TProjectSeriesDto[]; totalCount: number };
  params: ListParams;
  /** the list's GetAll and input, for Export */
  source: ListSource;
}) {
  const t = useTranslations("projectSeriesList");
  const te = useTranslations("entities");
  const tc = useTranslations("common");
  const columns = useCallback(
    (edit: (row: TProjectSeriesDto) => void) => [
      col.text<TProjectSeriesDto>("name", t("name"), { sortable: true, hideable: false }),
      col.text<TProjectSeriesDto>("description", t("descriptionField")),
      col.date<TProjectSeriesDto>("creationTime", t("creationTime"), { sortable: true }),
      col.actions<TProjectSeriesDto>(tc("actions"), (row) => (
        <RowActions
          remove={{
            permission: "Pages.ProjectSeries.Delete",
            run: () => api.ProjectSeries.Delete({ id: row.id }),
          }}
          edit={{ permission: "Pages.ProjectSeries.Edit", onSelect: () => edit(row) }}
          entity="projectSeries"
          name={row.name}
        />
      )),
    ],
    [t, tc],
  );
  return (
    <DialogEditedList
      createAction={<CreateProjectSeriesButton />}
      editDialog={(row, close) => <ProjectSeriesFormDialog item={row} onClose={close} />}
      search={t("searchPlaceholder")}
      things={te("projectSeriesList")}
      columns={columns}
      {...props}
    />
  );
}
