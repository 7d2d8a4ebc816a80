"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { CreateButton, RowActions } from "@/components/data-table/kit";
import { useCan } from "@/components/shell/permissions";
import { TreeNav } from "@/components/tree-nav";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { api } from "@/lib/api/client";
import type { TDataDictionaryDto } from "@/lib/contracts/data-dictionary";
import { cn } from "@/lib/utils";
import type { DictionaryPlace } from "./dictionary-form-dialog";

// Loaded when opened, with the form kit and zod (first-load weight).
const DictionaryFormDialog = dynamic(
  () => import("./dictionary-form-dialog").then((m) => m.DictionaryFormDialog),
  { ssr: false },
);

const dictionaryHref = (nodeId: string) =>
  `/admin/dataDictionaries?node=${encodeURIComponent(nodeId)}`;

/** Adds a node: at the root, or (with `parentId`) under a node; or a value of a node. */
export function AddDictionaryButton({ place }: { place: DictionaryPlace }) {
  const t = useTranslations("dataDictionaries");
  return (
    <CreateButton
      permission="Pages.Admin.DataDictionaries.Create"
      label={t(place.isParent ? (place.parentId ? "addChildNode" : "addNode") : "addValue")}
      dialog={(close) => <DictionaryFormDialog place={place} onClose={close} />}
    />
  );
}

interface TreeProps {
  nodes: TDataDictionaryDto[];
  selectedId: string | null;
}

/** The nodes as a tree (children under their parent); a node's menu edits, adds under, deletes. */
export function DictionaryTree({ nodes, selectedId }: TreeProps) {
  const t = useTranslations("dataDictionaries");
  const [dialog, setDialog] = useState<
    { place: DictionaryPlace } | { row: TDataDictionaryDto } | null
  >(null);
  const canCreate = useCan("Pages.Admin.DataDictionaries.Create");
  return (
    <>
      <TreeNav
        nodes={nodes}
        selectedId={selectedId}
        label={t("nodes")}
        empty={t("noNodes")}
        hrefOf={(node) => dictionaryHref(node.id)}
        labelOf={(node, selected) => (
          <>
            {node.displayName}{" "}
            <span
              className={cn(
                "font-mono text-xs",
                selected ? "text-foreground" : "text-muted-foreground",
              )}
            >
              {node.key}
            </span>
          </>
        )}
        actions={(node) => (
          <RowActions
            name={node.displayName}
            entity="dictionaryNode"
            edit={{
              permission: "Pages.Admin.DataDictionaries.Edit",
              onSelect: () => setDialog({ row: node }),
            }}
            remove={{
              permission: "Pages.Admin.DataDictionaries.Delete",
              run: () => api.DataDictionary.Delete({ id: node.id }),
              hint: t("deleteNodeHint"),
            }}
          >
            {canCreate && (
              <DropdownMenuItem
                onSelect={() => setDialog({ place: { parentId: node.id, isParent: true } })}
              >
                {t("addChildNode")}
              </DropdownMenuItem>
            )}
          </RowActions>
        )}
      />
      {dialog && (
        <DictionaryFormDialog
          {...("row" in dialog ? { row: dialog.row } : { place: dialog.place })}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
