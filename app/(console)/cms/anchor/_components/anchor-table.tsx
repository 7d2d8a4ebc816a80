"use client";

import type { TPagedResult } from "@/lib/contracts/common";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { BinButton, binOf, col, CreateButton, RowActions } from "@/components/data-table/kit";
import { DataTable } from "@/components/data-table/data-table";
import { ListToolbar } from "@/components/data-table/toolbar";
import { api } from "@/lib/api/client";
import type { TAnchorDto } from "@/lib/contracts/cms";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";

const bin = binOf(api.CmsAnchor, "Pages.CMS.Anchor.Restore", "cmsAnchor");

export function CreateAnchorButton() {
  const t = useTranslations("anchors");
  return (
    <CreateButton
      permission="Pages.CMS.Anchor.Create"
      label={t("create")}
      href="/cms/anchor/create"
    />
  );
}

/** Anchors: display name and key, number, size, how many swipers; edit on its page, delete unless used. */
export function AnchorTable(props: {
  result: TPagedResult<TAnchorDto>;
  params: ListParams;
  /** the list's GetAll and input, for Export */
  source?: ListSource;
}) {
  const t = useTranslations("anchors");
  const tc = useTranslations("common");
  const te = useTranslations("entities");
  const columns = useMemo(
    () => [
      col.text<TAnchorDto>("displayName", t("displayName"), { sortable: true, hideable: false }),
      col.text<TAnchorDto>("name", t("name"), {
        sortable: true,
        cell: (a) => <code className="text-sm">{a.name}</code>,
      }),
      col.text<TAnchorDto>("number", t("number"), { sortable: true, cell: (a) => a.number ?? "—" }),
      col.text<TAnchorDto>("width", t("size"), {
        sortable: true,
        cell: (a) => (
          <span className="tabular-nums">
            {t("sizeValue", { width: a.width, height: a.height })}
          </span>
        ),
      }),
      col.number<TAnchorDto>("swiperCount", t("swiperCount"), { sortable: true }),
      col.date<TAnchorDto>("creationTime", t("creationTime"), { sortable: true }),
      col.actions<TAnchorDto>(tc("actions"), (a) => (
        <RowActions
          name={a.displayName}
          entity="cmsAnchor"
          edit={{ permission: "Pages.CMS.Anchor.Edit", href: `/cms/anchor/edit/${a.id}` }}
          remove={{
            permission: "Pages.CMS.Anchor.Delete",
            run: () => api.CmsAnchor.Delete({ id: a.id }),
            undo: { bin, id: a.id },
          }}
        />
      )),
    ],
    [t, tc],
  );
  return (
    <DataTable
      columns={columns}
      result={props.result}
      params={props.params}
      source={props.source}
      getRowId={(a) => a.id}
      things={te("cmsAnchors")}
      createAction={<CreateAnchorButton />}
      toolbar={(table) => (
        <ListToolbar
          table={table}
          search={t("searchPlaceholder")}
          actions={<BinButton bin={bin} things={te("cmsAnchors")} />}
        />
      )}
    />
  );
}
