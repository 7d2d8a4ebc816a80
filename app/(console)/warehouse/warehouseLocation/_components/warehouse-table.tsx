"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import {
  binOf,
  col,
  CreateButton,
  DialogEditedList,
  RowActions,
} from "@/components/data-table/kit";
import { api } from "@/lib/api/client";
import type { TWarehouseDto } from "@/lib/contracts/warehouse";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";
import { StatusFilter, statusColumn } from "../../_components/warehouse-parts";

// Loaded when opened, with the form kit and zod (first-load weight, issue 7).
const WarehouseFormDialog = dynamic(
  () => import("./warehouse-form-dialog").then((m) => m.WarehouseFormDialog),
  { ssr: false },
);

const bin = binOf(api.Warehouse, "Pages.Warehouse.Warehouses.Restore", "warehouse");

export function CreateWarehouseButton() {
  const t = useTranslations("warehouse.warehouses");
  return (
    <CreateButton
      permission="Pages.Warehouse.Warehouses.Create"
      label={t("create")}
      dialog={(close) => <WarehouseFormDialog onClose={close} />}
    />
  );
}

/**
 * Warehouses: name, status, description and how many locations (a link to them); edit in a
 * dialog; delete, which the server refuses naming what still uses the warehouse.
 */
export function WarehouseTable(props: {
  result: { items: TWarehouseDto[]; totalCount: number };
  params: ListParams;
  /** the list's GetAll and input, for Export */
  source?: ListSource;
}) {
  const t = useTranslations("warehouse");
  const te = useTranslations("entities");
  const tc = useTranslations("common");
  const ts = useTranslations("enums.Switch");
  const columns = useCallback(
    (edit: (w: TWarehouseDto) => void) => [
      col.text<TWarehouseDto>("name", t("warehouses.name"), { sortable: true, hideable: false }),
      statusColumn<TWarehouseDto>(t("status"), (s) => ts(s)),
      col.text<TWarehouseDto>("description", t("warehouses.about"), {
        cell: (w) => (
          <span className="line-clamp-2 max-w-80 whitespace-normal">{w.description ?? "—"}</span>
        ),
      }),
      col.text<TWarehouseDto>("locationCount", t("warehouses.locationCount"), {
        cell: (w) => (
          <Link
            href={`/warehouse/locationManagement?warehouseId=${w.id}`}
            className="tabular-nums hover:underline"
            aria-label={t("warehouses.locationsOf", { name: w.name, count: w.locationCount })}
          >
            {w.locationCount}
          </Link>
        ),
      }),
      col.date<TWarehouseDto>("creationTime", t("creationTime"), { sortable: true }),
      col.actions<TWarehouseDto>(tc("actions"), (w) => (
        <RowActions
          name={w.name}
          entity="warehouse"
          edit={{ permission: "Pages.Warehouse.Warehouses.Edit", onSelect: () => edit(w) }}
          remove={{
            permission: "Pages.Warehouse.Warehouses.Delete",
            run: () => api.Warehouse.Delete({ id: w.id }),
            undo: { bin, id: w.id },
          }}
        />
      )),
    ],
    [t, tc, ts],
  );
  return (
    <DialogEditedList
      {...props}
      columns={columns}
      things={te("warehouses")}
      search={t("warehouses.searchPlaceholder")}
      searchName="name"
      filters={<StatusFilter />}
      filterNames={["status"]}
      createAction={<CreateWarehouseButton />}
      editDialog={(w, close) => <WarehouseFormDialog warehouse={w} onClose={close} />}
      bin={bin}
    />
  );
}
