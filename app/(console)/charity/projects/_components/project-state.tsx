"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { TProjectState } from "@/lib/contracts/charity-projects";

/** How a state looks: waiting for approval stands out, finished ones recede. */
export function stateTone(state: TProjectState) {
  if (state === "ProposalAudit" || state === "ChangeAudit" || state === "CloseAudit")
    return "default" as const;
  if (state === "Executing") return "secondary" as const;
  return "outline" as const;
}

export function ProjectStateBadge({ state }: { state: TProjectState }) {
  const t = useTranslations("projects.state");
  return (
    <Badge variant={stateTone(state)} data-testid="project-state">
      {t(state)}
    </Badge>
  );
}
