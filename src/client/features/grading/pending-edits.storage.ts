// Unsaved marks kept in localStorage (quiz-app.grades.<quizId>.<classroomId>)
// until the server acknowledged them, so a closed tab, a reload or a dropped
// network loses nothing. Two tabs on the same grid share the key: each
// writes its own rows (stamped with its tab id) and removes only rows it
// wrote, so one tab's save never wipes the other's unsaved edits.
import { readStored, writeStored } from '../../core/storage';
import type { QuestionScores } from '../../../domain/marks';

export interface PendingRow {
  /** The server version the edit was based on (0: the pupil had no grade). */
  base: number;
  marks: QuestionScores;
  comments: string;
  score: number | null;
  /** Which tab wrote it. */
  tab: string;
  /** Milliseconds since the epoch. */
  editedAt: number;
}

interface Stored {
  v: 1;
  rows: Record<string, PendingRow>;
}

export function pendingKey(quizId: string, classroomId: string): string {
  return `grades.${quizId}.${classroomId}`;
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

  constructor(quizId: string, classroomId: string, storage?: Storage | null) {
    this.#name = pendingKey(quizId, classroomId);
    this.#storage = storage;
  }

  /** Every unsaved row on this computer, whichever tab wrote it. */
  read(): Record<string, PendingRow> {
    return parse(readStored(this.#name, this.#storage));
  }

  /**
   * Stores this tab's unsaved rows: `rows` replaces what this tab wrote
   * before; rows written by another tab stay unless this tab now holds an
   * edit of the same pupil (then it adopts them), or `isSaved` says the
   * server already holds exactly that row (a tab closed before it heard).
   */
  write(rows: Record<string, Omit<PendingRow, 'tab' | 'editedAt'>>, isSaved: (pupilId: string, row: PendingRow) => boolean = () => false, now = Date.now()): void {
    const stored = this.read();
    const next: Record<string, PendingRow> = {};
    for (const [pupilId, row] of Object.entries(stored)) {
      if (row.tab !== this.tab && !(pupilId in rows) && !isSaved(pupilId, row)) next[pupilId] = row;
    }
    for (const [pupilId, row] of Object.entries(rows)) {
      const previous = stored[pupilId];
      const unchanged = previous && previous.tab === this.tab && JSON.stringify({ ...previous, tab: '', editedAt: 0 }) === JSON.stringify({ ...row, tab: '', editedAt: 0 });
      next[pupilId] = { ...row, tab: this.tab, editedAt: unchanged ? previous.editedAt : now };
    }
    this.#save(next);
  }

  /** Forgets every unsaved row of this grid (after Delete all, or Reset). */
  clear(): void {
    this.#save({});
  }

  #save(rows: Record<string, PendingRow>): void {
    if (Object.keys(rows).length === 0) {
      try {
        (this.#storage === undefined ? localStorage : this.#storage)?.removeItem(`quiz-app.${this.#name}`);
      } catch {
        // Blocked storage: nothing was kept anyway.
      }
      return;
    }
    writeStored(this.#name, JSON.stringify({ v: 1, rows } satisfies Stored), this.#storage);
  }
}
