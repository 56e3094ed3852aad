// Unsaved marks kept in localStorage until the server acknowledged them, so
// a closed tab, a reload or a dropped network loses nothing. They belong to
// the teacher who typed them: the key carries the user id
// (quiz-app.user.<id>.grades.<quizId>.<classroomId>, core/user-data) and no
// one else signed in on this computer ever sees them. Two tabs on the same
// grid share the key: each writes its own rows (stamped with its tab id) and
// removes only rows it wrote, so one tab's save never wipes the other's
// unsaved edits.

import type { QuestionScores } from '../../../../domain/marks';
import { dataOwner, readUserItem, removeUserItem, writeUserItem } from '../../../core/user-data';

export interface PendingRow {
  /** The server version the edit was based on (0: the pupil had no grade). */
  base: number;
  marks: QuestionScores;
  comments: string;
  score: number | null;
  /**
   * The cells changed here ("q1", "q3/r1", "@comments", "@score"), so the row can be laid over a newer server
   * row (a test edited meanwhile changed the others). Absent in rows stored before it existed: the whole row counts.
   */
  edited?: string[];
  /**
   * What each edited cell held on the server at `base`: reopened over a newer server row, a cell changed on both
   * sides asks (model/grade-rows mergeRestored) instead of overwriting the other one. Absent in rows stored before it.
   */
  was?: Record<string, number | string | null>;
  /** Which tab wrote it. */
  tab: string;
  /** Milliseconds since the epoch. */
  editedAt: number;
}

interface Stored {
  v: 1;
  rows: Record<string, PendingRow>;
  /** The number of rows: what sign-out counts without loading the grid (core/user-data). */
  unsaved: number;
}

/** The class's grades; with a scope, one evaluator's correction of them (issue 17), kept apart. */
export function pendingKey(quizId: string, classroomId: string, scope = ''): string {
  return `grades.${quizId}.${classroomId}${scope ? `.${scope}` : ''}`;
}

function newTabId(): string {
  const bytes = new Uint8Array(6);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function parse(raw: string | null): Record<string, PendingRow> {
  if (!raw) return {};
  try {
    const value = JSON.parse(raw) as Partial<Stored>;
    return value && value.v === 1 && value.rows && typeof value.rows === 'object' ? value.rows : {};
  } catch {
    return {};
  }
}

export class PendingEditsStorage {
  readonly tab = newTabId();
  readonly #name: string;
  readonly #storage: Storage | null | undefined;
  /** The teacher who opened the grid; null (nobody signed in) keeps nothing. */
  readonly #userId: string | null;

  constructor(quizId: string, classroomId: string, storage?: Storage | null, userId: string | null = dataOwner(), scope = '') {
    this.#name = pendingKey(quizId, classroomId, scope);
    this.#storage = storage;
    this.#userId = userId;
  }

  /** Every unsaved row on this computer, whichever tab wrote it. */
  read(): Record<string, PendingRow> {
    return parse(readUserItem(this.#name, { userId: this.#userId, storage: this.#storage }));
  }

  /**
   * Stores this tab's unsaved rows: `rows` replaces what this tab wrote
   * before; rows written by another tab stay unless this tab now holds an
   * edit of the same pupil (then it adopts them), or `isSaved` says the
   * server already holds exactly that row (a tab closed before it heard).
   */
  write(
    rows: Record<string, Omit<PendingRow, 'tab' | 'editedAt'>>,
    isSaved: (pupilId: string, row: PendingRow) => boolean = () => false,
    now = Date.now(),
  ): void {
    const stored = this.read();
    const next: Record<string, PendingRow> = {};
    for (const [pupilId, row] of Object.entries(stored)) {
      if (row.tab !== this.tab && !(pupilId in rows) && !isSaved(pupilId, row)) next[pupilId] = row;
    }
    for (const [pupilId, row] of Object.entries(rows)) {
      const previous = stored[pupilId];
      const unchanged =
        previous && previous.tab === this.tab && JSON.stringify({ ...previous, tab: '', editedAt: 0 }) === JSON.stringify({ ...row, tab: '', editedAt: 0 });
      next[pupilId] = { ...row, tab: this.tab, editedAt: unchanged ? previous.editedAt : now };
    }
    this.#save(next);
  }

  /** Forgets every unsaved row of this grid (after Delete all, or Reset). */
  clear(): void {
    this.#save({});
  }

  #save(rows: Record<string, PendingRow>): void {
    const place = { userId: this.#userId, storage: this.#storage };
    const count = Object.keys(rows).length;
    if (count === 0) removeUserItem(this.#name, place);
    else writeUserItem(this.#name, JSON.stringify({ v: 1, rows, unsaved: count } satisfies Stored), place);
  }
}
