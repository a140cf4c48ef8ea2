import { SUPPORT_IMAGE_MAX_EDGE, SUPPORT_IMAGE_MIME_TYPES } from '@qilin/contract/support-chat-client';
import { fitWithin } from '../model/support-thread';

/** Types the server keeps; anything else is refused before upload. */
export function isSendableImage(file: Blob): boolean {
  return (SUPPORT_IMAGE_MIME_TYPES as readonly string[]).includes(file.type);
}

/**
 * A phone photo is 3–12 MB; scaled to the server's box and written as JPEG (PNG kept as PNG for
 * screenshots with text) it is a few hundred KB, so the upload is quick on a mobile line. When the
 * browser cannot decode or draw it, the original is sent and the server decides.
 */
export async function compressImage(file: File, maxEdge = SUPPORT_IMAGE_MAX_EDGE): Promise<Blob> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const size = fitWithin(bitmap.width, bitmap.height, maxEdge);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.82));
    // Keep whichever is smaller: a small PNG can grow when redrawn.
    return blob && blob.size < file.size ? blob : file;
  } catch {
    return file;
  }
}
