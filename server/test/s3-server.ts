import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import http, { type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import S3rver from "s3rver";

// A real S3-compatible server for tests (no MinIO or Docker on the build machines): s3rver, behind
// a SigV4 check written here from AWS's published algorithm. s3rver 3.7 only looks the access key
// up and accepts any V4 signature ("V4 signatures have incomplete support"), so without this a
// wrong secret, a badly encoded key or a presigned URL used for another size would pass here and
// fail against real S3 or MinIO.

/** s3rver's built-in account. */
export const S3_TEST_KEY_ID = "S3RVER";
export const S3_TEST_SECRET = "S3RVER";

type SignatureError =
  "AccessDenied" | "InvalidAccessKeyId" | "SignatureDoesNotMatch" | "RequestExpired";

const sha256 = (data: string) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) =>
  createHmac("sha256", key).update(data).digest();
// RFC 3986: encodeURIComponent leaves !'()* alone, SigV4 wants them escaped.
const uriEncode = (s: string) =>
  encodeURIComponent(s).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

interface Presented {
  keyId: string;
  day: string;
  region: string;
  signedHeaders: string;
  signature: string;
  amzDate: string;
  payloadHash: string;
}

/** The signature a request carries: in the Authorization header, or in the query (presigned). */
function presented(req: IncomingMessage, url: URL): Presented | SignatureError {
  const query = url.searchParams;
  if (query.get("X-Amz-Algorithm") === "AWS4-HMAC-SHA256") {
    const credential = /^([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request$/.exec(
      query.get("X-Amz-Credential") ?? "",
    );
    const amzDate = query.get("X-Amz-Date") ?? "";
    const expires = Number(query.get("X-Amz-Expires"));
    if (!credential || !/^\d{8}T\d{6}Z$/.test(amzDate) || !(expires > 0)) return "AccessDenied";
    const signedAt = Date.parse(
      amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"),
    );
    if (Date.now() > signedAt + expires * 1000) return "RequestExpired";
    const [, keyId, day, region] = credential as unknown as string[];
    return {
      keyId: keyId!,
      day: day!,
      region: region!,
      signedHeaders: query.get("X-Amz-SignedHeaders") ?? "",
      signature: query.get("X-Amz-Signature") ?? "",
      amzDate,
      payloadHash: "UNSIGNED-PAYLOAD",
    };
  }
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      req.headers.authorization ?? "",
    );
  if (!auth) return "AccessDenied";
  const [, keyId, day, region, signedHeaders, signature] = auth as unknown as string[];
  if (!signedHeaders!.split(";").includes("x-amz-date")) return "AccessDenied";
  return {
    keyId: keyId!,
    day: day!,
    region: region!,
    signedHeaders: signedHeaders!,
    signature: signature!,
    amzDate: String(req.headers["x-amz-date"] ?? ""),
    payloadHash: String(req.headers["x-amz-content-sha256"] ?? "UNSIGNED-PAYLOAD"),
  };
}

/** Checks a request's AWS Signature V4 as S3 does; S3's error code, or null when valid. */
function signatureError(req: IncomingMessage): SignatureError | null {
  const url = new URL(req.url!, "http://s3.test");
  const sig = presented(req, url);
  if (typeof sig === "string") return sig;
  if (sig.keyId !== S3_TEST_KEY_ID) return "InvalidAccessKeyId";
  const names = sig.signedHeaders.split(";");
  if (!names.includes("host")) return "AccessDenied";
  const canonicalUri = url.pathname
    .split("/")
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join("/");
  const canonicalQuery = [...url.searchParams]
    .filter(([k]) => k !== "X-Amz-Signature")
    .map(([k, v]) => `${uriEncode(k)}=${uriEncode(v)}`)
    .sort()
    .join("&");
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
    sig.signedHeaders,
    sig.payloadHash,
  ].join("\n");
  const scope = `${sig.day}/${sig.region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", sig.amzDate, scope, sha256(canonicalRequest)].join(
    "\n",
  );
  let key: Buffer = hmac(`AWS4${S3_TEST_SECRET}`, sig.day);
  for (const part of [sig.region, "s3", "aws4_request"]) key = hmac(key, part);
  const expected = hmac(key, stringToSign);
  const given = Buffer.from(sig.signature, "hex");
  return given.length === expected.length && timingSafeEqual(expected, given)
    ? null
    : "SignatureDoesNotMatch";
}

export interface S3TestServer {
  /** http://127.0.0.1:PORT */
  endpoint: string;
  close(): Promise<void>;
}

/** An S3 refusal: its XML error, readable by a browser as from S3 with CORS on. */
function refuse(req: IncomingMessage, res: http.ServerResponse, status: number, code: string) {
  req.resume();
  res.writeHead(status, {
    "content-type": "application/xml",
    ...(req.headers.origin ? { "access-control-allow-origin": req.headers.origin } : {}),
  });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>refused by the test's S3 checks</Message></Error>`,
  );
}

/** s3rver's own store, which @types/s3rver leaves out. */
interface S3rverStore {
  getMetadata(bucket: string, key: string): Promise<{ etag: string }>;
}

/**
 * A copy's `x-amz-copy-source-if-match`, which s3rver 3.7 ignores: S3 refuses the copy with 412
 * PreconditionFailed when the source's ETag is another (CompleteDirectUpload relies on it). A
 * missing source is left to s3rver's own NoSuchKey.
 */
async function copyPreconditionFails(store: S3rverStore, req: IncomingMessage) {
  const expected = req.headers["x-amz-copy-source-if-match"];
  if (req.method !== "PUT" || typeof expected !== "string") return false;
  const [bucket, ...key] = decodeURIComponent(String(req.headers["x-amz-copy-source"]))
    .replace(/^\//, "")
    .split("/");
  const current = await store.getMetadata(bucket!, key.join("/")).catch(() => null);
  const unquoted = (etag: string) => etag.replace(/"/g, "");
  return current !== null && unquoted(current.etag) !== unquoted(expected);
}

/**
 * s3rver storing under `directory`, behind the signature check; every signed request is refused
 * with S3's own XML error when its signature is wrong. CORS preflights (OPTIONS, never signed)
 * go straight to s3rver, which answers them from the bucket's CORS rule as S3 does. Port 0 lets
 * the OS pick one; an IP address keeps s3rver from reading the host name as a virtual-host bucket.
 */
export async function startS3Server(directory: string, port = 0): Promise<S3TestServer> {
  const s3rver = new S3rver({ directory, silent: true });
  const store = (s3rver as unknown as { store: S3rverStore }).store;
  const s3 = s3rver.callback();
  const server = http.createServer((req, res) => {
    const code = req.method === "OPTIONS" ? null : signatureError(req);
    if (code) return refuse(req, res, 403, code);
    void copyPreconditionFails(store, req).then((fails) =>
      fails ? refuse(req, res, 412, "PreconditionFailed") : s3(req, res),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
