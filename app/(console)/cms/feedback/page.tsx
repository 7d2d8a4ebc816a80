import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { FEEDBACK_TYPE_KEY } from "@/lib/contracts/data-dictionary";
import { ZGetFeedbacksInput } from "@/lib/contracts/feedback";
import { dictionaryOptions } from "@/lib/dictionary-options";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { CreateFeedbackButton, FeedbackTable } from "./_components/feedback-table";

/**
 * Feedback (Pages.CMS.Feedback): from the portal and entered here, filtered by replied, shown on
 * the portal, type and source in the URL; each opens its replies.
 */
export default async function FeedbackPage({ searchParams }: { searchParams: PageSearch }) {
  const t = await getTranslations("feedback");
  const { params, input } = readListInput(ZGetFeedbacksInput, await searchParams);
  const [result, types] = await Promise.all([
    serverApi.Feedback.GetAll(input),
    dictionaryOptions(FEEDBACK_TYPE_KEY),
  ]);
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<CreateFeedbackButton types={types} />}
      />
      <FeedbackTable
        source={listSource("Feedback", "GetAll", input)}
        result={result}
        params={params}
        types={types}
      />
    </>
  );
}
