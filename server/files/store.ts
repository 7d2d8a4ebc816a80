import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";
import { s3Config } from "@/lib/s3-config";
import type { DirectUploadStore, FileStore } from "./file-store";
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

function configuredStore(): FileStore | DirectUploadStore {
  const config = s3Config();
  return config ? s3Store(config) : localStore(path.join(env.DATA_DIR, "files"));
}

let store: FileStore | DirectUploadStore | undefined;
// Attachment.UploadToTemp and Attachment.UploadToOss both store through this one function, so
// UploadToOss is the same call by design: configuration, not the method name, picks the store.
export function fileStore(): FileStore {
  store ??= configuredStore();
  return store;
}

/** The store when it takes direct uploads from browsers (S3), else undefined (issue 15). */
export function directUploadStore(): DirectUploadStore | undefined {
  store ??= configuredStore();
  return "presignPut" in store ? store : undefined;
}
