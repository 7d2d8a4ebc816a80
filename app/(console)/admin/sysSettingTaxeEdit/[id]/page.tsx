import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { loadOr404 } from "@/lib/load-or-404";
import { HstNote } from "../../_components/hst-note";
import { TaxForm } from "../../_components/tax-form";
import { taxPlace } from "../../_components/tax-place";

export default async function EditTaxPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const t = await getTranslations("settings.taxes");
  const rate = await loadOr404(() => serverApi.SysSettingTaxe.Get({ id }));
  return (
    <>
      <PageHeader
        title={t("editTitle", { name: taxPlace(rate, t("noProvince")) })}
        description={t("formHint")}
      />
      <HstNote />
      <TaxForm rate={rate} />
    </>
  );
}
