import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs/promises";
import http, { type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { objectUrl, S3Error, type S3StoreConfig, s3Store } from "./s3-store";

// s3rver's built-in account (no MinIO or Docker on the build machines).
const KEY_ID = "S3RVER";
const SECRET = "S3RVER";
const BUCKET = "quay-test";
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const sha256 = (data: string) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) =>
  createHmac("sha256", key).update(data).digest();
// RFC 3986: encodeURIComponent leaves !'()* alone, SigV4 wants them escaped.
const uriEncode = (s: string) =>
  encodeURIComponent(s).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * Checks a request's AWS Signature V4 as S3 does, from AWS's published algorithm rather than from
 * aws4fetch's code. s3rver 3.7 only looks the access key up and accepts any V4 signature ("V4
 * signatures have incomplete support"), so without this a wrong secret or a badly encoded key
 * would pass here and fail against real S3 or MinIO. Returns S3's error code, or null when valid.
 */
function signatureError(
  req: IncomingMessage,
): "AccessDenied" | "InvalidAccessKeyId" | "SignatureDoesNotMatch" | null {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      req.headers.authorization ?? "",
    );
  if (!auth) return "AccessDenied";
  const [, keyId, day, region, signedHeaders, signature] = auth as unknown as string[];
  if (keyId !== KEY_ID) return "InvalidAccessKeyId";
  const url = new URL(req.url!, "http://s3.test");
  const canonicalUri = url.pathname
    .split("/")
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join("/");
  const canonicalQuery = [...url.searchParams]
    .map(([k, v]) => `${uriEncode(k)}=${uriEncode(v)}`)
    .sort()
    .join("&");
  const names = signedHeaders!.split(";");
  if (!names.includes("host") || !names.includes("x-amz-date")) return "AccessDenied";
  const canonicalHeaders = names
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? "")
          .trim()
          .replace(/\s+/g, " ")}\n`,
    )
    .join("");
  const canonicalRequest = [
    req.method,
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    req.headers["x-amz-content-sha256"] ?? "UNSIGNED-PAYLOAD",
  ].join("\n");
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = [
    "AWS4-HMAC-SHA256",
    req.headers["x-amz-date"],
    scope,
    sha256(canonicalRequest),
  ].join("\n");
  let key: Buffer = hmac(`AWS4${SECRET}`, day!);
  for (const part of [region!, "s3", "aws4_request"]) key = hmac(key, part);
  const expected = hmac(key, stringToSign);
  return timingSafeEqual(expected, Buffer.from(signature!, "hex")) ? null : "SignatureDoesNotMatch";
}

let s3rver: S3rver;
let server: http.Server;
let dir: string;
let config: S3StoreConfig;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "quay-s3-"));
  s3rver = new S3rver({ directory: dir, silent: true });
  const s3 = s3rver.callback();
  // s3rver's handler behind our own server: every request's signature is checked first, and
  // refused with S3's own XML error body as S3 would.
  server = http.createServer((req, res) => {
    const code = signatureError(req);
    if (!code) return s3(req, res);
    req.resume();
    res.writeHead(403, { "content-type": "application/xml" });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>refused by the test's SigV4 check</Message></Error>`,
    );
  });
  // Port 0 lets the OS pick a free port; an IP address keeps s3rver from reading the host name as
  // a virtual-host bucket.
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  config = {
    endpoint: `http://127.0.0.1:${port}`,
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
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
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
