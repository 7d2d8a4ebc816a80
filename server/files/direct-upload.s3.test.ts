import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import type { TDirectUploadTicket } from "@/lib/contracts/attachment";
import { s3Config } from "@/lib/s3-config";
import { getDb } from "@/server/db/client";
import { attachments, tenantSettings } from "@/server/db/schema";
import { dispatch } from "@/server/http/dispatcher";
import { call, signIn, unique, userWith } from "@/server/test/api";
import { pdfBytes, pngBytes } from "@/server/test/files";
import { purgeTempAttachments } from "./attachments";
import { s3Store } from "./s3-store";

// Direct uploads (issue 15) against a real S3-compatible server (vitest.config.ts, project "s3"):
// the API announces, the "browser" PUTs to the presigned URL, the API completes.

const MB = 1024 * 1024;
const bucket = () => s3Store(s3Config()!);
const { Attachment } = contracts;

/** A ticket (this tenant keeps no cloud storage of its own: never "via UploadToTemp"). */
async function begin(token: string, bytes: Uint8Array, fileName: string, purpose: string) {
  const res = await call(
    Attachment.BeginDirectUpload,
    { fileName, size: bytes.length, purpose: purpose as "file" },
    { token },
  );
  return res as typeof res & { body: { result: TDirectUploadTicket } };
}

/** What the browser does with the ticket: one PUT of the bytes, no cookies, no token. */
const put = (ticket: TDirectUploadTicket, bytes: Uint8Array) =>
  fetch(ticket.uploadUrl, {
    method: "PUT",
    body: Buffer.from(bytes),
    headers: { "content-type": "application/octet-stream" },
  });

const complete = (token: string, id: string) =>
  call(Attachment.CompleteDirectUpload, { id }, { token });

/** The key the ticket's URL writes to, as the store names it: the staging key. */
const keyOf = (ticket: TDirectUploadTicket) =>
  decodeURIComponent(new URL(ticket.uploadUrl).pathname.split("/").slice(2).join("/"));

async function download(token: string, id: string) {
  return dispatch(
    new Request(`http://quay.test${Attachment.Download.path}?id=${id}`, {
      headers: { authorization: `Bearer ${token}`, "Abp.TenantId": "1" },
    }),
  );
}

