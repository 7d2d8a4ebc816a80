"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { col, CreateButton, DialogEditedList, RowActions } from "@/components/data-table/kit";
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
  const columns = useCallback(
    (edit: (b: TBrandDto) => void) => [
      col.image<TBrandDto>("image", t("logo"), (b) => ({ src: b.imageUrl, alt: b.name })),
      col.text<TBrandDto>("name", t("name"), { sortable: true, hideable: false }),
      col.number<TBrandDto>("productCount", t("productCount"), { sortable: true }),
      col.date<TBrandDto>("creationTime", t("creationTime"), { sortable: true }),
      col.actions<TBrandDto>(tc("actions"), (b) => (
        <RowActions
          name={b.name}
          entity="brand"
          edit={{ permission: "Pages.Commodity.Brand.Edit", onSelect: () => edit(b) }}
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
    <DialogEditedList
      {...props}
      columns={columns}
      things={te("brands")}
      search={t("searchPlaceholder")}
      createAction={<CreateBrandButton />}
      editDialog={(b, close) => <BrandFormDialog brand={b} onClose={close} />}
    />
  );
}
