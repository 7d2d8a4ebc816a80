import { env } from "@/lib/env";

// Where S3 objects live, free of server-only so proxy.ts can allow the bucket's origin in the
// page's Content-Security-Policy (direct uploads PUT there from the browser).

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

/** A key as it goes in a URL: encoded per segment, so "/" keeps separating "folders". */
export const encodeKey = (key: string) => key.split("/").map(encodeURIComponent).join("/");

/** The object's URL. */
export function objectUrl(config: S3StoreConfig, key: string): string {
  const base = new URL(config.endpoint ?? `https://s3.${config.region}.amazonaws.com`);
  const prefix = base.pathname.replace(/\/+$/, "");
  const encodedKey = encodeKey(key);
  if (config.forcePathStyle) {
    return `${base.origin}${prefix}/${encodeURIComponent(config.bucket)}/${encodedKey}`;
  }
  return `${base.protocol}//${config.bucket}.${base.host}${prefix}/${encodedKey}`;
}

/** The S3 settings of lib/env, or undefined when files stay in DATA_DIR. */
export function s3Config(): S3StoreConfig | undefined {
  const {
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  } = env;
  // lib/env refuses a half configuration at start, so "not all three" here means "none".
  if (!bucket || !accessKeyId || !secretAccessKey) return undefined;
  return {
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/**
 * The origin browsers send direct uploads to (docs/decisions.md, issue 15): the bucket's, when the
 * built-in API stores files on S3; undefined otherwise (an external upstream keeps its own files).
 */
export function directUploadOrigin(): string | undefined {
  const config = s3Config();
  if (!config || env.UPSTREAM_API_URL) return undefined;
  return new URL(objectUrl(config, "x")).origin;
}
