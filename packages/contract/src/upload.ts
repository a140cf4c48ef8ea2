/**
 * Transfer receipts (`fund/evidence/upload/{id}`): images only, at most 5 MB. The client checks the
 * declared type and the size before sending; the server decides by the file's magic bytes. Zod-free
 * (subpath `@qilin/contract/upload`) so the client can read it without loading zod.
 */
export const EVIDENCE_MAX_BYTES = 5 * 1024 * 1024;
export const EVIDENCE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
