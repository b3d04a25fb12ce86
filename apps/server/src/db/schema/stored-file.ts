/** A file kept by the storage adapter, as recorded in a jsonb column. */
export interface StoredFile {
  /** The random name it is stored under; also its download path segment. */
  name: string;
  /** The name it had on the uploader's machine, shown to people. */
  originalName: string;
  /** Size in bytes. */
  size: number;
  /** The type sniffed from its bytes, not from its extension. */
  mimeType: string;
}
