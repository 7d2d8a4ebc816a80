"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { col, RowActions } from "@/components/data-table/kit";
import { api } from "@/lib/api/client";
import type { TWarehouseLocationDto } from "@/lib/contracts/warehouse";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";
import type { Option } from "../../_components/warehouse-options";
import {
  CreateInWarehouseButton,
  statusColumn,
  WarehouseRecordList,
} from "../../_components/warehouse-parts";

// Loaded when opened, with the form kit and zod (first-load weight, issue 7).
const LocationFormDialog = dynamic(
  () => import("./location-form-dialog").then((m) => m.LocationFormDialog),
  { ssr: false },
);

/** Create a location; in the warehouse the list is filtered by, if it is. */
export function CreateLocationButton({ warehouses }: { warehouses: Option[] }) {
  const t = useTranslations("warehouse.locations");
  return (
    <CreateInWarehouseButton
      warehouses={warehouses}
      permission="Pages.Warehouse.Locations.Create"
      label={t("create")}
      dialog={(warehouseId, close) => (
        <LocationFormDialog warehouses={warehouses} warehouseId={warehouseId} onClose={close} />
      )}
    />
  );
}

/** Locations: code (frame-layer-position), warehouse, status; filter by warehouse and status. */
export function LocationTable(props: {
  result: { items: TWarehouseLocationDto[]; totalCount: number };
  params: ListParams;
  source?: ListSource;
  warehouses: Option[];
}) {
  const t = useTranslations("warehouse");
  const te = useTranslations("entities");
  const tc = useTranslations("common");
  const ts = useTranslations("enums.Switch");
  const columns = useCallback(
    (edit: (l: TWarehouseLocationDto) => void) => [
      col.text<TWarehouseLocationDto>("code", t("locations.code"), {
        sortable: true,
        hideable: false,
        cell: (l) => <span className="font-medium tabular-nums">{l.code}</span>,
      }),
      col.text<TWarehouseLocationDto>("warehouseName", t("warehouse")),
      statusColumn<TWarehouseLocationDto>(t("status"), (s) => ts(s)),
      col.date<TWarehouseLocationDto>("creationTime", t("creationTime"), { sortable: true }),
      col.actions<TWarehouseLocationDto>(tc("actions"), (l) => (
        <RowActions
          name={`${l.warehouseName} ${l.code}`}
          entity="location"
          edit={{ permission: "Pages.Warehouse.Locations.Edit", onSelect: () => edit(l) }}
          remove={{
            permission: "Pages.Warehouse.Locations.Delete",
            run: () => api.WarehouseLocation.Delete({ id: l.id }),
          }}
        />
      )),
    ],
    [t, tc, ts],
  );
  return (
    <WarehouseRecordList
      {...props}
      statusFilter
      columns={columns}
      things={te("locations")}
      createAction={<CreateLocationButton warehouses={props.warehouses} />}
      editDialog={(l, close) => (
        <LocationFormDialog
          warehouses={props.warehouses}
          warehouseId={l.warehouseId}
          location={l}
          onClose={close}
        />
      )}
    />
  );
}
