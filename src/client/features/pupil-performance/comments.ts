// Teacher comments kept newest first, and the rule a comment's text follows
// (the server's: 1 to 4000 characters once trimmed).
import { textLength } from '../../../domain/text-length';
import type { MessageRef } from '../../../domain/validation';
import type { PupilComment } from './pupil-performance.types';

export const COMMENT_MAX = 4000;

export function newestFirst(comments: readonly PupilComment[]): PupilComment[] {
  return [...comments].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** Adds or replaces a comment by id, keeping the order. */
export function upsertComment(comments: readonly PupilComment[], comment: PupilComment): PupilComment[] {
  return newestFirst([comment, ...comments.filter((existing) => existing.id !== comment.id)]);
}

export function removeComment(comments: readonly PupilComment[], id: string): PupilComment[] {
  return comments.filter((comment) => comment.id !== id);
}

export function commentProblem(body: string): MessageRef | null {
  const trimmed = body.trim();
  if (!trimmed) return { key: 'validation.required' };
  if (textLength(trimmed) > COMMENT_MAX) return { key: 'validation.maxLength', params: { n: COMMENT_MAX } };
  return null;
}

/** Whether the comment was changed after it was written (a save a second or more later). */
export function wasEdited(comment: PupilComment): boolean {
  return Date.parse(comment.updatedAt) - Date.parse(comment.createdAt) >= 1000;
}
