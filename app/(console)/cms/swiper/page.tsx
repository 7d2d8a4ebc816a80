import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { ZGetSwipersInput } from "@/lib/contracts/cms";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { anchorChoices } from "./_components/anchors";
import { SwiperOrder } from "./_components/swiper-order";
import { CreateSwiperButton, SwiperTable } from "./_components/swiper-table";

/**
 * Swipers (Pages.CMS.Swiper): every anchor's slides, filtered by anchor; with one anchor chosen,
 * its slides in order, previewed at the anchor's size and reordered by dragging.
 */
export default async function SwiperPage({ searchParams }: { searchParams: PageSearch }) {
  const t = await getTranslations("swipers");
  const { params, input } = readListInput(ZGetSwipersInput, await searchParams);
  const [result, anchors] = await Promise.all([serverApi.Swiper.GetAll(input), anchorChoices()]);
  const anchor = anchors.find((a) => a.id === input.cmsAnchorId);
  const ordered = anchor
    ? await serverApi.Swiper.GetAll({
        cmsAnchorId: anchor.id,
        maxResultCount: 1000,
        sorting: "order asc",
      })
    : null;
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<CreateSwiperButton anchorId={anchor?.id} />}
      />
      {anchor && ordered ? (
        <SwiperOrder anchor={anchor} swipers={ordered.items} />
      ) : (
        <p className="text-muted-foreground text-sm">{t("chooseAnchor")}</p>
      )}
      <SwiperTable
        source={listSource("Swiper", "GetAll", input)}
        result={result}
        params={params}
        anchors={anchors}
        anchorId={anchor?.id}
      />
    </>
  );
}
