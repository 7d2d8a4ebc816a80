"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { binOf, col, RowActions } from "@/components/data-table/kit";
import { api } from "@/lib/api/client";
import type { TSelfLiftPointDto } from "@/lib/contracts/warehouse";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";
import type { Option } from "../../_components/warehouse-options";
import { CreateInWarehouseButton, WarehouseRecordList } from "../../_components/warehouse-parts";

// Loaded when opened, with the form kit, the address picker and zod (first-load weight).
const PointFormDialog = dynamic(
  () => import("./point-form-dialog").then((m) => m.PointFormDialog),
  { ssr: false },
);

const bin = binOf(
  api.WarehouseSelfLiftinPoint,
  "Pages.Warehouse.SelfLiftPoints.Restore",
  "selfLiftPoint",
);

/** Create a self-pickup point; of the warehouse the list is filtered by, if it is. */
export function CreatePointButton({ warehouses }: { warehouses: Option[] }) {
  const t = useTranslations("warehouse.points");
  return (
    <CreateInWarehouseButton
      warehouses={warehouses}
      permission="Pages.Warehouse.SelfLiftPoints.Create"
      label={t("create")}
      dialog={(warehouseId, close) => (
        <PointFormDialog warehouses={warehouses} warehouseId={warehouseId} onClose={close} />
      )}
    />
  );
}

/** Self-pickup points: name, warehouse, contact, phone, e-mail, region, address. */
export function PointTable(props: {
  result: { items: TSelfLiftPointDto[]; totalCount: number };
  params: ListParams;
  source?: ListSource;
  warehouses: Option[];
}) {
  const t = useTranslations("warehouse");
  const te = useTranslations("entities");
  const tc = useTranslations("common");
  const columns = useCallback(
    (edit: (p: TSelfLiftPointDto) => void) => [
      col.text<TSelfLiftPointDto>("name", t("points.name"), { sortable: true, hideable: false }),
      col.text<TSelfLiftPointDto>("warehouseName", t("warehouse")),
      col.text<TSelfLiftPointDto>("contacts", t("points.contacts")),
      col.text<TSelfLiftPointDto>("contactNumber", t("points.contactNumber"), {
        cell: (p) => <span className="whitespace-nowrap tabular-nums">{p.contactNumber}</span>,
      }),
      col.text<TSelfLiftPointDto>("contactEmail", t("points.contactEmail")),
      col.text<TSelfLiftPointDto>("regionText", t("points.region")),
      col.text<TSelfLiftPointDto>("address", t("points.address"), {
        cell: (p) => <span className="line-clamp-2 max-w-72 whitespace-normal">{p.address}</span>,
      }),
      col.actions<TSelfLiftPointDto>(tc("actions"), (p) => (
        <RowActions
          name={p.name}
          entity="selfLiftPoint"
          edit={{ permission: "Pages.Warehouse.SelfLiftPoints.Edit", onSelect: () => edit(p) }}
          remove={{
            permission: "Pages.Warehouse.SelfLiftPoints.Delete",
            run: () => api.WarehouseSelfLiftinPoint.Delete({ id: p.id }),
            undo: { bin, id: p.id },
          }}
        />
      )),
    ],
    [t, tc],
  );
  return (
    <WarehouseRecordList
      {...props}
      columns={columns}
      things={te("selfLiftPoints")}
      createAction={<CreatePointButton warehouses={props.warehouses} />}
      bin={bin}
      editDialog={(p, close) => (
        <PointFormDialog
          warehouses={props.warehouses}
          warehouseId={p.warehouseId}
          point={p}
          onClose={close}
        />
      )}
    />
  );
}
