import "server-only";
import { addDays } from "@/lib/membership";
import { businessToday } from "@/server/services/customer/membership";
import type { Db } from "./types";
import { dueDiligenceRecords, organizations } from "./schema";

// Demo organisations of the foundation reading (issue 17 item 4): five partners, four with an
// approved due diligence (their standing), one with a draft still being written.

const demo = [
  {
    name: "Qingshan Primary School",
    kind: "School",
    creditCode: "12330100MB0A12345X",
    contactName: "Zhou Ming",
    review: { conclusion: "Qualified", riskLevel: "Low", state: "Approved", daysAgo: 120 },
  },
  {
    name: "Red Cross Society branch",
    kind: "SocialOrganization",
    creditCode: "51330100MJ8812345K",
    contactName: "Huang Li",
    review: { conclusion: "Qualified", riskLevel: "Low", state: "Approved", daysAgo: 300 },
  },
  {
    name: "Bright Books Ltd.",
    kind: "Company",
    creditCode: "91330100MA2B12345Q",
    contactName: "Sun Tao",
    review: {
      conclusion: "ConditionallyQualified",
      riskLevel: "Medium",
      state: "Approved",
      daysAgo: 45,
    },
  },
  {
    name: "Maple Foundation",
    kind: "Foundation",
    creditCode: null,
    contactName: "Anne Roy",
    review: { conclusion: "Qualified", riskLevel: "Low", state: "Approved", daysAgo: 200 },
  },
  {
    name: "Hillside Rural Clinic",
    kind: "Hospital",
    creditCode: null,
    contactName: "Dr. Wu Jun",
    review: { conclusion: "ConditionallyQualified", riskLevel: "High", state: "Draft", daysAgo: 3 },
  },
] as const;

export async function seedOrganizations(db: Db, o: { creatorUserId: string }) {
  const today = businessToday();
  for (const item of demo) {
    const [org] = await db
      .insert(organizations)
      .values({
        name: item.name,
        kind: item.kind,
        creditCode: item.creditCode,
        contactName: item.contactName,
        creatorUserId: o.creatorUserId,
      })
      .returning({ id: organizations.id });
    await db.insert(dueDiligenceRecords).values({
      organizationId: org!.id,
      reviewedOn: addDays(today, -item.review.daysAgo),
      reviewer: "Na Li",
      conclusion: item.review.conclusion,
      riskLevel: item.review.riskLevel,
      state: item.review.state,
      wasApproved: item.review.state === "Approved",
      findings:
        "Registration certificate, the last two years' audited accounts and the board's minutes checked; a site visit made.",
      creatorUserId: o.creatorUserId,
    });
  }
}
