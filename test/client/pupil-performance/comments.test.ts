import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { commentProblem, newestFirst, removeComment, upsertComment, wasEdited } from '../../../src/client/features/pupil-performance/comments';

const at = (id: string, createdAt: string, updatedAt = createdAt) => ({ id, body: id, quizId: null, quizTitle: null, editable: true, createdAt, updatedAt });

describe('teacher comments', () => {
  it('are kept newest first; an edit keeps its place, a new one goes on top', () => {
    const list = newestFirst([at('old', '2026-10-01T08:00:00Z'), at('new', '2026-10-20T08:00:00Z')]);
    assert.deepEqual(
      list.map((c) => c.id),
      ['new', 'old'],
    );
    const edited = upsertComment(list, { ...at('old', '2026-10-01T08:00:00Z', '2026-11-01T08:00:00Z'), body: 'changed' });
    assert.deepEqual(
      edited.map((c) => [c.id, c.body]),
      [
        ['new', 'new'],
        ['old', 'changed'],
      ],
    );
    assert.deepEqual(
      upsertComment(edited, at('newest', '2026-11-02T08:00:00Z')).map((c) => c.id),
      ['newest', 'new', 'old'],
    );
    assert.deepEqual(
      removeComment(edited, 'new').map((c) => c.id),
      ['old'],
    );
  });

  it('must have text, at most 4000 characters', () => {
    assert.deepEqual(commentProblem('   '), { key: 'validation.required' });
    assert.deepEqual(commentProblem('x'.repeat(4001)), { key: 'validation.maxLength', params: { n: 4000 } });
    assert.equal(commentProblem('  Progres bun.  '), null);
  });

  it('count as edited when saved again a second or more after they were written', () => {
    assert.equal(wasEdited(at('a', '2026-10-01T08:00:00.000Z', '2026-10-01T08:00:00.400Z')), false);
    assert.equal(wasEdited(at('a', '2026-10-01T08:00:00Z', '2026-10-02T08:00:00Z')), true);
  });
});