describe("Direct uploads to S3", () => {
  it("announce, PUT to the bucket, complete: a Temp file a brand can be saved with", async () => {
    const token = await signIn();
    const bytes = pngBytes(300 * 1024);
    const started = await begin(token, bytes, "logo 标志.png", "brandImage");
    expect(started.status).toBe(200);
    const ticket = started.body.result;
    expect(new URL(ticket.uploadUrl).searchParams.get("X-Amz-SignedHeaders")).toBe(
      "content-length;host",
    );
    // pending: not served, not listed, not usable before the bytes are checked
    expect((await download(token, ticket.id)).status).toBe(404);
    const early = await call(
      contracts.ProductBrand.Create,
      { name: unique("Early"), imageId: ticket.id },
      { token },
    );
    expect(early.body.error?.validationErrors?.[0]?.message).toBe(
      "A file is missing or belongs to something else; upload it again.",
    );

    expect((await put(ticket, bytes)).status).toBe(200);
    const done = await complete(token, ticket.id);
    expect(done.status).toBe(200);
    expect(done.body.result).toMatchObject({
      id: ticket.id,
      fileName: "logo 标志.png",
      contentType: "image/png",
      size: bytes.length,
      hostType: "Temp",
    });
    // the checked bytes were copied to the file's own key; the staged object is gone
    expect(keyOf(ticket)).toBe(`pending/1/${ticket.id}`);
    expect(await bucket().get(`1/${ticket.id.slice(0, 8)}/${ticket.id}`)).toEqual(bytes);
    expect(await bucket().sizeOf(keyOf(ticket))).toBeNull();

    const brand = await call(
      contracts.ProductBrand.Create,
      { name: unique("Direct"), imageId: ticket.id },
      { token },
    );
    expect(brand.status).toBe(200);
    expect(brand.body.result.imageUrl).toContain(ticket.id);
    const file = await download(token, ticket.id);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    // completing twice is refused: it is no longer pending
    expect((await complete(token, ticket.id)).status).toBe(404);
  });

  it("serves the checked bytes even when the URL is used again after Complete", async () => {
    const token = await signIn();
    const bytes = pngBytes(2048);
    const ticket = (await begin(token, bytes, "checked.png", "brandImage")).body.result;
    expect((await put(ticket, bytes)).status).toBe(200);
    expect((await complete(token, ticket.id)).body.result.contentType).toBe("image/png");
    // the URL is still valid: another file of the same size goes to the staging key, not the file's
    const other = pdfBytes(bytes.length);
    expect((await put(ticket, other)).status).toBe(200);
    expect(await bucket().get(keyOf(ticket))).toEqual(other);
    const file = await download(token, ticket.id);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    expect(await bucket().get(`1/${ticket.id.slice(0, 8)}/${ticket.id}`)).toEqual(bytes);
    await bucket().remove(keyOf(ticket));
  });

  it("purges an abandoned upload with its staged bytes and any copy an interrupted Complete left", async () => {
    const token = await signIn();
    const bytes = pngBytes(1024);
    const ticket = (await begin(token, bytes, "abandoned.png", "brandImage")).body.result;
    expect((await put(ticket, bytes)).status).toBe(200);
    const final = `1/${ticket.id.slice(0, 8)}/${ticket.id}`;
    await bucket().put(final, bytes);
    const db = await getDb();
    await db
      .update(attachments)
      .set({ creationTime: new Date(Date.now() - 2 * 24 * 3_600_000) })
      .where(eq(attachments.id, ticket.id));
    await purgeTempAttachments(db);
    expect(await db.select().from(attachments).where(eq(attachments.id, ticket.id))).toEqual([]);
    expect(await bucket().sizeOf(keyOf(ticket))).toBeNull();
    expect(await bucket().sizeOf(final)).toBeNull();
  });

  it("refuses sizes as UploadToTemp does, before any URL is given", async () => {
    const token = await signIn();
    const big = await begin(token, pngBytes(1.5 * MB), "big.png", "brandImage");
    expect(big.status).toBe(400);
    expect(big.body.error?.validationErrors).toEqual([
      { message: "The file is larger than 1 MB.", members: ["file"] },
    ]);
    const empty = await begin(token, new Uint8Array(), "empty.png", "brandImage");
    expect(empty.body.error?.validationErrors?.[0]?.message).toBe("The file is empty.");
    const video = await call(
      Attachment.BeginDirectUpload,
      { fileName: "film.mp4", size: 501 * MB, purpose: "video" },
      { token },
    );
    expect(video.body.error?.validationErrors?.[0]?.message).toBe(
      "The file is larger than 500 MB.",
    );
  });

  it("judges the type by the stored bytes and deletes a file of the wrong type", async () => {
    const token = await signIn();
    const bytes = pdfBytes(4096);
    const ticket = (await begin(token, bytes, "fake.png", "brandImage")).body.result;
    expect((await put(ticket, bytes)).status).toBe(200);
    const res = await complete(token, ticket.id);
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors).toEqual([
      {
        message: "The brand image must be a PNG, JPEG or GIF image (this file is application/pdf).",
        members: ["file"],
      },
    ]);
    expect(await bucket().sizeOf(keyOf(ticket))).toBeNull();
    expect((await complete(token, ticket.id)).status).toBe(404);
  });

  it("refuses a file that never arrived, and one whose size is not the announced one", async () => {
    const token = await signIn();
    const bytes = pngBytes(2048);
    const missing = (await begin(token, bytes, "a.png", "productImage")).body.result;
    const res = await complete(token, missing.id);
    expect(res.body.error?.validationErrors?.[0]?.message).toBe(
      "The file did not arrive in storage; upload it again.",
    );
    // the presigned URL cannot store another size; a store that ignored it still gets caught
    const other = (await begin(token, bytes, "b.png", "productImage")).body.result;
    expect((await put(other, pngBytes(4096))).status).toBe(403);
    await bucket().put(keyOf(other), pngBytes(4096));
    const mismatch = await complete(token, other.id);
    expect(mismatch.body.error?.validationErrors?.[0]?.message).toBe(
      "The stored file has 4096 bytes, not the 2048 announced; upload it again.",
    );
    expect(await bucket().sizeOf(keyOf(other))).toBeNull();
  });

  it("judges a video larger than the part it reads by that part: an MP4 of 6 MB", async () => {
    const token = await signIn();
    const bytes = new Uint8Array(6 * MB);
    // an ISO-BMFF "ftyp" box: what makes an .mp4 an MP4
    bytes.set(Buffer.from("000000186674797069736f6d0000020069736f6d6d703431", "hex"));
    const ticket = (await begin(token, bytes, "install.mp4", "video")).body.result;
    expect((await put(ticket, bytes)).status).toBe(200);
    const done = await complete(token, ticket.id);
    expect(done.body.result).toMatchObject({ contentType: "video/mp4", size: 6 * MB });
  });

  it("lets only the person who announced an upload complete it", async () => {
    const owner = await signIn();
    const bytes = pngBytes(1024);
    const ticket = (await begin(owner, bytes, "mine.png", "brandImage")).body.result;
    expect((await put(ticket, bytes)).status).toBe(200);
    const someone = await userWith([]);
    expect((await complete(someone.token, ticket.id)).status).toBe(404);
    expect((await complete(owner, ticket.id)).status).toBe(200);
  });

  it("sends a tenant with its own cloud storage through UploadToTemp instead (issue 17 item 7)", async () => {
    const token = await signIn();
    const config = s3Config()!;
    const saved = await call(
      contracts.TenantSettings.UpdateCloudStorage,
      {
        isEnabled: true,
        endpoint: config.endpoint ?? "",
        region: config.region,
        bucket: config.bucket,
        accessKeyId: config.accessKeyId,
        secretAccessKey: config.secretAccessKey,
        forcePathStyle: config.forcePathStyle,
      },
      { token },
    );
    expect(saved.status, JSON.stringify(saved.body.error)).toBe(200);
    try {
      const answer = await call(
        contracts.Attachment.BeginDirectUpload,
        { fileName: "a.png", size: 10, purpose: "file" },
        { token },
      );
      expect(answer.body.result).toEqual({ viaUploadToTemp: true });
    } finally {
      await (await getDb()).delete(tenantSettings);
    }
  });
});
