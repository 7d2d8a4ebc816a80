"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useCan } from "@/components/shell/permissions";
import { Button } from "@/components/ui/button";
import type { TSalesRecordArea, TSupplierSaleMainDto } from "@/lib/contracts/supplier-sales";

// Loaded when opened, with the form kit and zod (first-load weight, issue 7).
const SettleDialog = dynamic(() => import("./settle-dialog").then((m) => m.SettleDialog), {
  ssr: false,
});

/** Whether this screen offers settling the month: finance's entry, with Settle, an ended open month. */
export function useCanSettle(area: TSalesRecordArea) {
  const can = useCan("Pages.Finance.SalesRecord.Settle");
  return (m: TSupplierSaleMainDto) => area === "finance" && can && !m.isSettled && m.isMonthEnded;
}

/** "Settle" and its dialog, where the month can be settled from this screen. */
export function SettleButton({
  month,
  area,
}: {
  month: TSupplierSaleMainDto;
  area: TSalesRecordArea;
}) {
  const t = useTranslations("supplierSales");
  const canSettle = useCanSettle(area);
  const [open, setOpen] = useState(false);
  if (!canSettle(month)) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t("settle")}</Button>
      {open && <SettleDialog month={month} onClose={() => setOpen(false)} />}
    </>
  );
}

export { SettleDialog };
