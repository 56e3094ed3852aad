// What the editor takes back from this device when a saved test opens: the
// copies `find` returned (this tab's, and those of tabs now closed), combined,
// never one dropped for another.
import { documentOfView } from '../../../domain/api/quizzes';
import type { QuizView } from '../quizzes';
import { mergeDrafts, shapeOf } from './draft-merge';
import type { DraftRecord, FoundDraft } from './draft-storage';
import type { QuizDraft } from './quiz-draft';

export interface SavedTestCopy {
  /** What the server lacks, in one copy; null when nothing. */
  copy: DraftRecord | null;
  /** The stored copies `copy` holds (or that hold nothing unsaved): dropped once this tab keeps `copy`. */
  taken: string[];
  /** Copies that changed what an earlier one changed too: left on this device, for the teacher to review. */
  left: number;
}

/**
 * A saved test: each copy's changes applied in turn (oldest first) to the server's version, through
 * draft-merge. When none can be, the oldest goes the way a single copy always went: carried on when made on
 * the server's version, else the teacher chooses (the conflict path). The rest stay on this device.
 */
export function savedTestCopy(found: FoundDraft[], quiz: QuizView, now: number): SavedTestCopy {
  const server = documentOfView(quiz) as QuizDraft;
  const serverShape = shapeOf(server);
  let document = server;
  const taken: string[] = [];
  const left: FoundDraft[] = [];
  for (const draft of [...found].sort((a, b) => a.record.savedAt - b.record.savedAt)) {
    const { record } = draft;
    // A copy the server has (or that an older build kept after saving) holds nothing to apply.
    if (!record.dirty) {
      taken.push(draft.name);
      continue;
    }
    const base = record.base ?? (record.baseVersion === quiz.version ? serverShape : null);
    const merged = base ? mergeDrafts(base, record.document, document) : null;
    if (merged) {
      document = merged;
      taken.push(draft.name);
    } else left.push(draft);
  }
  if (document !== server)
    return { copy: { quizId: quiz.id, baseVersion: quiz.version, document, dirty: true, savedAt: now, base: serverShape }, taken, left: left.length };
  const [first, ...rest] = left;
  if (!first) return { copy: null, taken, left: 0 };
  // "Overwrite with my version" then keeps what others changed where this copy did not.
  const mine = first.record.base ? mergeDrafts(first.record.base, first.record.document, server, true) : null;
  return { copy: { ...first.record, document: mine ?? first.record.document }, taken: [...taken, first.name], left: rest.length };
}
