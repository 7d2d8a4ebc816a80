import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { ZGetAnchorsInput } from "@/lib/contracts/cms";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { AnchorTable, CreateAnchorButton } from "./_components/anchor-table";

/** Anchors (Pages.CMS.Anchor): places on the website with a size, and how many swipers each has. */
export default async function AnchorPage({ searchParams }: { searchParams: PageSearch }) {
  const t = await getTranslations("anchors");
  const { params, input } = readListInput(ZGetAnchorsInput, await searchParams);
  const result = await serverApi.CmsAnchor.GetAll(input);
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<CreateAnchorButton />}
      />
      <AnchorTable
        source={listSource("CmsAnchor", "GetAll", input)}
        result={result}
        params={params}
      />
    </>
  );
}
