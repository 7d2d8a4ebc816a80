"use client";

import dynamic from "next/dynamic";
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
import type { TBrandDto } from "@/lib/contracts/catalogue/brand";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";

// Loaded when opened, with the form kit and zod (first-load weight, issue 7).
const BrandFormDialog = dynamic(
  () => import("./brand-form-dialog").then((m) => m.BrandFormDialog),
  { ssr: false },
);

const bin = binOf(api.ProductBrand, "Pages.Commodity.Brand.Restore", "brand");

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

/**
 * Brands: logo, name, how many products use it; edit in a dialog; a deleted brand waits in the
 * bin and its products keep it (issue 14).
 */
export function BrandTable(props: {
  result: { items: TBrandDto[]; totalCount: number };
  params: ListParams;
  /** the list's GetAll and input, for Export */
  source?: ListSource;
}) {
  const t = useTranslations("brands");
  const te = useTranslations("entities");
  const tc = useTranslations("common");
  const tb = useTranslations("bin");
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
            hint: b.productCount > 0 && tb("brandInUseHint", { count: b.productCount }),
            run: () => api.ProductBrand.Delete({ id: b.id }),
            undo: { bin, id: b.id },
          }}
        />
      )),
    ],
    [t, tb, tc],
  );
  return (
    <DialogEditedList
      {...props}
      columns={columns}
      things={te("brands")}
      search={t("searchPlaceholder")}
      createAction={<CreateBrandButton />}
      editDialog={(b, close) => <BrandFormDialog brand={b} onClose={close} />}
      bin={bin}
    />
  );
}
