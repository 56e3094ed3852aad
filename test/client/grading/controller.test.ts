// The grid controller on its own, without a DOM: the screen it asks for the
// open editor's text and the interface language is a plain object here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { GridController, type GridScreen } from '../../../src/client/features/grading/controller/grid-controller';
import { GradeBook } from '../../../src/client/features/grading/model/grade-book';
import { buildColumns } from '../../../src/client/features/grading/model/grid-columns';
import { PendingEditsStorage } from '../../../src/client/features/grading/sync/pending-edits.storage';
import { CLASSROOM_ID, gradedQuiz, MemoryStorage, pupilId, pupils, QUIZ_ID, record } from '../support/grading-fixtures';

const Q1 = { row: 0, col: 1 };

function controllerWith(screen?: Partial<GridScreen>) {
  const book = new GradeBook(new PendingEditsStorage(QUIZ_ID, CLASSROOM_ID, new MemoryStorage(), 'u1'));
  book.load([record(1, { q1: 7.5 })]);
  const quiz = gradedQuiz();
  const controller = new GridController({
    book,
    document: quiz,
    scale: { totalPoints: quiz.totalPoints, basePoints: quiz.basePoints },
    pupils: pupils(2),
    columns: buildColumns(quiz, quiz.totalPoints, new Set()),
  });
  if (screen) controller.attachScreen({ editorText: () => null, language: () => 'en', ...screen });
  return { book, controller };
}

describe('grid controller without a DOM', () => {
  it('opens the editor with the decimal separator of the screen language', () => {
    for (const [language, shown] of [
      ['ro', '7,5'],
      ['en', '7.5'],
    ] as const) {
      const { controller } = controllerWith({ language: () => language });
      assert.equal(controller.column(Q1.col)?.key, 'q1');
      controller.moveTo(Q1);
      controller.startEdit('edit');
      assert.equal(controller.editing$.peek()?.initial, shown);
    }
  });

  it('clicking another cell commits the text the screen reports for the open editor', () => {
    const { book, controller } = controllerWith({ editorText: () => '6' });
    controller.moveTo(Q1);
    controller.startEdit('edit');
    controller.pointerDown({ row: 1, col: 1 }, false);
    assert.equal(controller.editing$.peek(), null);
    assert.equal(book.row(pupilId(1)).marks.q1, 6);
  });

  it('without a screen, clicking away drops the edit', () => {
    const { book, controller } = controllerWith();
    controller.moveTo(Q1);
    controller.startEdit('replace', '3');
    controller.pointerDown({ row: 1, col: 1 }, false);
    assert.equal(controller.editing$.peek(), null);
    assert.equal(book.row(pupilId(1)).marks.q1, 7.5);
  });
});
