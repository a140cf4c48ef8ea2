import { ServerMessages } from '@qilin/contract/messages';
import { EVIDENCE_MAX_BYTES, EVIDENCE_MIME_TYPES } from '@qilin/contract/upload';

const BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/**
 * Why a chosen receipt cannot be sent, in the server's own words, or null when it may go. Some
 * Android pickers leave `type` empty, so the extension stands in; the server sniffs the bytes anyway.
 */
export function evidenceProblem(file: File): string | null {
  const type = file.type || (BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? '');
  if (!(EVIDENCE_MIME_TYPES as readonly string[]).includes(type)) return ServerMessages.evidenceNotImage;
  if (file.size > EVIDENCE_MAX_BYTES) return ServerMessages.evidenceTooLarge;
  if (file.size === 0) return ServerMessages.evidenceMissing;
  return null;
}

export const EVIDENCE_ACCEPT = EVIDENCE_MIME_TYPES.join(',');
