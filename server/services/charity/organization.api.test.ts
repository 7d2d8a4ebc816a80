import { describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { call, signIn, unique, userWith } from "@/server/test/api";
import { pdfBytes, upload } from "@/server/test/files";
import { noActiveFlow, userIdOf } from "../system/audit-fixtures";

// Organisations and their due diligence (issue 17 item 4): the organisation's own rules, and a
// due-diligence record's life through the DueDiligence audit flow (draft → under audit → approved,
// rejected back to draft, an approved report improved and audited again).

const O = contracts.Organization;
const D = contracts.DueDiligenceRecord;
const DD = [
  "Pages.DueDiligence",
  "Pages.DueDiligence.Create",
  "Pages.DueDiligence.Edit",
  "Pages.DueDiligence.StartAudit",
] as const;

/** A valid unified social credit code, different each time (the check digit is not verified). */
const creditCode = () =>
  `91${String(Date.now() % 1_000_000).padStart(6, "0")}${Math.random()
    .toString(36)
    .slice(2, 12)
    .toUpperCase()
    .replace(/[IOSVZ]/g, "A")
    .padEnd(10, "0")}`;

async function organization(token: string, over: Record<string, unknown> = {}) {
  const res = await call(
    O.Create,
    { name: unique("Sunrise "), kind: "School", ...over },
    { token },
  );
  expect(res.status, JSON.stringify(res.body.error)).toBe(200);
  return res.body.result;
}

const review = (organizationId: string, over: Record<string, unknown> = {}) => ({
  organizationId,
  reviewedOn: "2026-10-12",
  reviewer: "Lin Qiao",
  conclusion: "Qualified" as const,
  riskLevel: "Low" as const,
  findings: "Registration, accounts for 2024 and 2025, and the board's minutes checked.",
  ...over,
});

/** The DueDiligence flow: one active with these approvers, or none active. */
async function dueDiligenceFlow(admin: string, userIds: string[] | null) {
  await noActiveFlow(admin, "DueDiligence");
  if (!userIds) return;
  const res = await call(
    contracts.AuditFlow.Create,
    {
      key: "DueDiligence",
      desc: unique("Due diligence "),
      nodes: userIds.map((userId) => ({ approverType: "User" as const, userId })),
    },
    { token: admin },
  );
  expect(res.status, JSON.stringify(res.body.error)).toBe(200);
  await call(
    contracts.AuditFlow.Active,
    { id: res.body.result.id, isActive: true },
    { token: admin },
  );
}

describe("Organization", () => {
  it("keeps a name and a credit code unique, finds by either, and filters by type", async () => {
    const token = await signIn();
    const code = creditCode();
    const made = await organization(token, {
      kind: "Foundation",
      creditCode: code.toLowerCase(),
      contactName: "Mei Zhou",
      contactPhone: "+86 21 5555 0101",
    });
    expect(made).toMatchObject({
      kind: "Foundation",
      creditCode: code,
      contactName: "Mei Zhou",
      lastDueDiligence: null,
      dueDiligenceCount: 0,
    });

    const bad = await call(
      O.Create,
      { name: unique("Bad "), kind: "Other", creditCode: "12345" },
      { token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error?.validationErrors?.[0]?.members).toEqual(["creditCode"]);
    const twice = await call(
      O.Create,
      { name: unique("Twice "), kind: "Other", creditCode: code },
      { token },
    );
    expect(twice.status).toBe(400);
    expect(twice.body.error?.validationErrors?.[0]?.members).toEqual(["creditCode"]);
    const sameName = await call(
      O.Create,
      { name: made.name.toUpperCase(), kind: "Other" },
      { token },
    );
    expect(sameName.status).toBe(400);
    const noKind = await call(O.Create, { name: unique("NoKind ") } as never, { token });
    expect(noKind.status).toBe(400);
    expect(noKind.body.error?.validationErrors?.[0]?.members).toEqual(["kind"]);

    const byCode = await call(O.GetAll, { keyword: code.slice(2, 12) }, { token });
    expect(byCode.body.result.items.map((o) => o.id)).toEqual([made.id]);
    const foundations = await call(O.GetAll, { kind: "Foundation", keyword: made.name }, { token });
    expect(foundations.body.result.totalCount).toBe(1);
    const schools = await call(O.GetAll, { kind: "School", keyword: made.name }, { token });
    expect(schools.body.result.totalCount).toBe(0);

    // blank optional fields are stored as none
    const edited = await call(
      O.Update,
      { id: made.id, name: made.name, kind: "Foundation", creditCode: "", contactPhone: "" },
      { token },
    );
    expect(edited.body.result).toMatchObject({ creditCode: null, contactPhone: null });
  });

  it("takes a due diligence from draft through its audit to the organisation's standing; improved, it is audited again", async () => {
    const admin = await signIn();
    const approver = await userWith([
      ...DD,
      "Pages.DueDiligence.Audit",
      "Pages.MyAudit",
      "Pages.MyAudit.Audit",
    ]);
    await dueDiligenceFlow(admin, [await userIdOf(approver.userName, admin)]);
    try {
      const writer = await userWith([...DD, "Pages.Organization"]);
      const org = await organization(admin);

      const future = await call(D.Create, review(org.id, { reviewedOn: "2999-01-01" }), {
        token: writer.token,
      });
      expect(future.status).toBe(400);
      expect(future.body.error?.validationErrors?.[0]?.members).toEqual(["reviewedOn"]);

      const file = (await upload(writer.token, pdfBytes(), "report.pdf", "file")).body.result;
      const created = await call(
        D.Create,
        { ...review(org.id), attachmentIds: [file.id] },
        {
          token: writer.token,
        },
      );
      expect(created.status, JSON.stringify(created.body.error)).toBe(200);
      const record = created.body.result;
      expect(record).toMatchObject({
        state: "Draft",
        organizationName: org.name,
        audit: null,
        attachments: [{ fileName: "report.pdf", hostType: "DueDiligence" }],
      });
      expect(record.actions).toEqual(["Edit", "StartAudit"]);
      // the report is seen by who may see the record, not by any staff user
      const outsider = await userWith([]);
      const theirView = await call(
        contracts.Attachment.GetAttachments,
        { hostType: "DueDiligence", hostId: record.id },
        { token: outsider.token },
      );
      expect(theirView.body.result).toEqual([]);
      // nor by one whose data scope of the page leaves the record out
      const scoped = await userWith(
        ["Pages.DueDiligence"],
        [{ permissionName: "Pages.DueDiligence", scope: "Mine" }],
      );
      const scopedView = await call(
        contracts.Attachment.GetAttachments,
        { hostType: "DueDiligence", hostId: record.id },
        { token: scoped.token },
      );
      expect(scopedView.body.result).toEqual([]);
      const writerView = await call(
        contracts.Attachment.GetAttachments,
        { hostType: "DueDiligence", hostId: record.id },
        { token: writer.token },
      );
      expect(writerView.body.result.map((f) => f.id)).toEqual([file.id]);

      // submitted and taken back by its submitter: a draft again; an update without the files
      // keeps them
      await call(D.StartAudit, { id: record.id }, { token: writer.token });
      const back = await call(D.Withdraw, { id: record.id }, { token: writer.token });
      expect(back.body.result).toMatchObject({ state: "Draft", audit: { state: "Withdrawn" } });
      const kept = await call(
        D.Update,
        { ...review(org.id, { reviewer: "Lin Qiao and Wu Fei" }), id: record.id },
        { token: writer.token },
      );
      expect(kept.body.result.attachments.map((f) => f.id)).toEqual([file.id]);

      const submitted = await call(D.StartAudit, { id: record.id }, { token: writer.token });
      expect(submitted.body.result).toMatchObject({
        state: "Auditing",
        audit: { key: "DueDiligence", state: "Pending", currentStep: 1 },
      });
      expect(submitted.body.result.actions).toEqual(["Withdraw"]);
      const frozen = await call(
        D.Update,
        { ...review(org.id), id: record.id },
        { token: writer.token },
      );
      expect(frozen.status).toBe(409);
      expect((await call(D.Delete, { id: record.id }, { token: admin })).status).toBe(409);

      // the approver finds it under My audits and rejects it: a draft again
      const waiting = await call(
        contracts.MyAudit.GetAll,
        { key: "DueDiligence", maxResultCount: 1000 },
        { token: approver.token },
      );
      expect(waiting.status, JSON.stringify(waiting.body.error)).toBe(200);
      const mine = waiting.body.result.items.find((x) => x.entityId === record.id);
      expect(mine?.title).toBe(`${org.name} · 2026-10-12`);
      const seen = await call(D.Get, { id: record.id }, { token: approver.token });
      expect(seen.body.result.actions).toContain("Audit");
      const rejected = await call(
        D.Audit,
        { id: record.id, step: 1, isApproved: false, comment: "Add the 2025 audit report." },
        { token: approver.token },
      );
      expect(rejected.body.result.state).toBe("Draft");
      expect(rejected.body.result.audit?.state).toBe("Rejected");

      // corrected and submitted again, then approved: the organisation's standing
      await call(
        D.Update,
        { ...review(org.id, { riskLevel: "Medium" }), id: record.id, attachmentIds: [file.id] },
        {
          token: writer.token,
        },
      );
      await call(D.StartAudit, { id: record.id }, { token: writer.token });
      const approved = await call(
        D.Audit,
        { id: record.id, step: 1, isApproved: true },
        {
          token: approver.token,
        },
      );
      expect(approved.body.result.state).toBe("Approved");
      const standing = (await call(O.Get, { id: org.id }, { token: admin })).body.result;
      expect(standing.lastDueDiligence).toMatchObject({
        id: record.id,
        conclusion: "Qualified",
        riskLevel: "Medium",
      });
      expect(standing.dueDiligenceCount).toBe(1);

      // an approved report is improved only with ImproveTheDueDiligenceReport, and is a draft again
      expect((await call(D.Get, { id: record.id }, { token: admin })).body.result.actions).toEqual([
        "Improve",
      ]);
      expect(
        (await call(D.Get, { id: record.id }, { token: writer.token })).body.result.actions,
      ).toEqual([]);
      const notAllowed = await call(
        D.Update,
        { ...review(org.id), id: record.id },
        { token: writer.token },
      );
      expect(notAllowed.status).toBe(403);
      const improver = await userWith([
        "Pages.DueDiligence",
        "Pages.DueDiligence.ImproveTheDueDiligenceReport",
      ]);
      const improved = await call(
        D.Update,
        {
          ...review(org.id, { findings: "Also visited the school on 2026-10-20." }),
          id: record.id,
          attachmentIds: [file.id],
        },
        { token: improver.token },
      );
      expect(improved.status, JSON.stringify(improved.body.error)).toBe(200);
      expect(improved.body.result.state).toBe("Draft");
      // the approval is no longer its audit; once approved, it is kept and stays about its
      // organisation
      expect(improved.body.result.audit).toBeNull();
      expect(improved.body.result.attachments.map((f) => f.id)).toEqual([file.id]);
      const asAdmin = (await call(D.Get, { id: record.id }, { token: admin })).body.result;
      expect(asAdmin.actions).toEqual(["Edit", "StartAudit"]);
      expect((await call(D.Delete, { id: record.id }, { token: admin })).status).toBe(409);
      const other = await organization(admin);
      const moved = await call(D.Update, { ...review(other.id), id: record.id }, { token: admin });
      expect(moved.status).toBe(400);
      expect(moved.body.error?.validationErrors?.[0]?.members).toEqual(["organizationId"]);
      expect(
        (await call(O.Get, { id: org.id }, { token: admin })).body.result.lastDueDiligence,
      ).toBeNull();

      // an organisation with due diligence stays
      expect((await call(O.Delete, { id: org.id }, { token: admin })).status).toBe(409);
    } finally {
      await dueDiligenceFlow(admin, null);
    }
  });

  it("approves at once with no active flow, and keeps to the data scope", async () => {
    const admin = await signIn();
    await dueDiligenceFlow(admin, null);
    const org = await organization(admin);
    const mineOnly = await userWith(
      [...DD],
      [{ permissionName: "Pages.DueDiligence", scope: "Mine" }],
    );
    const theirs = await call(D.Create, review(org.id), { token: admin });
    const own = await call(D.Create, review(org.id, { reviewer: "Own" }), {
      token: mineOnly.token,
    });
    expect(own.status, JSON.stringify(own.body.error)).toBe(200);
    const approved = await call(
      D.StartAudit,
      { id: own.body.result.id },
      { token: mineOnly.token },
    );
    expect(approved.body.result).toMatchObject({ state: "Approved", audit: null });

    // the organisation's standing comes from what the caller may see: an approval of someone
    // else's is not theirs to see
    const adminsApproved = await call(D.Create, review(org.id, { reviewedOn: "2026-11-01" }), {
      token: admin,
    });
    await call(D.StartAudit, { id: adminsApproved.body.result.id }, { token: admin });
    const asAdmin = (await call(O.Get, { id: org.id }, { token: admin })).body.result;
    expect(asAdmin.lastDueDiligence?.id).toBe(adminsApproved.body.result.id);
    const scopedReader = await userWith(
      ["Pages.Organization", ...DD],
      [{ permissionName: "Pages.DueDiligence", scope: "Mine" }],
    );
    const asScoped = (await call(O.Get, { id: org.id }, { token: scopedReader.token })).body.result;
    expect(asScoped).toMatchObject({ lastDueDiligence: null, dueDiligenceCount: 0 });

    const list = await call(D.GetAll, { organizationId: org.id }, { token: mineOnly.token });
    expect(list.body.result.items.map((r) => r.id)).toEqual([own.body.result.id]);
    expect(
      (await call(D.Get, { id: theirs.body.result.id }, { token: mineOnly.token })).status,
    ).toBe(404);
    // a draft is deleted; nobody without the page sees any
    expect((await call(D.Delete, { id: theirs.body.result.id }, { token: admin })).status).toBe(
      200,
    );
    const nobody = await userWith([]);
    expect((await call(D.GetAll, {}, { token: nobody.token })).status).toBe(403);
    expect((await call(O.GetAll, {}, { token: nobody.token })).status).toBe(403);
  });
});

describe("OrganizationApply", () => {
  const A = contracts.OrganizationApply;
  const application = (over: Record<string, unknown> = {}) => ({
    name: unique("Hope Library "),
    kind: "SocialOrganization" as const,
    contactName: "Wu Fei",
    contactPhone: "+86 10 5555 0199",
    emailAddress: "wu.fei@example.org",
    description: "We run reading rooms in three villages and would like to partner.",
    ...over,
  });

  it("takes an application from the website, and staff approve it into an organisation", async () => {
    const submitted = await call(A.Submit, application({ creditCode: creditCode() }), {
      headers: { "x-forwarded-for": `203.0.113.${Math.floor(Math.random() * 200) + 1}` },
    });
    expect(submitted.status, JSON.stringify(submitted.body.error)).toBe(200);
    expect(submitted.body.result.state).toBe("Pending");
    const id = submitted.body.result.id;

    const missing = await call(A.Submit, application({ emailAddress: "", contactPhone: null }));
    expect(missing.status).toBe(400);
    expect(missing.body.error?.validationErrors?.map((e) => e.members[0]).sort()).toEqual([
      "contactPhone",
      "emailAddress",
    ]);

    const reviewer = await userWith(["Pages.OrganizationApply", "Pages.OrganizationApply.Audit"]);
    const got = (await call(A.Get, { id }, { token: reviewer.token })).body.result;
    expect(got).toMatchObject({ state: "Pending", fromWebsite: true, organizationId: null });
    const approved = await call(A.Approve, { id, comment: "Welcome." }, { token: reviewer.token });
    expect(approved.status, JSON.stringify(approved.body.error)).toBe(200);
    expect(approved.body.result).toMatchObject({ state: "Approved", decisionComment: "Welcome." });
    const admin = await signIn();
    const org = await call(
      contracts.Organization.Get,
      { id: approved.body.result.organizationId! },
      { token: admin },
    );
    expect(org.body.result).toMatchObject({
      name: got.name,
      kind: "SocialOrganization",
      creditCode: got.creditCode,
      contactName: "Wu Fei",
    });

    // decided: not again, not edited, kept
    expect((await call(A.Reject, { id, comment: "No." }, { token: reviewer.token })).status).toBe(
      409,
    );
    expect((await call(A.Update, { ...application(), id }, { token: admin })).status).toBe(409);
    expect((await call(A.Delete, { id }, { token: admin })).status).toBe(409);
  });

  it("refuses to approve a name already taken, rejects with a reason, and keeps to its page", async () => {
    const admin = await signIn();
    const existing = await organization(admin);
    const entered = await call(A.Create, application({ name: existing.name.toLowerCase() }), {
      token: admin,
    });
    expect(entered.body.result.fromWebsite).toBe(false);
    const id = entered.body.result.id;
    const clash = await call(A.Approve, { id }, { token: admin });
    expect(clash.status).toBe(409);
    expect(clash.body.error?.message).toContain(existing.name.toLowerCase());
    const noReason = await call(A.Reject, { id, comment: "" }, { token: admin });
    expect(noReason.status).toBe(400);
    const rejected = await call(A.Reject, { id, comment: "Already a partner." }, { token: admin });
    expect(rejected.body.result).toMatchObject({
      state: "Rejected",
      decisionComment: "Already a partner.",
    });
    expect((await call(A.Delete, { id }, { token: admin })).status).toBe(200);

    const reader = await userWith(["Pages.OrganizationApply"]);
    const pendingOne = await call(A.Create, application(), { token: admin });
    expect(
      (await call(A.Approve, { id: pendingOne.body.result.id }, { token: reader.token })).status,
    ).toBe(403);
    const nobody = await userWith([]);
    expect((await call(A.GetAll, {}, { token: nobody.token })).status).toBe(403);
  });
});
