// A quiz's reference files (SPEC 9: pdf, doc, docx, txt, at most 10485760
// bytes). The client checks the name and the size before sending, so the
// common mistakes are explained at once; the server checks the content too.
import type { Attachment } from '../../../domain/api/attachments';
import type { MessageRef } from '../../../domain/validation';
import { config } from '../../core/config';
import { api, requestFile } from '../../core/http';

export type { Attachment } from '../../../domain/api/attachments';

const base = (quizId: string) => `/api/quizzes/${encodeURIComponent(quizId)}/attachments`;

/** The extension of a file name, lower case ('' when none). */
export function extensionOf(fileName: string): string {
  return /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
}

/** Why this file cannot be attached, before any upload; null when it may be sent. */
export function fileProblem(file: Pick<File, 'name' | 'size'>): MessageRef | null {
  if (!(config.files.allowedTypes as readonly string[]).includes(extensionOf(file.name))) return { key: 'attachments.wrongType' };
  if (file.size === 0) return { key: 'attachments.empty' };
  if (file.size > config.files.maxSizeBytes) return { key: 'attachments.tooLarge', params: { mb: Math.round(config.files.maxSizeBytes / 1_048_576) } };
  return null;
}

export const attachmentsApi = {
  /** The raw bytes as the body; the name travels URI-encoded in a header (it may hold ș or ñ). */
  upload: (quizId: string, file: File) =>
    api.post<Attachment>(base(quizId), file, {
      headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(file.name) },
    }),
  download: async (quizId: string, attachment: Pick<Attachment, 'id' | 'mediaType'>): Promise<Blob> => {
    const { blob } = await requestFile(`${base(quizId)}/${encodeURIComponent(attachment.id)}`);
    return blob;
  },
  remove: (quizId: string, attachmentId: string) => api.del(`${base(quizId)}/${encodeURIComponent(attachmentId)}`),
};
