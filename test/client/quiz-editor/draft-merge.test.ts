// Copies of one test from several tabs are combined unit by unit (the test's
// fields, each section's own fields, each question, the orders): what a copy
// changed from the version it started from goes onto the test as it is now.
// Two copies that changed the same unit differently are not combined.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mergeDrafts, shapeOf } from '../../../src/client/features/quiz-editor/draft-merge';
import type { QuizDraft } from '../../../src/client/features/quiz-editor/quiz-draft';
import { sampleQuiz } from '../../server/helpers/quiz-fixture';

const server = () => sampleQuiz('Evaluare') as QuizDraft;
const textOf = (quiz: QuizDraft, section: number, question: number) => quiz.sections[section]!.questions[question]!.text;
const ids = (quiz: QuizDraft) => quiz.sections.map((section) => section.questions.map((question) => question.id).join(' '));

describe('combining copies of one test', () => {
  it('two tabs that changed different questions: both changes are kept, whatever the order', () => {
    const base = shapeOf(server());
    const a = server();
    a.sections[0]!.questions[0]!.text = 'Schimbat în fila A';
    const b = server();
    b.sections[0]!.questions[1]!.text = 'Schimbat în fila B';
    b.title = 'Titlu din fila B';
    for (const [first, second] of [
      [a, b],
      [b, a],
    ] as const) {
      const once = mergeDrafts(base, first, server())!;
      const both = mergeDrafts(base, second, once)!;
      assert.equal(textOf(both, 0, 0), 'Schimbat în fila A');
      assert.equal(textOf(both, 0, 1), 'Schimbat în fila B');
      assert.equal(both.title, 'Titlu din fila B');
      assert.deepEqual(ids(both), ids(server()));
    }
  });

  it('the same question changed two ways is not combined; preferring mine takes mine there and keeps the rest', () => {
    const base = shapeOf(server());
    const theirs = server();
    theirs.sections[0]!.questions[0]!.text = 'A lor';
    theirs.sections[0]!.questions[1]!.text = 'Tot a lor';
    const mine = server();
    mine.sections[0]!.questions[0]!.text = 'A mea';
    assert.equal(mergeDrafts(base, mine, theirs), null);
    const preferred = mergeDrafts(base, mine, theirs, true)!;
    assert.equal(textOf(preferred, 0, 0), 'A mea');
    assert.equal(textOf(preferred, 0, 1), 'Tot a lor', 'what they changed where I did not stays');
    assert.equal(mergeDrafts(base, mine, mine)!.sections[0]!.questions[0]!.text, 'A mea', 'the same change twice is one change');
  });

  it('a question one side removed and the other changed is not combined (it would be lost either way)', () => {
    const base = shapeOf(server());
    const removed = server();
    removed.sections[0]!.questions.splice(0, 1);
    const changed = server();
    changed.sections[0]!.questions[0]!.text = 'Încă o modificare';
    assert.equal(mergeDrafts(base, changed, removed), null);
    assert.equal(mergeDrafts(base, removed, changed), null);
    // Removed on one side and left alone on the other: removed.
    assert.deepEqual(ids(mergeDrafts(base, removed, server())!), ids(removed));
  });

  it('moves and additions combine with changes made elsewhere; two additions to one section do not', () => {
    const base = shapeOf(server());
    const moved = server();
    moved.sections[0]!.questions.reverse();
    const edited = server();
    edited.sections[1]!.questions[0]!.text = 'Text nou';
    const both = mergeDrafts(base, edited, mergeDrafts(base, moved, server())!)!;
    assert.deepEqual(ids(both), ids(moved));
    assert.equal(both.sections[1]!.questions[0]!.text, 'Text nou');

    const extra = (quiz: QuizDraft, section: number, id: string) =>
      quiz.sections[section]!.questions.push({ id, type: 'open', text: `Întrebarea ${id}`, points: 5, rules: [], lines: 3 });
    const inFirst = server();
    extra(inFirst, 0, 'x1');
    const inSecond = server();
    extra(inSecond, 1, 'x2');
    const added = mergeDrafts(base, inSecond, mergeDrafts(base, inFirst, server())!)!;
    assert.ok(ids(added)[0]!.endsWith('x1'));
    assert.ok(ids(added)[1]!.endsWith('x2'));
    const alsoInFirst = server();
    extra(alsoInFirst, 0, 'x3');
    assert.equal(mergeDrafts(base, alsoInFirst, mergeDrafts(base, inFirst, server())!), null);
  });

  it('a number typed as text, and keys in another order (the server stores its own), are no change', () => {
    const stored = server();
    const base = shapeOf(stored);
    const typed = server();
    (typed.sections[0]!.questions[0]! as { points: number | string }).points = '10';
    typed.sections[0]!.questions[0] = Object.fromEntries(Object.entries(typed.sections[0]!.questions[0]!).reverse()) as never;
    const theirs = server();
    theirs.sections[0]!.questions[0]!.text = 'Schimbat de colegă';
    assert.equal(mergeDrafts(base, typed, theirs)!.sections[0]!.questions[0]!.text, 'Schimbat de colegă');
  });
});
