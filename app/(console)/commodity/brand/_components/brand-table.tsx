"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { col } from "@/components/data-table/columns";
import { CreateButton } from "@/components/data-table/create-button";
import { DataTable } from "@/components/data-table/data-table";
import { RowActions } from "@/components/data-table/row-actions";
import { ListToolbar } from "@/components/data-table/toolbar";
import { api } from "@/lib/api/client";
import type { TBrandDto } from "@/lib/contracts/catalogue/brand";
import type { ListParams } from "@/lib/list-params";

// Loaded when opened, with the form kit and zod (first-load weight, issue 7).
const BrandFormDialog = dynamic(
  () => import("./brand-form-dialog").then((m) => m.BrandFormDialog),
  { ssr: false },
);

export function CreateBrandButton() {
  const t = useTranslations("brands");
  return (
    <CreateButton
      permission="Pages.Commodity.Brand.Create"
      label={t("create")}
      dialog={(close) => <BrandFormDialog onClose={close} />}
    />
  );
}

/** Brands: logo, name, how many products use it; edit in a dialog, delete unless in use. */
export function BrandTable(props: {
  result: { items: TBrandDto[]; totalCount: number };
  params: ListParams;
}) {
  const t = useTranslations("brands");
  const te = useTranslations("entities");
  const tc = useTranslations("common");
  const [editing, setEditing] = useState<TBrandDto | null>(null);
  const columns = useMemo(
    () => [
      col.image<TBrandDto>("image", t("logo"), (b) => ({ src: b.imageUrl, alt: b.name })),
      col.text<TBrandDto>("name", t("name"), { sortable: true, hideable: false }),
      col.number<TBrandDto>("productCount", t("productCount"), { sortable: true }),
      col.date<TBrandDto>("creationTime", t("creationTime"), { sortable: true }),
      col.actions<TBrandDto>(tc("actions"), (b) => (
        <RowActions
          name={b.name}
          entity="brand"
          edit={{ permission: "Pages.Commodity.Brand.Edit", onSelect: () => setEditing(b) }}
          remove={{
            permission: "Pages.Commodity.Brand.Delete",
            blockedBy: { kind: "product", count: b.productCount },
            run: () => api.ProductBrand.Delete({ id: b.id }),
          }}
        />
      )),
    ],
    [t, tc],
  );
  return (
    <>
      <DataTable
        columns={columns}
        data={props.result.items}
        totalCount={props.result.totalCount}
        params={props.params}
        getRowId={(b) => b.id}
        things={te("brands")}
        createAction={<CreateBrandButton />}
        toolbar={(table) => <ListToolbar table={table} search={t("searchPlaceholder")} />}
      />
      {editing && <BrandFormDialog brand={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
