"use client";

import type { TPagedResult } from "@/lib/contracts/common";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Upload } from "lucide-react";
import { useMemo, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { DataTable } from "@/components/data-table/data-table";
import { col, CreateButton, RowMenu } from "@/components/data-table/kit";
import {
  DataTableResetFilters,
  DataTableSearch,
  DataTableSelectFilter,
  DataTableToolbar,
  DataTableViewOptions,
} from "@/components/data-table/toolbar";
import { useCan } from "@/components/shell/permissions";
import { useMutation } from "@/components/shell/use-mutation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { api } from "@/lib/api/client";
import { LANGUAGE_TEXT_STATES } from "@/lib/contracts/enum-values";
import type { TLanguageTextCell, TLanguageTextRow } from "@/lib/contracts/language";
import { type Locale, locales } from "@/lib/i18n/locales";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";
import { LanguageTextCell } from "./language-text-cell";

// Loaded when opened, with the form kit and zod (first-load weight, issue 7).
const LanguageKeyFormDialog = dynamic(
  () => import("./language-key-form-dialog").then((m) => m.LanguageKeyFormDialog),
  { ssr: false },
);
const LanguageUploadDialog = dynamic(
  () => import("./language-upload-dialog").then((m) => m.LanguageUploadDialog),
  { ssr: false },
);

/** A grid row with each language's text under its locale, and `missing` for the sort header. */
type Row = TLanguageTextRow & { missing: number } & Record<Locale, TLanguageTextCell>;

/** The header's actions, each with its permission: upload a language file, add a key. */
export function LanguageTextActions() {
  const t = useTranslations("languageTexts");
  const canImport = useCan("Pages.Admin.LanguageTexts.Import");
  const [uploading, setUploading] = useState(false);
  return (
    <>
      {canImport && (
        <Button variant="outline" onClick={() => setUploading(true)}>
          <Upload />
          {t("upload")}
        </Button>
      )}
      {uploading && <LanguageUploadDialog onClose={() => setUploading(false)} />}
      <CreateButton
        permission="Pages.Admin.LanguageTexts.Create"
        label={t("createKey")}
        dialog={(close) => <LanguageKeyFormDialog onClose={close} />}
      />
    </>
  );
}

/**
 * Removes a key's edits in every language (confirmed first): a bundled key shows its bundled
 * texts again, a key added here is gone. Offered only when the key has an edit.
 */
function KeyMenu({ row }: { row: Row }) {
  const t = useTranslations("languageTexts");
  const tt = useTranslations("table");
  const tc = useTranslations("common");
  const can = useCan("Pages.Admin.LanguageTexts.Delete");
  const { run } = useMutation();
  const [confirming, setConfirming] = useState(false);
  if (!can || !row.texts.some((c) => c.isOverridden)) return null;
  const label = row.isBundled ? t("removeEdits") : tc("delete");
  return (
    <>
      <RowMenu label={tt("actionsFor", { name: row.key })}>
        <DropdownMenuItem variant="destructive" onSelect={() => setConfirming(true)}>
          {label}
        </DropdownMenuItem>
      </RowMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={
          row.isBundled
            ? t("confirmRemoveEdits", { key: row.key })
            : tt("confirmDelete", { name: row.key })
        }
        description={row.isBundled ? t("removeEditsHint") : t("deleteKeyHint")}
        destructive
        confirmLabel={label}
        onConfirm={() =>
          run(() => api.Language.DeleteLanguageTextKey({ key: row.key }), {
            success: t(row.isBundled ? "editsRemoved" : "keyDeleted", { key: row.key }),
            kind: "deleted",
          })
        }
      />
    </>
  );
}

/**
 * One row per message key: the key, its text in English, Chinese, Spanish and Japanese (each
 * edited in place, an edit marked with the bundled text beneath), and how many translations it
 * misses; searched over keys and every language's texts, filtered by state, paged on the server.
 */
export function LanguageTextTable(props: {
  result: TPagedResult<TLanguageTextRow>;
  params: ListParams;
  /** the list's GetAll and input, for Export */
  source?: ListSource;
}) {
  const t = useTranslations("languageTexts");
  const tc = useTranslations("common");
  const te = useTranslations("entities");
  const rows = useMemo(
    () =>
      props.result.items.map((r): Row => ({
        ...r,
        missing: r.missingCount,
        ...(Object.fromEntries(locales.map((l, i) => [l, r.texts[i]!])) as Record<
          Locale,
          TLanguageTextCell
        >),
      })),
    [props.result.items],
  );
  const columns = useMemo(
    () => [
      col.text<Row>("key", t("key"), {
        sortable: true,
        hideable: false,
        cell: (r) => (
          <span className="flex max-w-64 flex-col items-start gap-1">
            <code className="text-xs break-all whitespace-normal">{r.key}</code>
            {!r.isBundled && <Badge variant="outline">{t("addedHere")}</Badge>}
          </span>
        ),
      }),
      ...locales.map((locale, i) =>
        col.text<Row>(locale, t(`languages.${locale}`), {
          exportAs: { field: `texts.${i}.value` },
          cell: (r) => <LanguageTextCell rowKey={r.key} locale={locale} cell={r[locale]} />,
        }),
      ),
      col.text<Row>("missing", t("translations"), {
        sortable: true,
        exportAs: { field: "missingCount", kind: "number" },
        cell: (r) =>
          r.missingCount === 0 ? (
            <Badge variant="outline">{t("complete")}</Badge>
          ) : (
            <Badge variant="destructive">{t("missingCount", { count: r.missingCount })}</Badge>
          ),
      }),
      col.actions<Row>(tc("actions"), (r) => <KeyMenu row={r} />),
    ],
    [t, tc],
  );
  return (
    <DataTable
      columns={columns}
      result={{ ...props.result, items: rows }}
      params={props.params}
      source={props.source}
      getRowId={(r) => r.key}
      things={te("languageTexts")}
      toolbar={(table) => (
        <DataTableToolbar>
          <DataTableSearch name="filter" placeholder={t("searchPlaceholder")} />
          <DataTableSelectFilter
            name="state"
            label={t("show")}
            options={LANGUAGE_TEXT_STATES.map((value) => ({
              value,
              label: t(`states.${value}`),
            }))}
          />
          <DataTableResetFilters names={["filter", "state"]} />
          <DataTableViewOptions table={table} />
        </DataTableToolbar>
      )}
    />
  );
}
