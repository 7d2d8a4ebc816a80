"use client";

import type { TPagedResult } from "@/lib/contracts/common";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { BinButton, binOf, col, CreateButton, RowActions } from "@/components/data-table/kit";
import {
  DataTableResetFilters,
  DataTableSearch,
  DataTableSelectFilter,
  DataTableToolbar,
  DataTableViewOptions,
} from "@/components/data-table/toolbar";
import { useCan } from "@/components/shell/permissions";
import { useMutation } from "@/components/shell/use-mutation";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { api } from "@/lib/api/client";
import { appEnums } from "@/lib/contracts/enum-values";
import type { TFeedbackDto } from "@/lib/contracts/feedback";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";
import type { Option } from "@/lib/options";

// Loaded when opened, with the form kit and zod (first-load weight, issue 7).
const FeedbackFormDialog = dynamic(
  () => import("./feedback-form-dialog").then((m) => m.FeedbackFormDialog),
  { ssr: false },
);

/** The URL filters besides the keyword. */
const FILTERS = ["keyword", "isReplied", "isShowPortal", "typeCode", "sourceType"];

const bin = binOf(api.Feedback, "Pages.CMS.Feedback.Restore", "feedback");

/** New feedback; `types` are the FeedbackType dictionary's values. */
export function CreateFeedbackButton({ types }: { types: Option[] }) {
  const t = useTranslations("feedback");
  return (
    <CreateButton
      permission="Pages.CMS.Feedback.Create"
      label={t("create")}
      dialog={(close) => <FeedbackFormDialog types={types} onClose={close} />}
    />
  );
}

const repliesOf = (f: TFeedbackDto) => `/cms/feedbackReply/${f.id}`;

/**
 * Feedback: title (to its replies, with Reply), type, source, sender, replied and shown on the
 * portal, received; searched by title or message and filtered by each state, type and source.
 * Each row can be shown on or taken off the portal, edited and deleted (each with its permission).
 */
export function FeedbackTable(props: {
  result: TPagedResult<TFeedbackDto>;
  params: ListParams;
  /** the list's GetAll and input, for Export */
  source?: ListSource;
  /** the FeedbackType dictionary's values (the type filter's and the form's choices) */
  types: Option[];
}) {
  const t = useTranslations("feedback");
  const tc = useTranslations("common");
  const te = useTranslations("entities");
  const ts = useTranslations("enums.FeedbackSource");
  const canReply = useCan("Pages.CMS.Feedback.Reply");
  const canShow = useCan("Pages.CMS.Feedback.ShowPortal");
  const { mutate } = useMutation();
  const [editing, setEditing] = useState<TFeedbackDto | null>(null);
  const columns = useMemo(
    () => [
      col.text<TFeedbackDto>("title", t("titleField"), {
        sortable: true,
        hideable: false,
        cell: (f) => (
          <span className="flex max-w-md flex-col">
            {canReply ? (
              <Link href={repliesOf(f)} className="font-medium hover:underline">
                {f.title}
              </Link>
            ) : (
              <span className="font-medium">{f.title}</span>
            )}
            <span className="text-muted-foreground line-clamp-1 text-xs">{f.content}</span>
          </span>
        ),
      }),
      col.text<TFeedbackDto>("typeCode", t("type"), {
        sortable: true,
        cell: (f) => f.typeName,
      }),
      col.text<TFeedbackDto>("sourceType", t("source"), { cell: (f) => ts(f.sourceType) }),
      col.text<TFeedbackDto>("userName", t("sender"), {
        cell: (f) => f.userName ?? t("staff"),
      }),
      col.status<TFeedbackDto, boolean>("isReplied", t("reply"), {
        label: (replied) => (replied ? t("replied") : t("notReplied")),
        tone: (replied) => (replied ? "default" : "outline"),
      }),
      col.status<TFeedbackDto, boolean>("isShowPortal", t("portal"), {
        label: (shown) => (shown ? t("shown") : t("notShown")),
        tone: (shown) => (shown ? "default" : "outline"),
      }),
      col.date<TFeedbackDto>("creationTime", t("created"), { sortable: true }),
      col.actions<TFeedbackDto>(tc("actions"), (f) => (
        <RowActions
          name={f.title}
          entity="feedback"
          edit={{ permission: "Pages.CMS.Feedback.Edit", onSelect: () => setEditing(f) }}
          remove={{
            permission: "Pages.CMS.Feedback.Delete",
            run: () => api.Feedback.Delete({ id: f.id }),
            undo: { bin, id: f.id },
          }}
        >
          {canReply && (
            <DropdownMenuItem asChild>
              <Link href={repliesOf(f)}>{t("openReplies")}</Link>
            </DropdownMenuItem>
          )}
          {canShow && (
            <DropdownMenuItem
              onSelect={() =>
                void mutate(
                  api.Feedback.ShowPortal,
                  { id: f.id, isShowPortal: !f.isShowPortal },
                  {
                    success: () =>
                      t(f.isShowPortal ? "hiddenFromPortal" : "shownOnPortal", { name: f.title }),
                  },
                ).catch(() => undefined)
              }
            >
              {f.isShowPortal ? t("hidePortal") : t("showPortal")}
            </DropdownMenuItem>
          )}
        </RowActions>
      )),
    ],
    [canReply, canShow, mutate, t, tc, ts],
  );
  const yesNo = (yes: string, no: string) => [
    { value: "true", label: yes },
    { value: "false", label: no },
  ];
  return (
    <>
      <DataTable
        columns={columns}
        result={props.result}
        params={props.params}
        source={props.source}
        getRowId={(f) => f.id}
        things={te("feedbacks")}
        createAction={<CreateFeedbackButton types={props.types} />}
        toolbar={(table) => (
          <DataTableToolbar>
            <DataTableSearch name="keyword" placeholder={t("searchPlaceholder")} />
            <DataTableSelectFilter
              name="isReplied"
              label={t("reply")}
              options={yesNo(t("replied"), t("notReplied"))}
            />
            <DataTableSelectFilter
              name="isShowPortal"
              label={t("portal")}
              options={yesNo(t("shown"), t("notShown"))}
            />
            <DataTableSelectFilter name="typeCode" label={t("type")} options={props.types} />
            <DataTableSelectFilter
              name="sourceType"
              label={t("source")}
              options={appEnums.FeedbackSource.map((value) => ({ value, label: ts(value) }))}
            />
            <DataTableResetFilters names={FILTERS} />
            <DataTableViewOptions table={table} />
            <BinButton bin={bin} things={te("feedbacks")} />
          </DataTableToolbar>
        )}
      />
      {editing && (
        <FeedbackFormDialog item={editing} types={props.types} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
