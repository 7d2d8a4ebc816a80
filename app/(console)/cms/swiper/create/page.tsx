import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import type { PageSearch } from "@/lib/list-input";
import { anchorChoices } from "../_components/anchors";
import { SwiperForm } from "../_components/swiper-form";

/** A new swiper; `?cmsAnchorId=` (from a filtered list) chooses its anchor. */
export default async function CreateSwiperPage({ searchParams }: { searchParams: PageSearch }) {
  const t = await getTranslations("swipers");
  const { cmsAnchorId } = await searchParams;
  const anchors = await anchorChoices();
  const anchorId = anchors.find((a) => a.id === cmsAnchorId)?.id;
  return (
    <>
      <PageHeader title={t("create")} description={t("formHint")} />
      <SwiperForm anchors={anchors} anchorId={anchorId} />
    </>
  );
}
