import { getTranslations } from "next-intl/server";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { TProjectEventDto } from "@/lib/contracts/charity-projects";
import { formatDateTime, formatMoney } from "@/lib/format";

/** A change's fields before and after: the budget and the end day. */
export async function ChangeLines({ change }: { change: TProjectEventDto["change"] }) {
  const t = await getTranslations("projects");
  if (!change) return null;
  return (
    <>
      {change.budget && (
        <p>
          {t("changeBudget", {
            from: formatMoney(change.budget.from, "RMB"),
            to: formatMoney(change.budget.to, "RMB"),
          })}
        </p>
      )}
      {change.endOn && <p>{t("changeEndOn", change.endOn)}</p>}
    </>
  );
}

/** What was done to the project, newest first: the action, the states, who, when and why. */
export async function ProjectHistory({
  items,
  timeZone,
}: {
  items: TProjectEventDto[];
  timeZone: string;
}) {
  const t = await getTranslations("projects");
  return (
    <Card role="region" aria-labelledby="project-history-heading">
      <CardHeader>
        <CardTitle>
          <h2 id="project-history-heading">{t("history")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="space-y-3" data-testid="project-history">
          {[...items].reverse().map((e) => (
            <li key={e.id} className="text-sm">
              <p>
                <span className="font-medium">
                  {e.step !== null && e.action === "StepApproved"
                    ? t("event.StepApproved", { step: e.step })
                    : t(`event.${e.action}`)}
                </span>
                {e.fromState && e.toState && (
                  <span>
                    {" "}
                    ·{" "}
                    {t("moved", {
                      from: t(`state.${e.fromState}`),
                      to: t(`state.${e.toState}`),
                    })}
                  </span>
                )}
              </p>
              <p className="text-muted-foreground">
                {t("byWhen", { who: e.userName ?? "—", when: formatDateTime(e.time, timeZone) })}
              </p>
              <ChangeLines change={e.change} />
              {e.comment && <p className="whitespace-pre-line">“{e.comment}”</p>}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
