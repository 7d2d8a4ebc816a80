"use client";

import { useTranslations } from "next-intl";
import { AuditSteps } from "@/components/audit/audit-steps";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { TAuditDetailDto } from "@/lib/contracts/audit-flow";
import type { TProjectAuditKey } from "@/lib/contracts/charity-projects";

/** The project's newest audit (its proposal's or its close report's): state and steps. */
export function ProjectAudit({ audit }: { audit: TAuditDetailDto }) {
  const t = useTranslations("projects");
  const ta = useTranslations("audits");
  return (
    <Card role="region" aria-labelledby="project-audit-heading">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="project-audit-heading">{t(`auditOf.${audit.key as TProjectAuditKey}`)}</h2>
          <Badge variant="outline" data-testid="project-audit-state">
            {ta(`state.${audit.state}`)}
          </Badge>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <AuditSteps audit={audit} />
      </CardContent>
    </Card>
  );
}
