import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";
import { s3Config } from "@/lib/s3-config";
import type { DirectUploadStore, FileStore } from "./file-store";
import type { Db } from "@/server/db/types";
import { AppError } from "@/server/http/errors";
import { TENANT_GUARD, tenantCloudStorage } from "@/server/tenant-providers";
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

/** The `store` of a file kept in its tenant's own cloud storage. */
export const TENANT_STORE = "tenant";

/**
 * Where a new upload of the tenant goes: its own cloud storage when enabled (issue 17 item 7),
 * else the deployment's store; `store` is what the file's row keeps to find it again.
 */
export async function uploadStore(
  db: Db,
  tenantId: number,
): Promise<{ files: FileStore; store: string | null }> {
  const own = await tenantCloudStorage(db, tenantId, "enabled");
  return own
    ? { files: s3Store(own, TENANT_GUARD), store: TENANT_STORE }
    : { files: fileStore(), store: null };
}

/** The store that holds a file's bytes (its tenant's cloud storage, even if turned off since). */
export async function storeOf(
  db: Db,
  row: { tenantId: number; store: string | null },
): Promise<FileStore> {
  if (row.store !== TENANT_STORE) return fileStore();
  const own = await tenantCloudStorage(db, row.tenantId, "kept");
  // its settings no longer open (a new AUTH_SECRET): the secret must be entered again
  if (!own) throw AppError.conflict("api.errors.tenantStorageUnavailable");
  return s3Store(own, TENANT_GUARD);
}
