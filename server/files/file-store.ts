/** Where uploaded bytes live: S3-compatible storage when S3_BUCKET is set (DESIGN §1), else DATA_DIR/files. */
export interface FileStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  remove(key: string): Promise<void>;
}
