"use client";

import { useTimeZone, useTranslations } from "next-intl";
import type { TAuditDetailDto } from "@/lib/contracts/audit-flow";
import { formatDateTime } from "@/lib/format";

/**
 * An audit as its people follow it: who asked and when, then each step with its approver and
 * its decision (with the comment), the step deciding now in bold.
 */
export function AuditSteps({ audit }: { audit: TAuditDetailDto }) {
  const t = useTranslations("audits");
  const timeZone = useTimeZone() ?? "UTC";
  return (
    <div className="space-y-1">
      <p className="text-muted-foreground text-sm">
        {t("askedBy", {
          who: audit.starterName ?? "—",
          when: formatDateTime(audit.startTime, timeZone),
          flow: audit.flowDesc,
        })}
      </p>
      <ol className="space-y-1 text-sm">
        {audit.steps.map((step, i) => {
          const n = i + 1;
          const decision = audit.decisions.find((d) => d.step === n);
          const who = step.approverName ?? t("gone");
          return (
            <li key={n} className={n === audit.currentStep ? "font-medium" : undefined}>
              {t("step", { n, who: t(`approver.${step.approverType}`, { name: who }) })} —{" "}
              {decision
                ? t(decision.isApproved ? "approvedBy" : "rejectedBy", {
                    who: decision.userName ?? "—",
                    when: formatDateTime(decision.time, timeZone),
                  })
                : audit.state === "Pending" && n === audit.currentStep
                  ? t("waiting")
                  : audit.state === "Pending"
                    ? t("later")
                    : t("notReached")}
              {decision?.comment && (
                <span className="text-muted-foreground"> “{decision.comment}”</span>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
