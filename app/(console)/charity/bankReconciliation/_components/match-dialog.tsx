"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useCan } from "@/components/shell/permissions";
import { useMutation } from "@/components/shell/use-mutation";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { api } from "@/lib/api/client";
import type { TBankStatementLineDto } from "@/lib/contracts/bank-reconciliation";
import { moneyKinds } from "@/lib/contracts/charity-kinds";
import { formatMoney } from "@/lib/format";

type Candidate = NonNullable<TBankStatementLineDto["record"]>;

/**
 * Match a line by hand: the unmatched records of its amount and direction, the nearest days
 * first. None: the record is not in the books yet, and the dialog says where to add it.
 */
export function MatchDialog({
  line,
  onClose,
}: {
  line: TBankStatementLineDto;
  onClose: () => void;
}) {
  const t = useTranslations("bankReconciliation");
  const { run, pending } = useMutation();
  const [candidates, setCandidates] = useState<Candidate[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api.BankStatement.GetCandidates({ lineId: line.id }).then(
      (r) => live && setCandidates(r.items),
      (e: Error) => live && setFailed(e.message),
    );
    return () => {
      live = false;
    };
  }, [line.id]);
  const out = line.amount.startsWith("-");
  // where the missing record is added: expenses, or donations (else other income), if granted
  const canExpenses = useCan(moneyKinds.Expense.page);
  const canDonations = useCan(moneyKinds.Donation.page);
  const canOther = useCan(moneyKinds.OtherIncome.page);
  const addTo = out
    ? canExpenses && moneyKinds.Expense.route
    : canDonations
      ? moneyKinds.Donation.route
      : canOther && moneyKinds.OtherIncome.route;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("matchTitle", { row: line.lineNo })}</DialogTitle>
          <DialogDescription>
            {t("matchHint", {
              day: line.day,
              amount: formatMoney(line.amount, "RMB"),
              who: line.counterparty ?? line.description ?? "—",
            })}
          </DialogDescription>
        </DialogHeader>
        {failed && (
          <p role="alert" className="text-destructive text-sm">
            {failed}
          </p>
        )}
        {!candidates && !failed && (
          <p role="status" className="text-muted-foreground text-sm">
            {t("loadingCandidates")}
          </p>
        )}
        {candidates?.length === 0 && (
          <p className="text-sm">
            {t("noCandidates")}{" "}
            {addTo && (
              <Link href={addTo} className="font-medium underline">
                {out ? t("recordExpense") : t("recordIncome")}
              </Link>
            )}
          </p>
        )}
        {candidates && candidates.length > 0 && (
          <ul className="divide-y rounded-md border" aria-label={t("candidates")}>
            {candidates.map((c) => (
              <li key={c.id} className="flex items-center justify-between gap-3 p-3">
                <span className="flex min-w-0 flex-col">
                  <span className="font-medium tabular-nums">
                    {c.code} · {c.occurredOn}
                  </span>
                  <span className="text-muted-foreground truncate text-sm">
                    {c.counterparty}
                    {c.fundName ? ` · ${c.fundName}` : ""}
                  </span>
                </span>
                <Button
                  size="sm"
                  disabled={pending}
                  aria-label={t("matchTo", { code: c.code })}
                  onClick={() =>
                    void run(() => api.BankStatement.Match({ lineId: line.id, recordId: c.id }), {
                      success: t("matchedToast", { row: line.lineNo, code: c.code }),
                    }).then(onClose, () => {})
                  }
                >
                  {t("match")}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
