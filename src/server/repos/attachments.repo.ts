// Reference files of a quiz. Callers find the quiz through the caller's
// visibility first (findVisibleQuiz); every statement here is then scoped to
// that quiz, so an attachment id of another quiz finds nothing.
import type { Db } from '../db/index';

const listColumns = ['id', 'file_name as fileName', 'media_type as mediaType', 'size_bytes as sizeBytes', 'created_at as createdAt'] as const;

export function listAttachments(db: Db, quizId: string) {
  return db.selectFrom('quiz_attachment').select(listColumns).where('quiz_id', '=', quizId).orderBy('created_at').execute();
}

export async function countAttachments(db: Db, quizId: string): Promise<number> {
  const count = await db
    .selectFrom('quiz_attachment')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('quiz_id', '=', quizId)
    .executeTakeFirstOrThrow();
  return Number(count.n);
}

export interface NewAttachment {
  fileName: string;
  mediaType: string;
  content: Buffer;
}

/** The stored file as the list shows it. */
export function insertAttachment(tx: Db, quizId: string, file: NewAttachment) {
  return tx
    .insertInto('quiz_attachment')
    .values({ quiz_id: quizId, file_name: file.fileName, media_type: file.mediaType, size_bytes: file.content.length, content: file.content })
    .returning(listColumns)
    .executeTakeFirstOrThrow();
}

export function findAttachmentFile(db: Db, quizId: string, attachmentId: string) {
  return db
    .selectFrom('quiz_attachment')
    .select(['file_name', 'media_type', 'content'])
    .where('id', '=', attachmentId)
    .where('quiz_id', '=', quizId)
    .executeTakeFirst();
}

/** False when the quiz has no such attachment. */
export async function deleteAttachment(tx: Db, quizId: string, attachmentId: string): Promise<boolean> {
  const deleted = await tx.deleteFrom('quiz_attachment').where('id', '=', attachmentId).where('quiz_id', '=', quizId).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
