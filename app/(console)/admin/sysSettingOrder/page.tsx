import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { SysSettingOrder } from "@/lib/contracts/settings";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { CurrentSettings } from "./_components/current-settings";
import { HistoryTable } from "./_components/history-table";

/**
 * Order settings (Pages.Admin.OrderSettings): the version in force, changed in a dialog (saving
 * adds a version), and every version before it.
 */
export default async function OrderSettingsPage({ searchParams }: { searchParams: PageSearch }) {
  const t = await getTranslations("settings.orders");
  const { params, input } = readListInput(SysSettingOrder.GetAll.input, await searchParams);
  const [history, newest] = await Promise.all([
    serverApi.SysSettingOrder.GetAll(input),
    serverApi.SysSettingOrder.GetAll({ maxResultCount: 1 }),
  ]);
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <div className="space-y-8">
        <CurrentSettings current={newest.items[0] ?? null} />
        <section aria-labelledby="history-heading" className="space-y-3">
          <h2 id="history-heading" className="text-lg font-semibold">
            {t("history")}
          </h2>
          <HistoryTable
            source={listSource("SysSettingOrder", "GetAll", input)}
            result={history}
            params={params}
          />
        </section>
      </div>
    </>
  );
}
