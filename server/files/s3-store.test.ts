import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { objectUrl, type S3StoreConfig } from "@/lib/s3-config";
import {
  S3_TEST_KEY_ID as KEY_ID,
  S3_TEST_SECRET as SECRET,
  type S3TestServer,
  startS3Server,
} from "@/server/test/s3-server";
import { presignedUrl, S3Error, s3Store } from "./s3-store";

const BUCKET = "quay-test";
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

let server: S3TestServer;
let dir: string;
let config: S3StoreConfig;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "quay-s3-"));
  server = await startS3Server(dir);
  config = {
    endpoint: server.endpoint,
    region: "us-east-1",
    bucket: BUCKET,
    accessKeyId: KEY_ID,
    secretAccessKey: SECRET,
    forcePathStyle: true,
  };
  // The bucket is created through the S3 API itself, as an operator would with any client.
  const aws = new AwsClient({ accessKeyId: KEY_ID, secretAccessKey: SECRET, service: "s3" });
  const res = await aws.fetch(`${config.endpoint}/${BUCKET}`, { method: "PUT" });
  expect(res.status).toBe(200);
});

afterAll(async () => {
  await server?.close();
  if (dir) await fs.rm(dir, { recursive: true, force: true });
  vi.unstubAllEnvs();
  vi.resetModules();
});

function binary(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  bytes.set(randomBytes(size - PNG_SIGNATURE.length), PNG_SIGNATURE.length);
  return bytes;
}

// (30 s: a few MB through a local S3 server, signed and hashed, is slow on a loaded machine)
describe("s3Store against an S3-compatible server", { timeout: 30_000 }, () => {
  it("puts, gets back byte for byte, removes, then finds nothing", async () => {
    const store = s3Store(config);
    const key = "1/0190abcd/0190abcd-0000-7000-8000-000000000001";
    const bytes = binary(256 * 1024);
    await store.put(key, bytes);
    expect(await store.get(key)).toEqual(bytes);
    await store.remove(key);
    expect(await store.get(key)).toBeNull();
  });

  it("signs keys with spaces, plus signs and non-ASCII names correctly", async () => {
    const store = s3Store(config);
    const key = "1/odd folder/标志 logo+v2.png";
    const bytes = binary(64);
    await store.put(key, bytes);
    expect(await store.get(key)).toEqual(bytes);
    await store.remove(key);
  });

  it("returns null for a key that never existed and removes it without complaint", async () => {
    const store = s3Store(config);
    expect(await store.get("1/none/missing")).toBeNull();
    await expect(store.remove("1/none/missing")).resolves.toBeUndefined();
  });

  it("refuses a wrong secret with the status and S3's error code", async () => {
    // Also proves the right secret's signatures above were checked, not waved through.
    const store = s3Store({ ...config, secretAccessKey: "not-the-secret" });
    const error = await store.put("1/x/denied", binary(16)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3Error);
    expect(error).toMatchObject({ status: 403, code: "SignatureDoesNotMatch" });
    expect((error as Error).message).toMatch(
      /^S3 PUT 1\/x\/denied failed: 403 SignatureDoesNotMatch/,
    );
  });

  it("refuses an unknown access key", async () => {
    const store = s3Store({ ...config, accessKeyId: "NOBODY" });
    await expect(store.get("1/x/y")).rejects.toThrow(/403 InvalidAccessKeyId/);
  });

  it("treats a missing bucket as an error, not as a missing file", async () => {
    const store = s3Store({ ...config, bucket: "no-such-bucket" });
    await expect(store.get("1/x/y")).rejects.toMatchObject({ status: 404, code: "NoSuchBucket" });
  });
});

