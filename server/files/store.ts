import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";
import type { FileStore } from "./file-store";
import { s3Store } from "./s3-store";

function localStore(root: string): FileStore {
  const full = (key: string) => {
    const resolved = path.resolve(root, key);
    if (!resolved.startsWith(path.resolve(root) + path.sep))
      throw new Error(`Bad storage key ${key}`);
    return resolved;
  };
  return {
    async put(key, bytes) {
      await fs.mkdir(path.dirname(full(key)), { recursive: true });
      await fs.writeFile(full(key), bytes);
    },
    async get(key) {
      try {
        return new Uint8Array(await fs.readFile(full(key)));
      } catch {
        return null;
      }
    },
    async remove(key) {
      await fs.rm(full(key), { force: true });
    },
  };
}

function configuredStore(): FileStore {
  const {
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  } = env;
  // lib/env refuses a half configuration at start, so "not all three" here means "none".
  if (bucket && accessKeyId && secretAccessKey) {
    return s3Store({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      bucket,
      accessKeyId,
      secretAccessKey,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  }
  return localStore(path.join(env.DATA_DIR, "files"));
}

let store: FileStore | undefined;
// Attachment.UploadToTemp and Attachment.UploadToOss both store through this one function, so
// UploadToOss is the same call by design: configuration, not the method name, picks the store.
export function fileStore(): FileStore {
  store ??= configuredStore();
  return store;
}
