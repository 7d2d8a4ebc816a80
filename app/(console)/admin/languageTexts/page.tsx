import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { ZGetLanguageTextGridInput } from "@/lib/contracts/language";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { LanguageTextActions, LanguageTextTable } from "./_components/language-text-table";

/**
 * Language texts (Pages.Admin.LanguageTexts): every message key with its text in the four
 * languages, searched over keys and texts, missing translations first unless the URL sorts
 * otherwise. Edits override the bundled messages from the next page load.
 */
export default async function LanguageTextsPage({ searchParams }: { searchParams: PageSearch }) {
  const t = await getTranslations("languageTexts");
  const { params, input } = readListInput(ZGetLanguageTextGridInput, await searchParams);
  const sorted = params.sort
    ? { params, input }
    : {
        params: { ...params, sort: { field: "missing", desc: true } },
        input: { ...input, sorting: "missing desc" },
      };
  const result = await serverApi.Language.GetAllLanguageTextGrid(sorted.input);
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<LanguageTextActions />}
      />
      <LanguageTextTable
        source={listSource("Language", "GetAllLanguageTextGrid", sorted.input)}
        result={result}
        params={sorted.params}
      />
    </>
  );
}
