"use client";

import dynamic from "next/dynamic";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { col, CreateButton, DialogEditedList, RowActions } from "@/components/data-table/kit";
import { api } from "@/lib/api/client";
import type { TSelfLiftPointDto } from "@/lib/contracts/warehouse";
import type { ListParams } from "@/lib/list-params";
import type { Option } from "../../_components/warehouse-options";
import { WarehouseFilter } from "../../_components/warehouse-parts";

// Loaded when opened, with the form kit, the address picker and zod (first-load weight).
const PointFormDialog = dynamic(
  () => import("./point-form-dialog").then((m) => m.PointFormDialog),
  { ssr: false },
);

/** Create a self-pickup point; of the warehouse the list is filtered by, if it is. */
export function CreatePointButton({ warehouses }: { warehouses: Option[] }) {
  const t = useTranslations("warehouse.points");
  const warehouseId = useSearchParams().get("warehouseId");
  return (
    <CreateButton
      permission="Pages.Warehouse.SelfLiftPoints.Create"
      label={t("create")}
      dialog={(close) => (
        <PointFormDialog
          warehouses={warehouses}
          warehouseId={warehouses.some((w) => w.value === warehouseId) ? warehouseId : null}
          onClose={close}
        />
      )}
    />
  );
}

/** Self-pickup points: name, warehouse, contact, phone, e-mail, region, address. */
export function PointTable({
  warehouses,
  ...props
}: {
  result: { items: TSelfLiftPointDto[]; totalCount: number };
  params: ListParams;
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
          }}
        />
      )),
    ],
    [t, tc],
  );
  return (
    <DialogEditedList
      {...props}
      columns={columns}
      things={te("selfLiftPoints")}
      filters={<WarehouseFilter warehouses={warehouses} />}
      filterNames={["warehouseId"]}
      createAction={<CreatePointButton warehouses={warehouses} />}
      editDialog={(p, close) => (
        <PointFormDialog
          warehouses={warehouses}
          warehouseId={p.warehouseId}
          point={p}
          onClose={close}
        />
      )}
    />
  );
}
