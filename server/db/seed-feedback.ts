import "server-only";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import type { Db } from "./types";
import { customers, feedbackReplies, feedbacks } from "./schema";

// Demo feedback (issue 13 item 2): two from the portal by seeded customers with an account (or
// entered by staff when there are none), two entered in the console; three replied, one of them
// with a second reply hidden from the sender; one shown on the portal.

const HOUR = 3_600_000;

const ITEMS = [
  {
    title: "Delivery date on the order page",
    content:
      "My order page said Tuesday but the parcel came on Friday. Please keep the date up to date.",
    contactType: "Reply by e-mail",
    typeCode: "Complaint",
    portal: true,
    isShowPortal: false,
    replies: [
      {
        content:
          "Sorry for the wait: the carrier moved the date and we did not pass it on. We have fixed that.",
        isHide: false,
      },
      { content: "Carrier delay on route 12, logged with logistics.", isHide: true },
    ],
  },
  {
    title: "Invoices in one PDF",
    content: "Could the invoices of a month be downloaded as one PDF?",
    contactType: null,
    typeCode: "Suggestion",
    portal: true,
    isShowPortal: true,
    replies: [{ content: "Thank you, it is on our list for the next release.", isHide: false }],
  },
  {
    title: "Opening hours of the self-lift point",
    content: "A customer asked by phone whether the Harbour Street point opens on Saturdays.",
    contactType: "+1 416 555 0142",
    typeCode: "Question",
    portal: false,
    isShowPortal: false,
    replies: [{ content: "Called back: open Saturdays 9:00 to 13:00.", isHide: false }],
  },
  {
    title: "Search does not find SKU codes with spaces",
    content: "Typing a SKU code with a space in the product search finds nothing.",
    contactType: null,
    typeCode: "Bug",
    portal: false,
    isShowPortal: false,
    replies: [],
  },
] as const;

export async function seedFeedback(db: Db, options: { creatorUserId: string }) {
  const senders = await db
    .select({ userId: customers.userId })
    .from(customers)
    .where(and(eq(customers.tenantId, 1), isNotNull(customers.userId)))
    .orderBy(asc(customers.customerCode))
    .limit(2);
  const now = Date.now();
  let i = 0;
  for (const item of ITEMS) {
    const sender = item.portal ? senders[i % Math.max(1, senders.length)]?.userId : undefined;
    const at = new Date(now - (ITEMS.length - i) * 30 * HOUR);
    const id = uuidv7();
    await db.insert(feedbacks).values({
      id,
      tenantId: 1,
      title: item.title,
      content: item.content,
      contactType: item.contactType,
      typeCode: item.typeCode,
      sourceType: sender ? "Portal" : "Console",
      isShowPortal: item.isShowPortal,
      isReplied: item.replies.length > 0,
      userId: sender ?? null,
      creatorUserId: sender ?? options.creatorUserId,
      creationTime: at,
    });
    let j = 0;
    for (const reply of item.replies)
      await db.insert(feedbackReplies).values({
        tenantId: 1,
        feedbackId: id,
        content: reply.content,
        isHide: reply.isHide,
        userId: options.creatorUserId,
        creatorUserId: options.creatorUserId,
        creationTime: new Date(at.getTime() + ++j * 2 * HOUR),
      });
    i++;
  }
}
