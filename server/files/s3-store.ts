import "server-only";
import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import { encodeKey, objectUrl, type S3StoreConfig } from "@/lib/s3-config";
import type { DirectUploadStore } from "./file-store";

/** What S3 answered when it refused a request: the HTTP status and S3's own error code. */
export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    operation: string,
    key: string,
    detail: string,
  ) {
    super(`S3 ${operation} ${key} failed: ${status} ${code}${detail ? ` (${detail})` : ""}`);
    this.name = "S3Error";
  }
}

// S3 errors come as <Error><Code>…</Code><Message>…</Message></Error>; a regex is enough for two
// flat fields and saves an XML parser dependency.
function errorField(xml: string, field: "Code" | "Message"): string {
  return new RegExp(`<${field}>([^<]*)</${field}>`).exec(xml)?.[1] ?? "";
}

function s3Error(res: Response, xml: string, operation: string, key: string): S3Error {
  const code = errorField(xml, "Code") || res.statusText || "UnknownError";
  return new S3Error(res.status, code, operation, key, errorField(xml, "Message"));
}

async function failure(res: Response, operation: string, key: string): Promise<S3Error> {
  return s3Error(res, await res.text().catch(() => ""), operation, key);
}

// fetch's types take only views of a plain ArrayBuffer; copying just when the bytes sit in a
// SharedArrayBuffer keeps a 500 MB video from being held twice.
function ownBuffer(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return bytes.buffer instanceof ArrayBuffer
    ? (bytes as Uint8Array<ArrayBuffer>)
    : new Uint8Array(bytes);
}

const signer = (config: S3StoreConfig, retries = 0) =>
  new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    // Named explicitly: aws4fetch guesses both from an amazonaws.com host, which a MinIO or R2
    // endpoint is not.
    service: "s3",
    region: config.region,
    // aws4fetch retries 5xx/429 ten times by default (up to ~50 s of back-off); an upload request
    // should fail within seconds instead (and signing alone never sends anything).
    retries,
  });

/**
 * A URL that lets whoever holds it make this request (SigV4 in the query string) until
 * `expiresSeconds` pass. Every header in `headers` is signed, so the request must send it with
 * that value: a signed Content-Length makes S3 refuse a body of any other size.
 */
export async function presignedUrl(
  config: S3StoreConfig,
  key: string,
  opts: {
    method: "GET" | "PUT";
    expiresSeconds: number;
    headers?: Record<string, string>;
    /** the signing time, YYYYMMDDTHHMMSSZ (tests); now by default */
    datetime?: string;
  },
): Promise<string> {
  const url = new URL(objectUrl(config, key));
  url.searchParams.set("X-Amz-Expires", String(opts.expiresSeconds));
  const signed = await signer(config).sign(url.toString(), {
    method: opts.method,
    headers: opts.headers,
    aws: { signQuery: true, allHeaders: true, datetime: opts.datetime },
  });
  return signed.url;
}

/** A FileStore on any S3-compatible server, signed with AWS Signature V4 over plain fetch. */
/** How a store whose address someone else chose is called (a tenant's own bucket). */
export interface OutboundGuard {
  /** refuses a URL the server must not call (throws) */
  check: (url: string) => Promise<void>;
  /** each request's time limit */
  timeoutMs: number;
}

export function s3Store(config: S3StoreConfig, guard?: OutboundGuard): DirectUploadStore {
  const signed = signer(config, guard ? 0 : 2);
  // a guarded store checks every address it calls, follows no redirect and waits only so long
  const client = {
    async fetch(url: string, init: RequestInit) {
      if (!guard) return signed.fetch(url, init);
      await guard.check(url);
      return signed.fetch(url, {
        ...init,
        redirect: "manual",
        signal: AbortSignal.timeout(guard.timeoutMs),
      });
    },
  };

  return {
    async put(key, bytes) {
      const res = await client.fetch(objectUrl(config, key), {
        method: "PUT",
        body: ownBuffer(bytes),
        headers: {
          "content-type": "application/octet-stream",
          // The signed payload hash makes S3 reject a body changed in transit, which the default
          // UNSIGNED-PAYLOAD would not.
          "x-amz-content-sha256": createHash("sha256").update(bytes).digest("hex"),
        },
      });
      if (!res.ok) throw await failure(res, "PUT", key);
      await res.body?.cancel();
    },
    async get(key) {
      const res = await client.fetch(objectUrl(config, key), { method: "GET" });
      if (res.ok) return new Uint8Array(await res.arrayBuffer());
      const error = await failure(res, "GET", key);
      // Only a missing object is "no such file"; a missing bucket is a configuration error that
      // must not look like a deleted attachment.
      if (res.status === 404 && error.code !== "NoSuchBucket") return null;
      throw error;
    },
    async presignPut(key, size, expiresSeconds) {
      return presignedUrl(config, key, {
        method: "PUT",
        expiresSeconds,
        headers: { "content-length": String(size) },
      });
    },
    async sizeOf(key) {
      const res = await client.fetch(objectUrl(config, key), { method: "HEAD" });
      // a HEAD answer has no body, so a missing bucket cannot be told from a missing object
      if (res.status === 404) return null;
      if (!res.ok) throw await failure(res, "HEAD", key);
      return Number(res.headers.get("content-length"));
    },
    async readStart(key, maxBytes) {
      // a ranged GET, read to its end: the body is bounded, and no half-read stream is left to
      // cancel (a cancel can wait forever on the copy Next's fetch keeps)
      const res = await client.fetch(objectUrl(config, key), {
        method: "GET",
        headers: { range: `bytes=0-${maxBytes - 1}` },
      });
      const etag = res.headers.get("etag") ?? "";
      if (res.ok) {
        const bytes = new Uint8Array(await res.arrayBuffer());
        // 206 says "bytes 0-N/TOTAL"; a server that ignores the range sends the whole object
        const total = /\/(\d+)$/.exec(res.headers.get("content-range") ?? "")?.[1];
        return { bytes, size: total ? Number(total) : bytes.length, etag };
      }
      const error = await failure(res, "GET", key);
      // an empty object has no byte 0 to start the range at
      if (error.code === "InvalidRange") return { bytes: new Uint8Array(), size: 0, etag };
      if (res.status === 404 && error.code !== "NoSuchBucket") return null;
      throw error;
    },
    async copy(from, to, etag) {
      // CopyObject: S3 copies inside the bucket, the bytes never pass through here
      const res = await client.fetch(objectUrl(config, to), {
        method: "PUT",
        headers: {
          "x-amz-copy-source": `/${encodeURIComponent(config.bucket)}/${encodeKey(from)}`,
          // refused (412 PreconditionFailed) when `from` was written again since it was read
          ...(etag ? { "x-amz-copy-source-if-match": etag } : {}),
        },
      });
      const xml = await res.text().catch(() => "");
      // A copy can also fail after S3 answered 200: the error is then the body.
      if (res.ok && !xml.includes("<Error>")) return true;
      const error = s3Error(res, xml, "COPY", from);
      if (error.code === "PreconditionFailed" || error.code === "NoSuchKey") return false;
      throw error;
    },
    async remove(key) {
      const res = await client.fetch(objectUrl(config, key), { method: "DELETE" });
      if (res.ok) {
        await res.body?.cancel();
        return;
      }
      const error = await failure(res, "DELETE", key);
      // Removing what is already gone succeeds, as the local store's rm({ force }) does.
      if (error.code === "NoSuchKey") return;
      throw error;
    },
  };
}
