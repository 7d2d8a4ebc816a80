import { getTimeZone, getTranslations } from "next-intl/server";
import { DetailList } from "@/components/detail-list";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { serverApi } from "@/lib/api/server";
import { formatMoney } from "@/lib/format";
import { todayIn } from "@/lib/membership";
import { loadOr404 } from "@/lib/load-or-404";
import { ProjectActions } from "../_components/project-actions";
import { ProjectAudit } from "../_components/project-audit";
import { ChangeLines, ProjectHistory } from "../_components/project-history";
import { ProjectReports } from "../_components/project-reports";
import { ProjectStateBadge } from "../_components/project-state";

/**
 * A project: its state and what the caller may do now (edit, submit, withdraw, approve or
 * reject, stop), its fields, the proposal and close report, its audit's steps and its history.
 */
export default async function ProjectPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [t, timeZone] = await Promise.all([getTranslations("projects"), getTimeZone()]);
  const [project, history, reports, series, funds] = await Promise.all([
    loadOr404(() => serverApi.Project.Get({ id })),
    loadOr404(() => serverApi.Project.GetHistory({ id })),
    serverApi.ProjectReport.GetAll({ projectId: id, maxResultCount: 1000 }),
    serverApi.ProjectSeries.GetOptions({}),
    serverApi.Fund.GetOptions({}),
  ]);
  const p = project;
  // a new report starts at this month, within the project's period
  const thisMonth = todayIn(timeZone).slice(0, 7);
  const [first, last] = [p.startOn.slice(0, 7), p.endOn.slice(0, 7)];
  const month = thisMonth < first ? first : thisMonth > last ? last : thisMonth;
  return (
    <>
      <PageHeader
        title={`${p.code} · ${p.name}`}
        description={t(`kindHint.${p.kind}`)}
        actions={
          <ProjectActions project={p} options={{ series: series.items, funds: funds.items }} />
        }
      />
      <div className="space-y-6">
        <DetailList
          id="project"
          title={t("details")}
          rows={[
            [t("stateLabel"), <ProjectStateBadge key="state" state={p.state} />],
            [t("kindLabel"), t(`kind.${p.kind}`)],
            [t("series"), p.seriesName],
            [t("fund"), p.fundName],
            ...(p.kind === "External"
              ? [[t("partner"), p.partner] as [string, string | null]]
              : []),
            [t("budget"), formatMoney(p.budget, "RMB")],
            [t("period"), t("periodRange", { from: p.startOn, to: p.endOn })],
            ...(p.stopReason ? [[t("stopReason"), p.stopReason] as [string, string]] : []),
          ]}
        />
        {p.pendingChange && (
          <Card role="region" aria-labelledby="change-heading">
            <CardHeader>
              <CardTitle>
                <h2 id="change-heading">{t("pendingChange")}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-1 text-sm">
              <ChangeLines
                change={{
                  ...(p.pendingChange.budget !== p.budget && {
                    budget: { from: p.budget, to: p.pendingChange.budget },
                  }),
                  ...(p.pendingChange.endOn !== p.endOn && {
                    endOn: { from: p.endOn, to: p.pendingChange.endOn },
                  }),
                }}
              />
              <p className="whitespace-pre-line">
                {t("changeReasonLine", { reason: p.pendingChange.reason })}
              </p>
            </CardContent>
          </Card>
        )}
        <Card role="region" aria-labelledby="proposal-heading">
          <CardHeader>
            <CardTitle>
              <h2 id="proposal-heading">{t("proposal")}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <p className="whitespace-pre-line">{p.proposal}</p>
            {p.closeReport && (
              <div>
                <h3 className="mb-1 font-medium">{t("closeReport")}</h3>
                <p className="whitespace-pre-line">{p.closeReport}</p>
              </div>
            )}
          </CardContent>
        </Card>
        {p.audit && <ProjectAudit audit={p.audit} />}
        <ProjectReports
          project={{ id: p.id, state: p.state }}
          reports={reports.items}
          month={month}
        />
        <ProjectHistory items={history.items} timeZone={timeZone} />
      </div>
    </>
  );
}
