import { describe, expect, it } from "vitest";
import { hashPassword, newSecurityStamp } from "@/server/auth/password";
import { getDb } from "@/server/db/client";
import { tenants, users } from "@/server/db/schema";
import { dispatch } from "@/server/http/dispatcher";
import { contracts } from "@/lib/contracts";
import { call, signIn, unique } from "@/server/test/api";
import { pdfBytes, pngBytes, upload } from "@/server/test/files";

const MB = 1024 * 1024;

async function download(token: string, id: string, tenant = "1") {
  return dispatch(
    new Request(`http://quay.test${contracts.Attachment.Download.path}?id=${id}`, {
      headers: { authorization: `Bearer ${token}`, "Abp.TenantId": tenant },
    }),
  );
}

describe("Attachment", () => {
  it("stores an upload as Temp and serves it back with its type, nosniff and a safe name", async () => {
    const token = await signIn();
    const res = await upload(token, pngBytes(), 'logo "quoted" 标志.png', "brandImage");
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      contentType: "image/png",
      hostType: "Temp",
      size: pngBytes().length,
    });
    const file = await download(token, res.body.result.id);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("content-disposition")).toBe(
      `inline; filename="logo _quoted_ __.png"; filename*=UTF-8''logo%20%22quoted%22%20%E6%A0%87%E5%BF%97.png`,
    );
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pngBytes());
  });

  it("refuses a 1.5 MB brand image with the size message", async () => {
    const res = await upload(await signIn(), pngBytes(1.5 * MB), "big.png", "brandImage");
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors).toEqual([
      { message: "The file is larger than 1 MB.", members: ["file"] },
    ]);
  });

  it("judges the type by the bytes: a PDF named .png is no image", async () => {
    const res = await upload(await signIn(), pdfBytes(), "fake.png", "brandImage");
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.[0]?.message).toBe(
      "The brand image must be a PNG, JPEG or GIF image (this file is application/pdf).",
    );
  });

  it("says a file's type is unknown when its bytes match no known type", async () => {
    const text = new TextEncoder().encode("just some text, not an image at all");
    const res = await upload(await signIn(), text, "fake.png", "brandImage");
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.[0]?.message).toBe(
      "The brand image must be a PNG, JPEG or GIF image (this file's type is not recognised).",
    );
  });

  it("takes instructions up to exactly 5 MB and refuses one byte more", async () => {
    const token = await signIn();
    expect((await upload(token, pdfBytes(5 * MB), "manual.pdf", "instructions")).status).toBe(200);
    const res = await upload(token, pdfBytes(5 * MB + 1), "manual.pdf", "instructions");
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.[0]?.members).toEqual(["file"]);
  });

  it("never serves another tenant's file", async () => {
    const db = await getDb();
    await db
      .insert(tenants)
      .values({ id: 2, tenancyName: "Other", name: "Other" })
      .onConflictDoNothing();
    const userName = unique("other");
    await db.insert(users).values({
      tenantId: 2,
      userName,
      name: "O",
      emailAddress: `${userName}@other.test`,
      passwordHash: await hashPassword("secret123"),
      securityStamp: newSecurityStamp(),
    });
    const auth = await call(
      contracts.TokenAuth.Authenticate,
      { userNameOrEmailAddress: userName, password: "secret123" },
      { headers: { "Abp.TenantId": "2" } },
    );
    expect(auth.status).toBe(200);
    const otherToken = auth.body.result.accessToken;
    const theirs = await upload(otherToken, pngBytes(), "theirs.png", "brandImage", {
      "Abp.TenantId": "2",
    });
    expect(theirs.status).toBe(200);
    expect((await download(otherToken, theirs.body.result.id, "2")).status).toBe(200);
    const mine = await download(await signIn(), theirs.body.result.id);
    expect(mine.status).toBe(404);
    const listed = await call(
      contracts.Attachment.GetAttachmentsByIds,
      { ids: [theirs.body.result.id] },
      { token: await signIn() },
    );
    expect(listed.body.result).toEqual([]);
  });

  it("needs a file", async () => {
    const res = await call(contracts.Attachment.UploadToTemp, new FormData(), {
      token: await signIn(),
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.[0]?.members).toEqual(["file"]);
  });
});

describe("temp file purge", () => {
  it("removes Temp uploads older than a day and keeps bound or recent files", async () => {
    const { eq, inArray } = await import("drizzle-orm");
    const { attachments: table } = await import("@/server/db/schema");
    const { purgeTempAttachments } = await import("@/server/files/attachments");
    const token = await signIn();
    const old = await upload(token, pngBytes(), "old.png", "brandImage");
    const fresh = await upload(token, pngBytes(), "fresh.png", "brandImage");
    const bound = await upload(token, pngBytes(), "bound.png", "brandImage");
    await call(
      contracts.ProductBrand.Create,
      { name: unique("Keep"), imageId: bound.body.result.id },
      { token },
    );
    const db = await getDb();
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await db
      .update(table)
      .set({ creationTime: twoDaysAgo })
      .where(inArray(table.id, [old.body.result.id, bound.body.result.id]));
    await purgeTempAttachments(db);
    const left = await db
      .select({ id: table.id })
      .from(table)
      .where(inArray(table.id, [old.body.result.id, fresh.body.result.id, bound.body.result.id]));
    expect(left.map((r) => r.id).sort()).toEqual(
      [fresh.body.result.id, bound.body.result.id].sort(),
    );
    expect((await download(token, old.body.result.id)).status).toBe(404);
    expect(
      (await db.select().from(table).where(eq(table.id, bound.body.result.id)))[0]?.hostType,
    ).toBe("ProductBrand");
  });

  it("refuses a direct upload where files are not on S3, saying what to use instead", async () => {
    const res = await call(
      contracts.Attachment.BeginDirectUpload,
      { fileName: "logo.png", size: 100, purpose: "brandImage" },
      { token: await signIn(), culture: "zh-Hans" },
    );
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe(
      "直接上传需要 S3 存储，而本服务器未使用 S3；请改用 UploadToTemp 上传文件。",
    );
  });
});
