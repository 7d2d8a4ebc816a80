"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { TreeNav } from "@/components/tree-nav";
import { cn } from "@/lib/utils";
import { CreateButton, RowActions } from "@/components/data-table/kit";
import { useCan } from "@/components/shell/permissions";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { api } from "@/lib/api/client";
import type { TOrganizationUnitDto } from "@/lib/contracts/organization-unit";

// Loaded when opened, with the form kit and zod (first-load weight).
const DepartmentFormDialog = dynamic(
  () => import("./department-form-dialog").then((m) => m.DepartmentFormDialog),
  { ssr: false },
);
const MoveDialog = dynamic(() => import("./move-dialog").then((m) => m.MoveDialog), {
  ssr: false,
});

const departmentHref = (id: string) => `/ou/departments?unit=${encodeURIComponent(id)}`;

/** Adds a top-level department. */
export function AddDepartmentButton() {
  const t = useTranslations("departments");
  return (
    <CreateButton
      permission="Pages.OrganizationUnits.Departments.Create"
      label={t("add")}
      dialog={(close) => <DepartmentFormDialog parent={null} onClose={close} />}
    />
  );
}

type Dialog =
  | { kind: "add"; parent: TOrganizationUnitDto }
  | { kind: "rename" | "move"; row: TOrganizationUnitDto }
  | null;

/** The departments as a tree; a department's menu adds under it, renames, moves, deletes it. */
export function DepartmentTree({
  units,
  selectedId,
}: {
  /** every department, in tree order (by code) */
  units: TOrganizationUnitDto[];
  selectedId: string | null;
}) {
  const t = useTranslations("departments");
  const [dialog, setDialog] = useState<Dialog>(null);
  const canCreate = useCan("Pages.OrganizationUnits.Departments.Create");
  const canEdit = useCan("Pages.OrganizationUnits.Departments.Edit");
  const close = () => setDialog(null);
  return (
    <>
      <TreeNav
        nodes={units}
        selectedId={selectedId}
        label={t("tree")}
        empty={t("noDepartments")}
        hrefOf={(unit) => departmentHref(unit.id)}
        labelOf={(unit, selected) => (
          <>
            {unit.displayName}{" "}
            <span className={cn("text-xs", selected ? "text-foreground" : "text-muted-foreground")}>
              {t("memberCount", { count: unit.memberCount })}
            </span>
          </>
        )}
        actions={(unit) => (
          <RowActions
            name={unit.displayName}
            entity="department"
            edit={{
              permission: "Pages.OrganizationUnits.Departments.Edit",
              onSelect: () => setDialog({ kind: "rename", row: unit }),
            }}
            remove={{
              permission: "Pages.OrganizationUnits.Departments.Delete",
              run: () => api.OrganizationUnit.Delete({ id: unit.id }),
              hint: t("deleteHint"),
              blockedBy: { kind: "subunit", count: unit.childCount },
            }}
          >
            {canCreate && (
              <DropdownMenuItem onSelect={() => setDialog({ kind: "add", parent: unit })}>
                {t("addSub")}
              </DropdownMenuItem>
            )}
            {canEdit && (
              <DropdownMenuItem onSelect={() => setDialog({ kind: "move", row: unit })}>
                {t("move")}
              </DropdownMenuItem>
            )}
          </RowActions>
        )}
      />
      {dialog?.kind === "add" && <DepartmentFormDialog parent={dialog.parent} onClose={close} />}
      {dialog?.kind === "rename" && <DepartmentFormDialog row={dialog.row} onClose={close} />}
      {dialog?.kind === "move" && <MoveDialog row={dialog.row} units={units} onClose={close} />}
    </>
  );
}
