// Contract of a quiz's reference files (SPEC 9: pdf, doc, docx, txt).

/** A row of GET /api/quizzes/{id}/attachments (the content is fetched on its own). */
export interface Attachment<D = string> {
  id: string;
  fileName: string;
  mediaType: string;
  sizeBytes: number;
  createdAt: D;
}

const seg = encodeURIComponent;

export const attachmentPaths = {
  ofQuiz: (quizId: string) => `/api/quizzes/${seg(quizId)}/attachments`,
  one: (quizId: string, attachmentId: string) => `/api/quizzes/${seg(quizId)}/attachments/${seg(attachmentId)}`,
};
