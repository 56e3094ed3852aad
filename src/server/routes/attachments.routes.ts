// Reference files of a quiz: upload (raw body, name in X-File-Name), list,
// download, delete. Registered in its own scope because it reads raw bytes.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  cleanFileName,
  contentDisposition,
  decodeFileName,
  kindFromName,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS_PER_QUIZ,
  MEDIA_TYPES,
  sniffFile,
} from '../attachments';
import { userIdOf } from '../auth/guard';
import type { AppContext } from '../context';
import { errorHandler } from '../error-handler';
import { ApiError, notFound } from '../errors';
import { languageFrom } from '../i18n';
import { idParam } from '../ids';
import { countAttachments, deleteAttachment, findAttachmentFile, insertAttachment, listAttachments } from '../repos/attachments.repo';
import { findVisibleQuiz, requireAccess } from '../repos/quizzes.repo';

const attachmentError = (key: string, params?: Record<string, string | number>) => new ApiError(400, 'validation', { key, params }, { file: { key, params } });

export async function attachmentRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  // Whatever the request calls its body (octet-stream, the file's own type, text/plain, JSON or nothing), an upload
  // is its bytes: sniffFile judges them. Parsed as text or JSON, a good file was refused as "empty".
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_ATTACHMENT_BYTES }, (_request, body, done) => done(null, body));

  async function ownQuiz(request: FastifyRequest) {
    const userId = userIdOf(request);
    const quiz = await findVisibleQuiz(db, userId, idParam(request, 'id'));
    if (!quiz) throw notFound();
    return { userId, quiz };
  }

  app.get('/api/quizzes/:id/attachments', async (request) => {
    const { quiz } = await ownQuiz(request);
    return listAttachments(db, quiz.id);
  });

  app.post(
    '/api/quizzes/:id/attachments',
    {
      // A file over the limit is refused with a message about files, not about "requests".
      errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
        if (error.statusCode === 413) {
          return errorHandler(new ApiError(413, 'payload_too_large', { key: 'attachments.tooLarge', params: { mb: 10 } }), request, reply);
        }
        if (error.statusCode === 415) return errorHandler(attachmentError('attachments.wrongType'), request, reply);
        return errorHandler(error, request, reply);
      },
    },
    async (request, reply) => {
      const { quiz } = await ownQuiz(request);
      requireAccess(quiz, 'edit');
      const rawName = decodeFileName(request.headers['x-file-name'] ?? '');
      const fileName = rawName === undefined ? '' : cleanFileName(rawName);
      // No name, or one that is nothing once cleaned ("../"): the name is what is wrong, not the file's type.
      if (fileName === '') throw attachmentError('attachments.badName');
      const content = request.body;
      if (!(content instanceof Buffer) || content.length === 0) throw attachmentError('attachments.empty');
      const named = kindFromName(fileName);
      const actual = sniffFile(content, languageFrom(request.headers['accept-language']));
      if (!named || !actual) throw attachmentError('attachments.wrongType');
      if (named !== actual.kind) throw attachmentError('attachments.contentMismatch', { kind: named });
      const stored = Buffer.from(actual.content.buffer, actual.content.byteOffset, actual.content.byteLength);
      const row = await db.transaction().execute(async (tx) => {
        if ((await countAttachments(tx, quiz.id)) >= MAX_ATTACHMENTS_PER_QUIZ) throw attachmentError('validation.maxItems', { n: MAX_ATTACHMENTS_PER_QUIZ });
        return insertAttachment(tx, quiz.id, { fileName, mediaType: MEDIA_TYPES[actual.kind], content: stored });
      });
      return reply.status(201).send(row);
    },
  );

  app.get('/api/quizzes/:id/attachments/:attachmentId', async (request, reply) => {
    const { quiz } = await ownQuiz(request);
    const file = await findAttachmentFile(db, quiz.id, idParam(request, 'attachmentId'));
    if (!file) throw notFound();
    return reply
      .header('content-type', file.media_type)
      .header('content-disposition', contentDisposition(file.file_name))
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(file.content));
  });

  app.delete('/api/quizzes/:id/attachments/:attachmentId', async (request, reply) => {
    const { quiz } = await ownQuiz(request);
    requireAccess(quiz, 'edit');
    if (!(await deleteAttachment(db, quiz.id, idParam(request, 'attachmentId')))) throw notFound();
    return reply.status(204).send();
  });
}
