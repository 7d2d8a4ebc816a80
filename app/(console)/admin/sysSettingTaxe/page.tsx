import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { SysSettingTaxe } from "@/lib/contracts/settings";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { HstNote } from "../_components/hst-note";
import { CreateTaxButton, TaxTable } from "./_components/tax-table";

/** Tax rates (Pages.Admin.Taxes): GST and QST per province, and the default. */
export default async function TaxSettingsPage({ searchParams }: { searchParams: PageSearch }) {
  const t = await getTranslations("settings.taxes");
  const { params, input } = readListInput(SysSettingTaxe.GetAll.input, await searchParams);
  const result = await serverApi.SysSettingTaxe.GetAll(input);
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} actions={<CreateTaxButton />} />
      <HstNote />
      <TaxTable
        source={listSource("SysSettingTaxe", "GetAll", input)}
        result={result}
        params={params}
      />
    </>
  );
}
