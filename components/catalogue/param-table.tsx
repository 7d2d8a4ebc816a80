"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { col } from "@/components/data-table/columns";
import { CreateButton } from "@/components/data-table/create-button";
import { DataTable } from "@/components/data-table/data-table";
import { BinButton, binOf } from "@/components/data-table/bin";
import { RowActions } from "@/components/data-table/row-actions";
import { DataTableSelectFilter, ListToolbar } from "@/components/data-table/toolbar";
import { Badge } from "@/components/ui/badge";
import { api } from "@/lib/api/client";
import type { TParamDto } from "@/lib/contracts/catalogue/params";
import { appEnums } from "@/lib/contracts/enum-values";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";

// Loaded when opened, with the form kit and zod (first-load weight, issue 7).
const ParamFormDialog = dynamic(
  () => import("./param-form-dialog").then((m) => m.ParamFormDialog),
  { ssr: false },
);

/** Which of the two parameter screens (they share one contract, SPEC §3). */
export interface ParamScreen {
  service: "ProductSpecParam" | "ProductBasicParam";
  /** the page permission; its .Create, .Edit and .Delete guard the actions */
  permission: "Pages.Commodity.Specifications" | "Pages.Commodity.BasicParams";
  /** the group under "params" holding this screen's titles */
  messages: "spec" | "basic";
}

/** The page header's (and the empty list's) "Create …", opening the dialog. */
export function CreateParamButton({ screen }: { screen: ParamScreen }) {
  const t = useTranslations("params");
  return (
    <CreateButton
      permission={`${screen.permission}.Create`}
      label={t(`${screen.messages}.create`)}
      dialog={(close) => <ParamFormDialog screen={screen} onClose={close} />}
    />
  );
}

const SHOWN_OPTIONS = 3;

function OptionBadges({ options }: { options: string[] }) {
  const t = useTranslations("params");
  if (options.length === 0) return <span className="text-muted-foreground">—</span>;
  const rest = options.length - SHOWN_OPTIONS;
  return (
    <div className="flex max-w-72 flex-wrap gap-1">
      {options.slice(0, SHOWN_OPTIONS).map((option) => (
        <Badge key={option} variant="outline">
          {option}
        </Badge>
      ))}
      {rest > 0 && (
        <Badge variant="secondary" title={options.slice(SHOWN_OPTIONS).join(", ")}>
          {t("moreOptions", { count: rest })}
        </Badge>
      )}
    </div>
  );
}

/**
 * Specification or basic parameters: name, input kind, options, requirement, value type and how
 * many products use each; keyword and kind/requirement filters; edit in a dialog, delete unless
 * in use.
 */
export function ParamTable({
  screen,
  result,
  params,
  source,
}: {
  screen: ParamScreen;
  result: { items: TParamDto[]; totalCount: number };
  params: ListParams;
  /** the list's GetAll and input, for Export */
  source?: ListSource;
}) {
  const t = useTranslations("params");
  const tc = useTranslations("common");
  const te = useTranslations("enums");
  const tn = useTranslations("entities");
  const [editing, setEditing] = useState<TParamDto | null>(null);
  const entity = screen.messages === "spec" ? "specParam" : "basicParam";
  const bin = useMemo(
    () => binOf(api[screen.service], `${screen.permission}.Restore`, entity),
    [entity, screen],
  );

  const columns = useMemo(
    () => [
      col.text<TParamDto>("name", t("name"), { sortable: true, hideable: false }),
      col.text<TParamDto>("inputKind", t("inputKind"), {
        sortable: true,
        values: appEnums.ParamInputKind,
        label: (v) => te(`ParamInputKind.${v as TParamDto["inputKind"]}`),
      }),
      col.text<TParamDto>("options", t("options"), {
        cell: (p) => <OptionBadges options={p.options} />,
      }),
      col.status<TParamDto, TParamDto["requirement"]>("requirement", t("requirement"), {
        sortable: true,
        label: (v) => te(`ParamRequirement.${v}`),
        values: appEnums.ParamRequirement,
        tone: (v) => (v === "Needed" ? "default" : "secondary"),
      }),
      col.text<TParamDto>("specInputType", t("specInputType"), {
        sortable: true,
        values: appEnums.SpecInputType,
        label: (v) => te(`SpecInputType.${v as TParamDto["specInputType"]}`),
      }),
      col.number<TParamDto>("productCount", t("productCount"), { sortable: true }),
      col.number<TParamDto>("sortOrder", t("sortOrder"), { sortable: true }),
      col.date<TParamDto>("creationTime", t("creationTime"), { sortable: true }),
      col.actions<TParamDto>(tc("actions"), (param) => (
        <RowActions
          name={param.name}
          entity={entity}
          edit={{ permission: `${screen.permission}.Edit`, onSelect: () => setEditing(param) }}
          remove={{
            permission: `${screen.permission}.Delete`,
            blockedBy: { kind: "product", count: param.productCount },
            hint: t(`${screen.messages}.confirmDeleteHint`),
            run: () => api[screen.service].Delete({ id: param.id }),
            undo: { bin, id: param.id },
          }}
        />
      )),
    ],
    [bin, entity, screen, t, tc, te],
  );

  return (
    <>
      <DataTable
        columns={columns}
        result={result}
        params={params}
        source={source}
        getRowId={(p) => p.id}
        things={tn(`${entity}s`)}
        createAction={<CreateParamButton screen={screen} />}
        toolbar={(table) => (
          <ListToolbar
            table={table}
            search={t(`${screen.messages}.searchPlaceholder`)}
            filterNames={["inputKind", "requirement"]}
            actions={<BinButton bin={bin} things={tn(`${entity}s`)} />}
            filters={
              <>
                <DataTableSelectFilter
                  name="inputKind"
                  label={t("inputKind")}
                  options={appEnums.ParamInputKind.map((v) => ({
                    value: v,
                    label: te(`ParamInputKind.${v}`),
                  }))}
                />
                <DataTableSelectFilter
                  name="requirement"
                  label={t("requirement")}
                  options={appEnums.ParamRequirement.map((v) => ({
                    value: v,
                    label: te(`ParamRequirement.${v}`),
                  }))}
                />
              </>
            }
          />
        )}
      />
      {editing && (
        <ParamFormDialog screen={screen} param={editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
