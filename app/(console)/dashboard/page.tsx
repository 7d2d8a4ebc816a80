import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { serverApi } from "@/lib/api/server";
import { loadConsoleSession } from "@/lib/console-session";
import type { PermissionName } from "@/lib/permissions";
import { ChartsSkeleton } from "./_components/dashboard-charts";
import { FigureSkeleton } from "./_components/figure-card";
import {
  AdminFigures,
  ExpiringMembersFigure,
  FundFigures,
  MyAuditsFigure,
  ProjectFigures,
  LowStockFigure,
  MoneyByMonth,
  OrderFigures,
  SalesCharts,
  SalesFigures,
  UnrepliedFeedbackFigure,
  UnsettledMonthsFigure,
} from "./_components/figures";

/**
 * The dashboard (issue 14 item 1): who is signed in, then the figures the user may see, each a
 * link into the list that shows exactly what it counts, and the last 30 days' sales charts. A
 * card shows only with the permission of the list it opens; each streams in its own Suspense
 * boundary, so a slow one never holds the others.
 */
export default async function DashboardPage() {
  const t = await getTranslations("dashboard");
  const { user, tenant, granted } = await loadConsoleSession();
  const can = (permission: PermissionName) => granted.has(permission);
  // one call for the sales cards and the charts' range, started at once
  const sales = can("Pages.Finance.SalesStatistic") ? serverApi.Dashboard.GetSales({}) : null;
  // awaited by the cards (which say when it failed); this only keeps it from going unhandled first
  sales?.catch(() => undefined);
  const money =
    can("Pages.FinanceManage.DonationIncome") ||
    can("Pages.FinanceManage.OtherIncome") ||
    can("Pages.FinanceManage.Expense");
  const recordsArea = can("Pages.Finance.SalesRecord")
    ? "finance"
    : can("Pages.Purchase.SalesRecord")
      ? "purchase"
      : null;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">
          {t("welcome", { name: user.name || user.userName })}
        </h1>
        <p className="text-muted-foreground">{t("tenant", { tenant: tenant?.name ?? "" })}</p>
      </div>
      <section aria-labelledby="dashboard-figures-heading">
        <h2 id="dashboard-figures-heading" className="sr-only">
          {t("figuresHeading")}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <Card>
            <CardHeader>
              <CardDescription>{t("signedInAs")}</CardDescription>
              <CardTitle data-testid="dashboard-user">{user.userName}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-wrap gap-1">
              {user.roleNames.map((role) => (
                <Badge key={role} variant="secondary">
                  {role}
                </Badge>
              ))}
            </CardContent>
          </Card>
          {sales && (
            <Suspense fallback={<FigureSkeleton count={3} />}>
              <SalesFigures sales={sales} />
            </Suspense>
          )}
          {can("Pages.Order.Management") && (
            <Suspense fallback={<FigureSkeleton count={3} />}>
              <OrderFigures />
            </Suspense>
          )}
          {can("Pages.Order.Sales") && (
            <Suspense fallback={<FigureSkeleton />}>
              <LowStockFigure />
            </Suspense>
          )}
          {can("Pages.Customer.Member") && (
            <Suspense fallback={<FigureSkeleton />}>
              <ExpiringMembersFigure />
            </Suspense>
          )}
          {can("Pages.CMS.Feedback") && (
            <Suspense fallback={<FigureSkeleton />}>
              <UnrepliedFeedbackFigure />
            </Suspense>
          )}
          {recordsArea && (
            <Suspense fallback={<FigureSkeleton />}>
              <UnsettledMonthsFigure area={recordsArea} />
            </Suspense>
          )}
          {can("Pages.MyAudit") && (
            <Suspense fallback={<FigureSkeleton />}>
              <MyAuditsFigure />
            </Suspense>
          )}
          {can("Pages.Project") && (
            <Suspense fallback={<FigureSkeleton />}>
              <ProjectFigures />
            </Suspense>
          )}
          {can("Pages.Fund") && (
            <Suspense fallback={<FigureSkeleton count={3} />}>
              <FundFigures />
            </Suspense>
          )}
          {(can("Pages.Users") || can("Pages.Roles")) && (
            <Suspense fallback={<FigureSkeleton />}>
              <AdminFigures users={can("Pages.Users")} roles={can("Pages.Roles")} />
            </Suspense>
          )}
        </div>
      </section>
      {sales && (
        <section aria-labelledby="dashboard-charts-heading" className="space-y-3">
          <h2 id="dashboard-charts-heading" className="text-lg font-semibold">
            {t("chartsHeading")}
          </h2>
          <div className="grid gap-4 lg:grid-cols-2">
            <Suspense fallback={<ChartsSkeleton />}>
              <SalesCharts sales={sales} />
            </Suspense>
          </div>
        </section>
      )}
      {money && (
        <section aria-labelledby="dashboard-money-heading" className="space-y-3">
          <h2 id="dashboard-money-heading" className="text-lg font-semibold">
            {t("moneyHeading")}
          </h2>
          <div className="grid gap-4 lg:grid-cols-2">
            <Suspense fallback={<ChartsSkeleton count={1} />}>
              <MoneyByMonth />
            </Suspense>
          </div>
        </section>
      )}
    </div>
  );
}
