"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { col, DialogEditedList, RowActions } from "@/components/data-table/kit";
import { api } from "@/lib/api/client";
import type { TDataDictionaryDto } from "@/lib/contracts/data-dictionary";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";

const DictionaryFormDialog = dynamic(
  () => import("./dictionary-form-dialog").then((m) => m.DictionaryFormDialog),
  { ssr: false },
);

/** The chosen node's values: key, name, order; add, edit in a dialog, delete. */
export function ValueList({
  nodeId,
  ...props
}: {
  nodeId: string;
  result: { items: TDataDictionaryDto[]; totalCount: number };
  params: ListParams;
  /** the list's GetAll and input, for Export */
  source?: ListSource;
}) {
  const t = useTranslations("dataDictionaries");
  const te = useTranslations("entities");
  const tc = useTranslations("common");
  const columns = useCallback(
    (edit: (r: TDataDictionaryDto) => void) => [
      col.text<TDataDictionaryDto>("key", t("key"), { sortable: true, hideable: false }),
      col.text<TDataDictionaryDto>("displayName", t("displayName"), { sortable: true }),
      col.text<TDataDictionaryDto>("displayOrder", t("displayOrder"), { sortable: true }),
      col.actions<TDataDictionaryDto>(tc("actions"), (r) => (
        <RowActions
          name={r.displayName}
          entity="dictionaryValue"
          edit={{ permission: "Pages.Admin.DataDictionaries.Edit", onSelect: () => edit(r) }}
          remove={{
            permission: "Pages.Admin.DataDictionaries.Delete",
            run: () => api.DataDictionary.Delete({ id: r.id }),
          }}
        />
      )),
    ],
    [t, tc],
  );
  return (
    <DialogEditedList
      {...props}
      // another node is another list (its own sorting, search and row being edited)
      key={nodeId}
      columns={columns}
      things={te("dictionaryValues")}
      search={t("searchPlaceholder")}
      // the values' Add button sits beside the panel's heading (page.tsx), shown full or empty
      createAction={null}
      placeKeys={["node"]}
      editDialog={(r, close) => <DictionaryFormDialog row={r} onClose={close} />}
    />
  );
}
