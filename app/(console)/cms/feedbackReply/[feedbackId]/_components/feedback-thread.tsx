"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { RelativeTime } from "@/components/relative-time";
import { useCan } from "@/components/shell/permissions";
import { useMutation } from "@/components/shell/use-mutation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { api } from "@/lib/api/client";
import type { TFeedbackReplyDto } from "@/lib/contracts/feedback";

// the form kit and zod load after the thread (first-load weight, issue 7)
const ReplyForm = dynamic(() => import("./reply-form").then((m) => m.ReplyForm), { ssr: false });

/** The replies, oldest first, each hidden from or shown to the sender, and the reply box. */
export function FeedbackThread({
  feedbackId,
  replies,
}: {
  feedbackId: string;
  replies: TFeedbackReplyDto[];
}) {
  const t = useTranslations("feedback");
  const canReply = useCan("Pages.CMS.Feedback.Reply");
  const { mutate, pending } = useMutation();
  const toggle = (reply: TFeedbackReplyDto) =>
    void mutate(
      reply.isHide ? api.FeedbackReply.Show : api.FeedbackReply.Hidden,
      { id: reply.id },
      { success: () => t(reply.isHide ? "replyShown" : "replyHidden") },
    ).catch(() => undefined);
  return (
    <Card role="region" aria-labelledby="replies-heading">
      <CardHeader>
        <CardTitle>
          <h2 id="replies-heading">{t("replies")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {replies.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("noReplies")}</p>
        ) : (
          <ol className="space-y-3" aria-label={t("replies")}>
            {replies.map((reply) => (
              <li
                key={reply.id}
                className={`flex items-start justify-between gap-4 rounded-md border p-3 ${reply.isHide ? "bg-muted/50" : ""}`}
              >
                <div className="min-w-0 space-y-1">
                  <p className="break-words whitespace-pre-wrap">{reply.content}</p>
                  <p className="text-muted-foreground text-xs">
                    {reply.userName ?? t("staff")} · <RelativeTime value={reply.creationTime} />
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-2">
                  <Badge variant={reply.isHide ? "outline" : "secondary"}>
                    {reply.isHide ? t("hidden") : t("visible")}
                  </Badge>
                  {canReply && (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={pending}
                      onClick={() => toggle(reply)}
                    >
                      {reply.isHide ? t("showReply") : t("hideReply")}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ol>
        )}
        {canReply && <ReplyForm feedbackId={feedbackId} />}
      </CardContent>
    </Card>
  );
}