describe("presigned URLs", { timeout: 30_000 }, () => {
  it("match AWS's published example of a presigned GET", async () => {
    // docs.aws.amazon.com, AmazonS3 "Authenticating Requests: Using Query Parameters" example
    const url = await presignedUrl(
      {
        endpoint: "https://s3.amazonaws.com",
        region: "us-east-1",
        bucket: "examplebucket",
        accessKeyId: "AKIAIOSFODNN7EXAMPLE",
        secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        forcePathStyle: false,
      },
      "test.txt",
      { method: "GET", expiresSeconds: 86400, datetime: "20130524T000000Z" },
    );
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe(
      "https://examplebucket.s3.amazonaws.com/test.txt",
    );
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      "X-Amz-Algorithm": "AWS4-HMAC-SHA256",
      "X-Amz-Credential": "AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request",
      "X-Amz-Date": "20130524T000000Z",
      "X-Amz-Expires": "86400",
      "X-Amz-SignedHeaders": "host",
      "X-Amz-Signature": "aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404",
    });
  });

  const put = (url: string, bytes: Uint8Array) =>
    fetch(url, {
      method: "PUT",
      body: Buffer.from(bytes),
      headers: { "content-type": "application/octet-stream" },
    });

  it("take one PUT of the announced size, which the store then finds, sizes and reads the start of", async () => {
    const store = s3Store(config);
    const key = "1/direct/a file+名.png";
    const bytes = binary(70_000);
    const url = await store.presignPut(key, bytes.length, 60);
    const res = await put(url, bytes);
    expect(res.status).toBe(200);
    expect(await store.sizeOf(key)).toBe(bytes.length);
    const etag = `"${createHash("md5").update(bytes).digest("hex")}"`;
    expect(await store.readStart(key, 100_000)).toEqual({ bytes, size: bytes.length, etag });
    expect(await store.readStart(key, 4100)).toEqual({
      bytes: bytes.slice(0, 4100),
      size: bytes.length,
      etag,
    });
    await store.remove(key);
    expect(await store.sizeOf(key)).toBeNull();
    expect(await store.readStart(key, 4100)).toBeNull();
  });

  it("copy an object inside the bucket only while it is the version read", async () => {
    const store = s3Store(config);
    // no "+": s3rver decodes the copy source with decodeURI, which leaves %2B (S3 decodes it)
    const staged = "pending/1/a file 名";
    const bytes = binary(5000);
    await store.put(staged, bytes);
    const { etag } = (await store.readStart(staged, 16))!;
    expect(await store.copy(staged, "1/copied/final", etag)).toBe(true);
    expect(await store.get("1/copied/final")).toEqual(bytes);
    // written again since it was read: refused, and the destination keeps what it had
    await store.put(staged, binary(5000));
    expect(await store.copy(staged, "1/copied/final", etag)).toBe(false);
    expect(await store.get("1/copied/final")).toEqual(bytes);
    await store.remove(staged);
    expect(await store.copy(staged, "1/copied/other", etag)).toBe(false);
    expect(await store.sizeOf("1/copied/other")).toBeNull();
    await store.remove("1/copied/final");
  });

  it("refuse a body of another size: the size is signed", async () => {
    const store = s3Store(config);
    const url = await store.presignPut("1/direct/sized", 1000, 60);
    const res = await put(url, binary(1001));
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("<Code>SignatureDoesNotMatch</Code>");
    expect(await store.sizeOf("1/direct/sized")).toBeNull();
  });

  it("refuse a URL signed with a wrong secret, and one that has expired", async () => {
    const wrong = s3Store({ ...config, secretAccessKey: "not-the-secret" });
    const refused = await put(await wrong.presignPut("1/direct/x", 16, 60), binary(16));
    expect(refused.status).toBe(403);
    const old = await presignedUrl(config, "1/direct/x", {
      method: "PUT",
      expiresSeconds: 60,
      headers: { "content-length": "16" },
      datetime: "20200101T000000Z",
    });
    const expired = await put(old, binary(16));
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain("<Code>RequestExpired</Code>");
  });
});

describe("objectUrl", () => {
  const base = { region: "eu-west-1", bucket: "media", accessKeyId: "k", secretAccessKey: "s" };
  it("puts the bucket in the path when path-style is forced", () => {
    expect(
      objectUrl({ ...base, endpoint: "http://minio:9000/", forcePathStyle: true }, "1/a b"),
    ).toBe("http://minio:9000/media/1/a%20b");
  });
  it("puts the bucket in the host for virtual-host style, on AWS by default", () => {
    expect(objectUrl({ ...base, endpoint: undefined, forcePathStyle: false }, "1/k")).toBe(
      "https://media.s3.eu-west-1.amazonaws.com/1/k",
    );
  });
});

describe("configuration", () => {
  const S3_VARS = [
    "S3_ENDPOINT",
    "S3_REGION",
    "S3_BUCKET",
    "S3_ACCESS_KEY_ID",
    "S3_SECRET_ACCESS_KEY",
    "S3_FORCE_PATH_STYLE",
  ];
  // lib/env parses process.env once at import, so each case stubs the variables and imports anew.
  async function loadWith(vars: Record<string, string>) {
    for (const name of S3_VARS) vi.stubEnv(name, undefined);
    for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
    vi.resetModules();
    return import("@/server/files/store");
  }

  it("refuses a bucket without keys at start, naming what is missing", async () => {
    await expect(loadWith({ S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: KEY_ID })).rejects.toThrow(
      /S3_SECRET_ACCESS_KEY missing/,
    );
  });

  it("refuses an endpoint without a bucket", async () => {
    await expect(loadWith({ S3_ENDPOINT: config.endpoint! })).rejects.toThrow(
      /S3_ENDPOINT is set but S3_BUCKET is not/,
    );
  });

  it("refuses a path-style flag that is not true or false", async () => {
    await expect(loadWith({ S3_FORCE_PATH_STYLE: "yes" })).rejects.toThrow(/S3_FORCE_PATH_STYLE/);
  });

  it("sends uploads to S3 when the bucket and keys are set", async () => {
    const { fileStore } = await loadWith({
      S3_ENDPOINT: config.endpoint!,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET,
    });
    const bytes = binary(1024);
    await fileStore().put("1/cfg/file", bytes);
    expect(await s3Store(config).get("1/cfg/file")).toEqual(bytes);
    await fileStore().remove("1/cfg/file");
  });
});
