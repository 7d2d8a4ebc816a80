"use client";

import type { TPagedResult } from "@/lib/contracts/common";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { BinButton, binOf, col, CreateButton, RowActions } from "@/components/data-table/kit";
import { DataTable } from "@/components/data-table/data-table";
import { DataTableSelectFilter, ListToolbar } from "@/components/data-table/toolbar";
import { api } from "@/lib/api/client";
import type { TSwiperDto } from "@/lib/contracts/cms";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";
import type { TAnchorChoice } from "./anchors";

const bin = binOf(api.Swiper, "Pages.CMS.Swiper.Restore", "swiper");

/** Create: on a list filtered by an anchor, the new swiper starts in that anchor. */
export function CreateSwiperButton({ anchorId }: { anchorId?: string }) {
  const t = useTranslations("swipers");
  return (
    <CreateButton
      permission="Pages.CMS.Swiper.Create"
      label={t("create")}
      href={anchorId ? `/cms/swiper/create?cmsAnchorId=${anchorId}` : "/cms/swiper/create"}
    />
  );
}

/** Swipers: image, name, anchor, order, jump address; filtered by anchor; edit on its page. */
export function SwiperTable(props: {
  result: TPagedResult<TSwiperDto>;
  params: ListParams;
  /** the list's GetAll and input, for Export */
  source?: ListSource;
  anchors: TAnchorChoice[];
  /** the anchor the list is filtered by: an empty list's Create starts in it */
  anchorId?: string;
}) {
  const t = useTranslations("swipers");
  const tc = useTranslations("common");
  const te = useTranslations("entities");
  const columns = useMemo(
    () => [
      col.image<TSwiperDto>("image", t("image"), (s) => ({ src: s.imageUrl, alt: s.displayName })),
      col.text<TSwiperDto>("displayName", t("displayName"), { sortable: true, hideable: false }),
      col.text<TSwiperDto>("anchorName", t("anchor"), { sortable: true }),
      col.number<TSwiperDto>("order", t("order"), { sortable: true }),
      col.text<TSwiperDto>("jumpUrl", t("jumpUrl"), {
        cell: (s) => <span className="line-clamp-1 max-w-64 break-all">{s.jumpUrl ?? "—"}</span>,
      }),
      col.date<TSwiperDto>("creationTime", t("creationTime"), { sortable: true }),
      col.actions<TSwiperDto>(tc("actions"), (s) => (
        <RowActions
          name={s.displayName}
          entity="swiper"
          edit={{ permission: "Pages.CMS.Swiper.Edit", href: `/cms/swiper/edit/${s.id}` }}
          remove={{
            permission: "Pages.CMS.Swiper.Delete",
            run: () => api.Swiper.Delete({ id: s.id }),
            undo: { bin, id: s.id },
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
      getRowId={(s) => s.id}
      things={te("swipers")}
      createAction={<CreateSwiperButton anchorId={props.anchorId} />}
      toolbar={(table) => (
        <ListToolbar
          table={table}
          search={t("searchPlaceholder")}
          filterNames={["cmsAnchorId"]}
          actions={<BinButton bin={bin} things={te("swipers")} />}
          filters={
            <DataTableSelectFilter
              name="cmsAnchorId"
              label={t("anchorFilter")}
              options={props.anchors.map((a) => ({ value: a.id, label: a.displayName }))}
            />
          }
        />
      )}
    />
  );
}
