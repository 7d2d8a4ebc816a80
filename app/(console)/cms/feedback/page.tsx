import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { ZGetFeedbacksInput } from "@/lib/contracts/feedback";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { CreateFeedbackButton, FeedbackTable } from "./_components/feedback-table";

/**
 * Feedback (Pages.CMS.Feedback): from the portal and entered here, filtered by replied, shown on
 * the portal, type and source in the URL; each opens its replies.
 */
export default async function FeedbackPage({ searchParams }: { searchParams: PageSearch }) {
  const t = await getTranslations("feedback");
  const { params, input } = readListInput(ZGetFeedbacksInput, await searchParams);
  const result = await serverApi.Feedback.GetAll(input);
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<CreateFeedbackButton />}
      />
      <FeedbackTable result={result} params={params} />
    </>
  );
}
