import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { loadOr404 } from "@/lib/load-or-404";
import { anchorChoices } from "../../_components/anchors";
import { SwiperForm } from "../../_components/swiper-form";

export default async function EditSwiperPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const t = await getTranslations("swipers");
  const [swiper, anchors] = await Promise.all([
    loadOr404(() => serverApi.Swiper.Get({ id })),
    anchorChoices(),
  ]);
  return (
    <>
      <PageHeader
        title={t("editTitle", { name: swiper.displayName })}
        description={t("formHint")}
      />
      <SwiperForm anchors={anchors} swiper={swiper} />
    </>
  );
}
