/** Where uploaded bytes live: S3-compatible storage when S3_BUCKET is set (DESIGN §1), else DATA_DIR/files. */
export interface FileStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  remove(key: string): Promise<void>;
}

/** What a browser's direct upload needs of the store (issue 15); only the S3 store has it. */
export interface DirectUploadStore extends FileStore {
  /** A URL that accepts one PUT of exactly `size` bytes at `key`, until `expiresSeconds` pass. */
  presignPut(key: string, size: number, expiresSeconds: number): Promise<string>;
  /** The stored object's size in bytes (a HEAD request); null when there is none. */
  sizeOf(key: string): Promise<number | null>;
  /**
   * The object's first `maxBytes` bytes (all of a smaller one), with the size and ETag of the
   * version they were read from; null when there is none.
   */
  readStart(key: string, maxBytes: number): Promise<StoredStart | null>;
  /**
   * Copies `from` to `to` inside the store, only while `from` is still the version `etag` names;
   * false when it is gone or has changed since.
   */
  copy(from: string, to: string, etag: string): Promise<boolean>;
}

interface StoredStart {
  bytes: Uint8Array;
  /** the whole object's size in bytes */
  size: number;
  /** S3's ETag of the version read, quoted as S3 sends it ("" when the server sent none) */
  etag: string;
}
