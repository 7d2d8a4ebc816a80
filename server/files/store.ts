import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";

/** Where uploaded bytes live: ./.data/files by default (DESIGN §1: S3-compatible storage when configured). */
export interface FileStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  remove(key: string): Promise<void>;
}

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

let store: FileStore | undefined;
export function fileStore(): FileStore {
  store ??= localStore(path.join(env.DATA_DIR, "files"));
  return store;
}
