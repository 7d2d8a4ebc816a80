"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { col, CreateButton, DialogEditedList, RowActions } from "@/components/data-table/kit";
import { DataTableSelectFilter } from "@/components/data-table/toolbar";
import { api } from "@/lib/api/client";
import { projectKinds, projectStates } from "@/lib/contracts/charity-project-values";
import type { TProjectDto } from "@/lib/contracts/charity-projects";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";
import type { ProjectOptions } from "./project-form-dialog";
import { stateTone } from "./project-state";

// Loaded when opened, with the form kit and zod (first-load weight, issue 7).
const ProjectFormDialog = dynamic(
  () => import("./project-form-dialog").then((m) => m.ProjectFormDialog),
  { ssr: false },
);

export function CreateProjectButton({ options }: { options: ProjectOptions }) {
  const t = useTranslations("projects");
  return (
    <CreateButton
      permission="Pages.Project.Create"
      label={t("create")}
      dialog={(close) => <ProjectFormDialog options={options} onClose={close} />}
    />
  );
}

/**
 * Projects: code (to its page), name, kind, state, series, fund, budget (RMB), dates; searched by
 * name or code, filtered by kind, state, series and fund; a draft or running one edited in a
 * dialog, a draft deleted after a confirmation.
 */
export function ProjectTable(props: {
  result: { items: TProjectDto[]; totalCount: number };
  params: ListParams;
  options: ProjectOptions;
  source: ListSource;
}) {
  const t = useTranslations("projects");
  const te = useTranslations("entities");
  const tc = useTranslations("common");
  const { options } = props;
  const columns = useCallback(
    (edit: (row: TProjectDto) => void) => [
      col.link<TProjectDto>("code", t("code"), (row) => `/charity/projects/${row.id}`, {
        sortable: true,
      }),
      col.text<TProjectDto>("name", t("name"), { sortable: true }),
      col.status<TProjectDto, TProjectDto["kind"]>("kind", t("kindLabel"), {
        values: projectKinds,
        label: (v) => t(`kind.${v}`),
        tone: (v) => (v === "Internal" ? "secondary" : "outline"),
      }),
      col.status<TProjectDto, TProjectDto["state"]>("state", t("stateLabel"), {
        values: projectStates,
        label: (v) => t(`state.${v}`),
        tone: stateTone,
      }),
      col.text<TProjectDto>("seriesName", t("series")),
      col.text<TProjectDto>("fundName", t("fund")),
      col.money<TProjectDto>("budget", t("budget"), { currency: "RMB", sortable: true }),
      col.date<TProjectDto>("startOn", t("startOn"), { sortable: true }),
      col.date<TProjectDto>("endOn", t("endOn")),
      col.actions<TProjectDto>(tc("actions"), (row) => (
        <RowActions
          name={`${row.code} ${row.name}`}
          entity="project"
          edit={
            row.actions.includes("Edit")
              ? { permission: "Pages.Project.Edit", onSelect: () => edit(row) }
              : undefined
          }
          remove={
            row.actions.includes("Delete")
              ? {
                  permission: "Pages.Project.Delete",
                  run: () => api.Project.Delete({ id: row.id }),
                }
              : undefined
          }
        />
      )),
    ],
    [t, tc],
  );
  return (
    <DialogEditedList
      {...props}
      columns={columns}
      things={te("projects")}
      search={t("searchPlaceholder")}
      filters={
        <>
          <DataTableSelectFilter
            name="kind"
            label={t("kindLabel")}
            options={projectKinds.map((v) => ({ value: v, label: t(`kind.${v}`) }))}
          />
          <DataTableSelectFilter
            name="state"
            label={t("stateLabel")}
            options={projectStates.map((v) => ({ value: v, label: t(`state.${v}`) }))}
          />
          {options.series.length > 0 && (
            <DataTableSelectFilter
              name="seriesId"
              label={t("series")}
              options={options.series.map((s) => ({ value: s.id, label: s.name }))}
            />
          )}
          <DataTableSelectFilter
            name="fundId"
            label={t("fund")}
            options={options.funds.map((f) => ({ value: f.id, label: f.name }))}
          />
        </>
      }
      filterNames={["kind", "state", "seriesId", "fundId"]}
      createAction={<CreateProjectButton options={options} />}
      editDialog={(row, close) => (
        <ProjectFormDialog item={row} options={options} onClose={close} />
      )}
    />
  );
}
