import "server-only";
import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import type { FileStore } from "./file-store";

export interface S3StoreConfig {
  /** e.g. http://127.0.0.1:9000 for MinIO; unset → AWS, https://s3.<region>.amazonaws.com. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** endpoint/bucket/key when true; bucket.endpoint/key (virtual-host) when false. */
  forcePathStyle: boolean;
}

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

/** The object's URL; keys are encoded per segment so "/" keeps separating "folders". */
export function objectUrl(config: S3StoreConfig, key: string): string {
  const base = new URL(config.endpoint ?? `https://s3.${config.region}.amazonaws.com`);
  const prefix = base.pathname.replace(/\/+$/, "");
  const encodedKey = key.split("/").map(encodeURIComponent).join("/");
  if (config.forcePathStyle) {
    return `${base.origin}${prefix}/${encodeURIComponent(config.bucket)}/${encodedKey}`;
  }
  return `${base.protocol}//${config.bucket}.${base.host}${prefix}/${encodedKey}`;
}

// S3 errors come as <Error><Code>…</Code><Message>…</Message></Error>; a regex is enough for two
// flat fields and saves an XML parser dependency.
function errorField(xml: string, field: "Code" | "Message"): string {
  return new RegExp(`<${field}>([^<]*)</${field}>`).exec(xml)?.[1] ?? "";
}

async function failure(res: Response, operation: string, key: string): Promise<S3Error> {
  const xml = await res.text().catch(() => "");
  const code = errorField(xml, "Code") || res.statusText || "UnknownError";
  return new S3Error(res.status, code, operation, key, errorField(xml, "Message"));
}

// fetch's types take only views of a plain ArrayBuffer; copying just when the bytes sit in a
// SharedArrayBuffer keeps a 500 MB video from being held twice.
function ownBuffer(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return bytes.buffer instanceof ArrayBuffer
    ? (bytes as Uint8Array<ArrayBuffer>)
    : new Uint8Array(bytes);
}

/** A FileStore on any S3-compatible server, signed with AWS Signature V4 over plain fetch. */
export function s3Store(config: S3StoreConfig): FileStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    // Named explicitly: aws4fetch guesses both from an amazonaws.com host, which a MinIO or R2
    // endpoint is not.
    service: "s3",
    region: config.region,
    // aws4fetch retries 5xx/429 ten times by default (up to ~50 s of back-off); an upload request
    // should fail within seconds instead.
    retries: 2,
  });

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
