"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Plus } from "lucide-react";
import { useState } from "react";
import { RowActions } from "@/components/data-table/kit";
import { useCan } from "@/components/shell/permissions";
import { useMutation } from "@/components/shell/use-mutation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { api } from "@/lib/api/client";
import type { PermissionName } from "@/lib/permissions";
import type { AddressKind, AnyAddress } from "./address-form-dialog";

// Loaded when opened, with the form kit and zod (first-load weight, issue 7).
const AddressFormDialog = dynamic(
  () => import("./address-form-dialog").then((m) => m.AddressFormDialog),
  { ssr: false },
);

/**
 * A customer's bill or receiving addresses: add and edit in a dialog, delete, and (receiving)
 * make one the default. Receiving addresses stop at the server's maximum (SPEC §9): the count
 * says "3 of 10" and Add is disabled there.
 */
export function AddressSection({
  kind,
  customerId,
  items,
  max,
  editPermission,
}: {
  kind: AddressKind;
  customerId: string;
  items: AnyAddress[];
  /** the most a customer may keep (receiving addresses) */
  max?: number;
  /** the customer type's Edit: adding, changing and deleting its addresses */
  editPermission: PermissionName;
}) {
  const t = useTranslations("customers.addresses");
  const canEdit = useCan(editPermission);
  const [editing, setEditing] = useState<AnyAddress | "new" | null>(null);
  const atMax = max !== undefined && items.length >= max;
  const headingId = `${kind}-addresses`;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle>
          <h2 id={headingId}>{t("title", { kind })}</h2>
        </CardTitle>
        <CardDescription data-testid={`${kind}-address-count`}>
          {max === undefined
            ? t("count", { count: items.length })
            : t("countOfMax", { count: items.length, max })}
        </CardDescription>
        {canEdit && (
          <CardAction>
            <Button size="sm" disabled={atMax} onClick={() => setEditing("new")}>
              <Plus />
              {t("add", { kind })}
            </Button>
          </CardAction>
        )}
      </CardHeader>
      <CardContent className="space-y-3">
        {items.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("empty")}</p>
        ) : (
          <ul className="divide-y rounded-md border">
            {items.map((a) => (
              <AddressRow
                key={a.id}
                address={a}
                editPermission={editPermission}
                onEdit={() => setEditing(a)}
              />
            ))}
          </ul>
        )}
        {canEdit && atMax && <p className="text-muted-foreground text-sm">{t("atMax", { max })}</p>}
      </CardContent>
      {editing && (
        <AddressFormDialog
          kind={kind}
          customerId={customerId}
          address={editing === "new" ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}

function AddressRow({
  address: a,
  editPermission,
  onEdit,
}: {
  address: AnyAddress;
  editPermission: PermissionName;
  onEdit: () => void;
}) {
  const t = useTranslations("customers.addresses");
  const canEdit = useCan(editPermission);
  const { run } = useMutation();
  const isDefault = "isDefault" in a && a.isDefault;
  const bill = "invoiceHeader" in a ? a : undefined;
  const place = [a.regionText, a.detailAddress, a.postalCode].filter(Boolean).join(", ");
  return (
    <li className="flex items-start gap-3 p-3" data-testid="address">
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{a.contactName}</span>
          <span className="text-muted-foreground tabular-nums">{a.phone}</span>
          {isDefault && <Badge>{t("default")}</Badge>}
        </div>
        <p className="break-words">{place}</p>
        {bill && (bill.invoiceHeader || bill.taxNumber) && (
          <p className="text-muted-foreground">
            {[bill.invoiceHeader, bill.taxNumber && t("taxNumberIs", { number: bill.taxNumber })]
              .filter(Boolean)
              .join(" · ")}
          </p>
        )}
      </div>
      <RowActions
        name={a.contactName}
        entity="address"
        edit={{ permission: editPermission, onSelect: onEdit }}
        remove={{
          permission: editPermission,
          run: () =>
            bill
              ? api.CustomerBillAddressMapping.Delete({ id: a.id })
              : api.CustomerReceivingAddressMapping.Delete({ id: a.id }),
        }}
      >
        {canEdit && "isDefault" in a && !isDefault && (
          <DropdownMenuItem
            onSelect={() => run(() => api.CustomerReceivingAddressMapping.SetDefault({ id: a.id }))}
          >
            {t("setDefault")}
          </DropdownMenuItem>
        )}
      </RowActions>
    </li>
  );
}
