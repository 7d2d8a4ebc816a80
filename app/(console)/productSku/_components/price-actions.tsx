"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { CreateButton, RowActions } from "@/components/data-table/kit";
import { useCan } from "@/components/shell/permissions";
import { useMutation } from "@/components/shell/use-mutation";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { api } from "@/lib/api/client";
import type { TCurrentPriceDto } from "@/lib/contracts/catalogue/price-revision";
import type { RevisedSku } from "./revise-price-dialog";

// Loaded when opened, with the form kit and zod (first-load weight, issue 7).
const RevisePriceDialog = dynamic(
  () => import("./revise-price-dialog").then((m) => m.RevisePriceDialog),
  { ssr: false },
);

const REVISE = "Pages.Order.Sales.RevisePrice";

/** "Revise price": a customer and a new price, for holders of RevisePrice only. */
export function RevisePriceButton({ sku }: { sku: RevisedSku }) {
  const t = useTranslations("sales.revise");
  return (
    <CreateButton
      permission={REVISE}
      label={t("button")}
      dialog={(close) => <RevisePriceDialog sku={sku} onClose={close} />}
    />
  );
}

/** A customer's current price: revise it again, or withdraw it (they pay the standard price). */
export function CurrentPriceActions({ row, sku }: { row: TCurrentPriceDto; sku: RevisedSku }) {
  const t = useTranslations("sales.prices");
  const can = useCan(REVISE);
  const { run } = useMutation();
  const [open, setOpen] = useState<"revise" | "withdraw" | null>(null);
  if (!can) return null;
  const name = `${row.customerCode} · ${row.customerName}`;
  return (
    <>
      <RowActions name={name} entity="customer">
        <DropdownMenuItem onSelect={() => setOpen("revise")}>{t("reviseAgain")}</DropdownMenuItem>
        <DropdownMenuItem variant="destructive" onSelect={() => setOpen("withdraw")}>
          {t("withdraw")}
        </DropdownMenuItem>
      </RowActions>
      {open === "revise" && (
        <RevisePriceDialog
          sku={sku}
          customer={{
            id: row.customerId,
            customerCode: row.customerCode,
            name: row.customerName,
            price: row.revisedPrice,
          }}
          onClose={() => setOpen(null)}
        />
      )}
      <ConfirmDialog
        open={open === "withdraw"}
        onOpenChange={(next) => setOpen(next ? "withdraw" : null)}
        title={t("withdrawTitle", { customer: name })}
        description={t("withdrawHint")}
        destructive
        confirmLabel={t("withdraw")}
        onConfirm={() =>
          run(() => api.ProductRevisePriceRecord.Delete({ id: row.id }), {
            success: t("withdrawn", { customer: row.customerCode }),
            kind: "deleted",
          })
        }
      />
    </>
  );
}
