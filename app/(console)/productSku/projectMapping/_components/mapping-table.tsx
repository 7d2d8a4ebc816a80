"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { col, CreateButton, DialogEditedList, RowActions } from "@/components/data-table/kit";
import { api } from "@/lib/api/client";
import type { TMappingDto } from "@/lib/contracts/catalogue/mapping";
import { DataTableSelectFilter } from "@/components/data-table/toolbar";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";

// Loaded when opened, with the form kit and zod (first-load weight, issue 7).
const MappingFormDialog = dynamic(
  () => import("./mapping-form-dialog").then((m) => m.MappingFormDialog),
  { ssr: false },
);

const MAP = "Pages.Commodity.Product.Mapping";

export function CreateMappingButton({ productId }: { productId: string }) {
  const t = useTranslations("sales.mappings");
  return (
    <CreateButton
      permission={MAP}
      label={t("create")}
      dialog={(close) => <MappingFormDialog productId={productId} onClose={close} />}
    />
  );
}

/** A product's mappings: the product it links to and how; edited in a dialog, deleted. */
export function MappingTable(props: {
  result: { items: TMappingDto[]; totalCount: number };
  params: ListParams;
  /** the list's GetAll and input, for Export */
  source?: ListSource;
  productId: string;
  /** the mapping types (from the server page: the contract would bring zod to the first load) */
  types: readonly TMappingDto["type"][];
}) {
  const t = useTranslations("sales.mappings");
  const tc = useTranslations("common");
  const columns = useCallback(
    (edit: (m: TMappingDto) => void) => [
      col.text<TMappingDto>("targetProductName", t("target"), {
        sortable: true,
        hideable: false,
      }),
      col.status<TMappingDto, TMappingDto["type"]>("type", t("type"), {
        sortable: true,
        label: (type) => t(`types.${type}`),
        values: props.types,
        tone: (type) => (type === "Replacement" ? "outline" : "secondary"),
      }),
      col.date<TMappingDto>("creationTime", t("creationTime"), { sortable: true }),
      col.actions<TMappingDto>(tc("actions"), (m) => (
        <RowActions
          name={m.targetProductName ?? m.targetProductId}
          entity="mapping"
          edit={{ permission: MAP, onSelect: () => edit(m) }}
          remove={{ permission: MAP, run: () => api.ProductMapping.Delete({ id: m.id }) }}
        />
      )),
    ],
    [props.types, t, tc],
  );
  return (
    <DialogEditedList
      result={props.result}
      params={props.params}
      source={props.source}
      columns={columns}
      things={t("things")}
      filterNames={["type"]}
      filters={
        <DataTableSelectFilter
          name="type"
          label={t("type")}
          options={props.types.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        />
      }
      createAction={<CreateMappingButton productId={props.productId} />}
      editDialog={(m, close) => (
        <MappingFormDialog productId={props.productId} mapping={m} onClose={close} />
      )}
    />
  );
}
