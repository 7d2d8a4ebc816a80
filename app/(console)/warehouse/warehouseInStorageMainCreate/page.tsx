import { getTimeZone, getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { loadConsoleSession } from "@/lib/console-session";
import { toDateTimeLocal } from "@/lib/format";
import { StockInForm } from "../_components/stock-in-form";
import { newStockInDefaults, suggestStockInCode } from "../_components/stock-in-model";
import { stockInChoices } from "../_components/stock-in-options";

/** A new stock-in: a suggested code, the signed-in user as handler and now as its time. */
export default async function CreateStockInPage() {
  const [t, timeZone, { user }, choices] = await Promise.all([
    getTranslations("warehouse.stockIns"),
    getTimeZone(),
    loadConsoleSession(),
    stockInChoices(),
  ]);
  const now = new Date();
  const handler = user.realName || `${user.name} ${user.surname}`.trim() || user.userName;
  return (
    <>
      <PageHeader title={t("createTitle")} description={t("formHint")} />
      <StockInForm
        choices={choices}
        defaults={newStockInDefaults({
          code: suggestStockInCode(now, timeZone),
          handler,
          time: toDateTimeLocal(now, timeZone),
        })}
      />
    </>
  );
}
