"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { CreateButton, RowActions } from "@/components/data-table/kit";
import { useCan } from "@/components/shell/permissions";
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
  const childrenOf = (parentId: string | null) => nodes.filter((n) => n.parentId === parentId);
  const branch = (parentId: string | null, depth: number) => {
    const level = childrenOf(parentId);
    if (level.length === 0) return null;
    return (
      <ul>
        {level.map((node) => {
          const selected = node.id === selectedId;
          return (
            <li key={node.id}>
              <div
                className={cn(
                  "hover:bg-muted flex items-center gap-1 rounded-md pr-1",
                  selected && "bg-muted",
                )}
                style={{ paddingLeft: `${depth * 1}rem` }}
              >
                <Link
                  href={dictionaryHref(node.id)}
                  aria-current={selected ? "page" : undefined}
                  className={cn(
                    "min-w-0 flex-1 truncate px-2 py-1.5 text-sm",
                    selected && "font-semibold",
                  )}
                >
                  {node.displayName}{" "}
                  {/* muted grey on the chosen row's grey is below 4.5:1 (axe) */}
                  <span
                    className={cn(
                      "font-mono text-xs",
                      selected ? "text-foreground" : "text-muted-foreground",
                    )}
                  >
                    {node.key}
                  </span>
                </Link>
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
              </div>
              {branch(node.id, depth + 1)}
            </li>
          );
        })}
      </ul>
    );
  };
  return (
    <>
      {nodes.length === 0 ? (
        <p className="text-muted-foreground p-2 text-sm">{t("noNodes")}</p>
      ) : (
        <nav aria-label={t("nodes")}>{branch(null, 0)}</nav>
      )}
      {dialog && (
        <DictionaryFormDialog
          {...("row" in dialog ? { row: dialog.row } : { place: dialog.place })}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
