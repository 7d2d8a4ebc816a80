import { getTimeZone, getTranslations } from "next-intl/server";
import { DetailList } from "@/components/detail-list";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { formatDateTime } from "@/lib/format";
import { FeedbackThread } from "./_components/feedback-thread";

/**
 * One feedback and its replies (Pages.CMS.Feedback.Reply): the message, every reply with whether
 * its sender sees it (hide or show each), and a reply box.
 */
export default async function FeedbackReplyPage({
  params,
}: {
  params: Promise<{ feedbackId: string }>;
}) {
  const { feedbackId } = await params;
  const [t, ts, timeZone] = await Promise.all([
    getTranslations("feedback"),
    getTranslations("enums.FeedbackSource"),
    getTimeZone(),
  ]);
  const [feedback, replies] = await Promise.all([
    serverApi.Feedback.Get({ id: feedbackId }),
    serverApi.FeedbackReply.GetAll({ feedbackId, maxResultCount: 1000 }),
  ]);
  return (
    <>
      <PageHeader
        title={t("replyTitle", { name: feedback.title })}
        description={t("replyDescription")}
      />
      <div className="space-y-6">
        <DetailList
          id="feedback"
          title={feedback.title}
          rows={[
            [
              t("content"),
              <p key="content" className="whitespace-pre-wrap">
                {feedback.content}
              </p>,
            ],
            [t("type"), feedback.typeName],
            [t("source"), ts(feedback.sourceType)],
            [t("sender"), feedback.userName ?? t("staff")],
            [t("contact"), feedback.contactType],
            [t("created"), formatDateTime(feedback.creationTime, timeZone)],
            [t("reply"), feedback.isReplied ? t("replied") : t("notReplied")],
            [t("portal"), feedback.isShowPortal ? t("shown") : t("notShown")],
          ]}
        />
        <FeedbackThread feedbackId={feedback.id} replies={replies.items} />
      </div>
    </>
  );
}
