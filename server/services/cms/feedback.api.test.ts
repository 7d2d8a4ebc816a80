import { describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { FEEDBACK_SUBMITS_PER_MINUTE } from "@/lib/contracts/feedback";
import { call, membersOf, signIn, unique, userWith } from "@/server/test/api";
import { newClient, registerCustomer } from "@/server/test/customer";
import { newDictionaryValue } from "@/server/test/dictionary";

const F = contracts.Feedback;
const R = contracts.FeedbackReply;

const feedback = (title = unique("Feedback")) => ({
  title,
  content: "The delivery date on my order page is wrong.",
  contactType: "ada@example.com",
  typeCode: "Complaint",
});

describe("Feedback", () => {
  it("lets a customer without staff rights submit and read only its own, with the visible replies", async () => {
    const [ada, bob] = [await registerCustomer(), await registerCustomer()];
    const admin = await signIn();
    const headers = newClient();
    const sent = await call(F.Submit, feedback(), { token: ada.token, headers });
    expect(sent.status).toBe(200);
    expect(sent.body.result).toMatchObject({ isReplied: false, replies: [] });
    const id = sent.body.result.id;
    await call(F.Submit, feedback(), { token: bob.token, headers: newClient() });

    // staff see it as a portal feedback from Ada, not replied and not shown
    const staff = await call(F.Get, { id }, { token: admin });
    expect(staff.body.result).toMatchObject({
      sourceType: "Portal",
      isReplied: false,
      isShowPortal: false,
      userId: ada.userId,
    });
    // a reply marks it replied; a hidden reply is not the sender's to read
    const first = await call(
      F.ReplySave,
      { feedbackId: id, content: "We are on it." },
      { token: admin },
    );
    expect(first.status).toBe(200);
    const second = await call(
      R.Create,
      { feedbackId: id, content: "Internal note" },
      { token: admin },
    );
    expect(
      (await call(R.Hidden, { id: second.body.result.id }, { token: admin })).body.result.isHide,
    ).toBe(true);
    expect((await call(F.Get, { id }, { token: admin })).body.result).toMatchObject({
      isReplied: true,
      replyCount: 2,
    });

    const mine = await call(F.GetMy, {}, { token: ada.token });
    expect(mine.body.result.totalCount).toBe(1);
    expect(mine.body.result.items[0]).toMatchObject({
      id,
      isReplied: true,
      replies: [{ content: "We are on it." }],
    });
    // shown again, the sender reads it too
    await call(R.Show, { id: second.body.result.id }, { token: admin });
    const again = await call(F.GetMy, {}, { token: ada.token });
    expect(again.body.result.items[0]!.replies.map((r) => r.content)).toEqual([
      "We are on it.",
      "Internal note",
    ]);
    // Bob sees only his; the staff reads are not the customers'
    const bobs = await call(F.GetMy, {}, { token: bob.token });
    expect(bobs.body.result.items.map((f) => f.id)).not.toContain(id);
    expect((await call(F.Get, { id }, { token: ada.token })).status).toBe(403);
    expect((await call(F.GetAll, {}, { token: ada.token })).status).toBe(403);
    expect((await call(R.GetAll, { feedbackId: id }, { token: ada.token })).status).toBe(403);
    // staff do not submit as customers
    expect((await call(F.Submit, feedback(), { token: admin })).status).toBe(403);
  });

  it("refuses the 21st submit from one client within a minute with a localised 429", async () => {
    const { token } = await registerCustomer();
    const headers = newClient();
    for (let i = 0; i < FEEDBACK_SUBMITS_PER_MINUTE; i++)
      expect((await call(F.Submit, feedback(), { token, headers })).status).toBe(200);
    const refused = await call(F.Submit, feedback(), { token, headers, culture: "zh-Hans" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(refused.body.error?.message).toContain("反馈过多");
    // another client is not held back
    expect((await call(F.Submit, feedback(), { token, headers: newClient() })).status).toBe(200);
  });

  it("lists by replied, shown, type and source; shows on the portal; deletes with its replies", async () => {
    const admin = await signIn();
    const title = unique("Console");
    const made = await call(
      F.Create,
      { ...feedback(title), typeCode: "Suggestion", isShowPortal: false },
      { token: admin },
    );
    expect(made.status).toBe(200);
    expect(made.body.result).toMatchObject({ sourceType: "Console", userId: null });
    const id = made.body.result.id;
    const list = (input: object) =>
      call(F.GetAll, { keyword: title, ...input }, { token: admin }).then((r) =>
        r.body.result.items.map((f) => f.id),
      );
    expect(await list({ sourceType: "Console", typeCode: "Suggestion", isReplied: false })).toEqual(
      [id],
    );
    expect(await list({ sourceType: "Portal" })).toEqual([]);
    expect(await list({ isShowPortal: true })).toEqual([]);
    const shown = await call(F.ShowPortal, { id, isShowPortal: true }, { token: admin });
    expect(shown.body.result.isShowPortal).toBe(true);
    expect(await list({ isShowPortal: true })).toEqual([id]);
    expect(await list({ typeCode: "Bug" })).toEqual([]);

    const edited = await call(
      F.Update,
      { id, ...feedback(title), typeCode: "Bug", isShowPortal: true, contactType: "" },
      { token: admin },
    );
    expect(edited.body.result).toMatchObject({
      typeCode: "Bug",
      typeName: "Problem report",
      contactType: null,
    });

    const reply = await call(F.ReplySave, { feedbackId: id, content: "Thanks" }, { token: admin });
    expect(await list({ isReplied: true })).toEqual([id]);
    expect((await call(F.Delete, { id }, { token: admin })).status).toBe(200);
    expect((await call(F.Get, { id }, { token: admin })).status).toBe(404);
    expect((await call(R.Get, { id: reply.body.result.id }, { token: admin })).status).toBe(404);
    // a reply to a feedback that is not there
    const orphan = await call(F.ReplySave, { feedbackId: id, content: "Late" }, { token: admin });
    expect(orphan.status).toBe(404);
  });

  it("refuses a blank title or reply on its field, and a reader cannot reply or show", async () => {
    const admin = await signIn();
    const blank = await call(F.Create, { ...feedback(" "), isShowPortal: false }, { token: admin });
    expect(blank.status).toBe(400);
    expect(blank.body.error?.validationErrors?.[0]?.members).toEqual(["title"]);
    const id = (await call(F.Create, { ...feedback(), isShowPortal: false }, { token: admin })).body
      .result.id;
    const empty = await call(F.ReplySave, { feedbackId: id, content: "" }, { token: admin });
    expect(empty.status).toBe(400);
    expect(empty.body.error?.validationErrors?.[0]?.members).toEqual(["content"]);

    const reader = await userWith(["Pages.CMS.Feedback"]);
    expect((await call(F.GetAll, {}, { token: reader.token })).status).toBe(200);
    expect(
      (await call(F.ReplySave, { feedbackId: id, content: "x" }, { token: reader.token })).status,
    ).toBe(403);
    expect(
      (await call(F.ShowPortal, { id, isShowPortal: true }, { token: reader.token })).status,
    ).toBe(403);
    expect((await call(F.Submit, feedback(), { token: reader.token })).status).toBe(403);
  });

  it("takes its type from the FeedbackType dictionary: an unknown key is a 400 on typeCode", async () => {
    const admin = await signIn();
    const bad = { ...feedback(), typeCode: "NoSuchType" };
    const created = await call(
      F.Create,
      { ...bad, isShowPortal: false },
      { token: admin, culture: "en" },
    );
    expect(created.status).toBe(400);
    expect(created.body.error?.validationErrors).toEqual([
      expect.objectContaining({
        members: ["typeCode"],
        message: "NoSuchType is not a feedback type.",
      }),
    ]);
    const { token } = await registerCustomer();
    const submitted = await call(F.Submit, bad, { token, headers: newClient() });
    expect(submitted.status).toBe(400);
    expect(membersOf(submitted)).toEqual(["typeCode"]);

    // a key is matched ignoring case and stored as the dictionary spells it
    const made = await call(
      F.Create,
      { ...feedback(), typeCode: "question", isShowPortal: false },
      { token: admin },
    );
    expect(made.body.result).toMatchObject({ typeCode: "Question", typeName: "Question" });
    const updated = await call(
      F.Update,
      { id: made.body.result.id, ...bad, isShowPortal: false },
      { token: admin },
    );
    expect(updated.status).toBe(400);
    expect(membersOf(updated)).toEqual(["typeCode"]);
  });

  it("keeps a FeedbackType value a feedback uses: no delete, no new key (409)", async () => {
    const admin = await signIn();
    const value = await newDictionaryValue("FeedbackType");
    const title = unique("Typed");
    const made = await call(
      F.Create,
      { ...feedback(title), typeCode: value.key, isShowPortal: false },
      { token: admin },
    );
    expect(made.body.result).toMatchObject({ typeCode: value.key, typeName: value.displayName });
    const refused = await value.remove();
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toContain(`"${title}"`);
    expect((await value.rename(unique("W"))).status).toBe(409);
    expect((await call(F.Delete, { id: made.body.result.id }, { token: admin })).status).toBe(200);
    expect((await value.remove()).status).toBe(200);
  });
});
