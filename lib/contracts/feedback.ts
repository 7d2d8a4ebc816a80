import * as z from "zod";
import { crudContract, op } from "@/lib/api/define";
import {
  ZAuditedDto,
  ZDateTime,
  ZPagedResult,
  ZPagedSortedInput,
  zOptionalText,
  zRequired,
} from "./common";
import { ZFeedbackSource } from "./enums";

// SPEC §3 Feedback, §4 feedback states, §7 Feedback and FeedbackReply (issue 13 item 2). A
// customer submits feedback from the portal (Submit, at most FEEDBACK_SUBMITS_PER_MINUTE per
// client a minute) and reads its own with the replies not hidden (GetMy); staff list, reply
// (ReplySave or FeedbackReply.Create, which mark it replied), show it on the portal or not, and
// hide or show each reply.

/** Submits one client may make in a minute; the next is refused with 429. */
export const FEEDBACK_SUBMITS_PER_MINUTE = 20;

const ZFeedbackFields = z.object({
  title: zRequired(100),
  content: zRequired(2000),
  /** how the sender would like an answer (a phone number, an e-mail address …) */
  contactType: zOptionalText(128),
  /** a value key of the FeedbackType data dictionary (FEEDBACK_TYPE_KEY), checked on the server */
  typeCode: zRequired(64),
});
export const ZCreateFeedbackInput = ZFeedbackFields.extend({
  isShowPortal: z.boolean().default(false),
});
export const ZSubmitFeedbackInput = ZFeedbackFields;

export const ZFeedbackReplyDto = ZAuditedDto.extend({
  id: z.uuid(),
  feedbackId: z.uuid(),
  content: z.string(),
  isHide: z.boolean(),
  userId: z.uuid().nullable(),
  /** who wrote it, or null when that user is gone */
  userName: z.string().nullable(),
});
export type TFeedbackReplyDto = z.infer<typeof ZFeedbackReplyDto>;

export const ZFeedbackDto = ZAuditedDto.extend({
  id: z.uuid(),
  title: z.string(),
  content: z.string(),
  contactType: z.string().nullable(),
  typeCode: z.string(),
  /** the type's display name in the dictionary (its key when the dictionary no longer has it) */
  typeName: z.string(),
  sourceType: ZFeedbackSource,
  isShowPortal: z.boolean(),
  isReplied: z.boolean(),
  /** the customer who submitted it, null when staff entered it */
  userId: z.uuid().nullable(),
  userName: z.string().nullable(),
  replyCount: z.number().int(),
});
export type TFeedbackDto = z.infer<typeof ZFeedbackDto>;

/** A customer's own feedback with the replies staff have not hidden. */
export const ZMyFeedbackDto = z.object({
  id: z.uuid(),
  title: z.string(),
  content: z.string(),
  contactType: z.string().nullable(),
  typeCode: z.string(),
  typeName: z.string(),
  isReplied: z.boolean(),
  creationTime: ZDateTime,
  replies: z.array(z.object({ id: z.uuid(), content: z.string(), creationTime: ZDateTime })),
});
export type TMyFeedbackDto = z.infer<typeof ZMyFeedbackDto>;

export const feedbackSortFields = ["creationTime", "title", "typeCode"] as const;
export const ZGetFeedbacksInput = ZPagedSortedInput(feedbackSortFields).extend({
  /** title or content contains, ignoring case */
  keyword: z.string().trim().max(100).optional(),
  isReplied: z.boolean().optional(),
  isShowPortal: z.boolean().optional(),
  /** a FeedbackType value key */
  typeCode: z.string().trim().max(64).optional(),
  sourceType: ZFeedbackSource.optional(),
});

const read = "Pages.CMS.Feedback";
const reply = "Pages.CMS.Feedback.Reply";
const ZReplyContent = zRequired(2000);

/** The console's reply box: what ReplySave takes besides the feedback's id. */
export const ZReplyFormInput = z.object({ content: ZReplyContent });

// CRUD /api/services/app/Feedback/* plus Submit and GetMy (customers), ReplySave, ShowPortal
export const Feedback = crudContract(
  "Feedback",
  {
    create: ZCreateFeedbackInput,
    update: ZCreateFeedbackInput.extend({ id: z.uuid() }),
    list: ZGetFeedbacksInput,
    dto: ZFeedbackDto,
    permissions: {
      read,
      create: "Pages.CMS.Feedback.Create",
      update: "Pages.CMS.Feedback.Edit",
      delete: "Pages.CMS.Feedback.Delete",
      restore: "Pages.CMS.Feedback.Restore",
    },
  },
  {
    // POST …/Submit — a signed-in customer's feedback from the portal (20 a minute per client)
    Submit: op({
      verb: "POST",
      permission: "@customer",
      summary: "Submit feedback from the portal (a signed-in customer; rate-limited per client)",
      input: ZSubmitFeedbackInput,
      output: ZMyFeedbackDto,
    }),
    // GET …/GetMy — the caller's own feedback, newest first, with the replies not hidden
    GetMy: op({
      verb: "GET",
      permission: "@customer",
      summary: "The signed-in customer's own feedback with its visible replies",
      input: ZPagedSortedInput(["creationTime"] as const),
      output: ZPagedResult(ZMyFeedbackDto),
    }),
    // POST …/ReplySave — a reply to a feedback; the feedback becomes replied
    ReplySave: op({
      verb: "POST",
      permission: reply,
      summary: "Reply to a feedback (marks it replied)",
      input: ZReplyFormInput.extend({ feedbackId: z.uuid() }),
      output: ZFeedbackReplyDto,
    }),
    // POST …/ShowPortal — show the feedback on the portal, or take it off
    ShowPortal: op({
      verb: "POST",
      permission: "Pages.CMS.Feedback.ShowPortal",
      summary: "Show a feedback on the portal or not",
      input: z.object({ id: z.uuid(), isShowPortal: z.boolean() }),
      output: ZFeedbackDto,
    }),
  },
);

export const ZGetFeedbackRepliesInput = ZPagedSortedInput(["creationTime"] as const).extend({
  feedbackId: z.uuid().optional(),
  isHide: z.boolean().optional(),
});

const replyOp = (summary: string) =>
  op({
    verb: "POST",
    permission: reply,
    summary,
    input: z.object({ id: z.uuid() }),
    output: ZFeedbackReplyDto,
  });

// CRUD /api/services/app/FeedbackReply/* plus Show and Hidden
export const FeedbackReply = crudContract(
  "FeedbackReply",
  {
    create: z.object({ feedbackId: z.uuid(), content: ZReplyContent }),
    update: z.object({ id: z.uuid(), content: ZReplyContent }),
    list: ZGetFeedbackRepliesInput,
    dto: ZFeedbackReplyDto,
    permissions: { read, create: reply, update: reply, delete: reply },
  },
  {
    // POST …/Show — the reply is shown to the feedback's sender again
    Show: replyOp("Show a feedback reply to its feedback's sender"),
    // POST …/Hidden — the reply is hidden from the feedback's sender
    Hidden: replyOp("Hide a feedback reply from its feedback's sender"),
  },
);
