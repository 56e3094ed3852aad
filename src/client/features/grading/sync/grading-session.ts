// One open grade grid: the quiz, the class, the grade book with this
// computer's unsaved edits restored, the grid controller and the running
// sync actor, wired together and taken apart again. Leaving the grid (or
// the page) writes the unsaved rows to storage and sends them once more;
// whatever does not make it is restored the next time the grid opens.
import { observable } from '@legendapp/state';
import { type Actor, createActor } from 'xstate';
import { quizPaths } from '../../../../domain/api/quizzes';
import { cache } from '../../../core/cache';
import { cacheTags } from '../../../core/cache-tags';
import { notifyError, reportError } from '../../../core/errors.store';
import { api, toApiError } from '../../../core/http';
import { t } from '../../../core/i18n';
import { type PendingSaveOutcome, registerPendingWork } from '../../../core/sign-out-state';
import { toast } from '../../../core/toasts.store';
import { prepareSignOutOnFirstInteraction } from '../../../ui/sign-out-prefetch';
import { GridController } from '../controller/grid-controller';
import { gradingApi, invalidateGradeViews, saveGradeBatch } from '../grading.api';
import type { GradeBatch, GradedQuiz, GradeView, GradingPupil, SaveOutcome } from '../grading.types';
import { GradeBook } from '../model/grade-book';
import { buildColumns } from '../model/grid-columns';
import type { GradeSource } from './grade-source';
import { PendingEditsStorage } from './pending-edits.storage';
import { gradeSyncFor, type gradeSyncMachine } from './sync.machine';

export interface GradingData {
  quiz: GradedQuiz;
  pupils: GradingPupil[];
  grades: GradeView[];
  /** The roster did not load: the rows are the pupils that have grades. */
  rosterFailed: boolean;
  /** The class's marks come from a double correction (issue 17): its own grid only reads them. */
  doubleCorrected?: boolean;
}

/** Grades of pupils not on the roster still show, under numbered placeholders. */
function withPlaceholders(quiz: GradedQuiz, roster: GradingPupil[], grades: GradeView[], rosterFailed: boolean): GradingData {
  const pupils = [...roster];
  const known = new Set(pupils.map((pupil) => pupil.id));
  grades.forEach((grade) => {
    if (!known.has(grade.pupilId)) pupils.push({ id: grade.pupilId, name: t('grading.unknownPupil', { n: pupils.length + 1 }) });
  });
  return { quiz, pupils, grades, rosterFailed };
}

/** The three reads the sheet replaces; a roster that fails leaves the grades (SPEC 8). */
async function loadSeparately(quizId: string, classroomId: string): Promise<GradingData> {
  const [quiz, grades, roster] = await Promise.all([
    gradingApi.quiz(quizId),
    gradingApi.grades(quizId, classroomId),
    gradingApi.pupils(classroomId).then(
      (pupils) => ({ pupils, failed: false }),
      (error: unknown) => {
        // Shown on the screen as an alert (GradingWorkspace); logged and kept here.
        reportError(error, { where: 'grade-grid.roster', classroomId }, { silent: true });
        return { pupils: [] as GradingPupil[], failed: true };
      },
    ),
  ]);
  return withPlaceholders(quiz, roster.pupils, grades, roster.failed);
}

/** A server or network failure, where asking for the parts one by one may still bring some of them. */
function worthAskingByParts(error: unknown): boolean {
  const { status } = toApiError(error);
  return status === null || status >= 500;
}

/**
 * The quiz, the roster and the grades: one request (the grading sheet, which
 * the route loader may have started before the grid's code arrived). When the
 * sheet fails on the server's side, the separate reads are tried, so a
 * failing roster alone still leaves the grades on screen (SPEC 8).
 */
export async function loadGradingData(quizId: string, classroomId: string): Promise<GradingData> {
  try {
    const sheet = await gradingApi.sheet(quizId, classroomId);
    return { ...withPlaceholders(sheet.quiz, sheet.pupils, sheet.grades, false), doubleCorrected: sheet.doubleCorrected === true };
  } catch (error) {
    if (!worthAskingByParts(error)) throw error;
    return loadSeparately(quizId, classroomId);
  }
}

/** The class's own grades: the grading sheet to open, the grades routes to save. */
export function classGrades(quizId: string, classroomId: string): GradeSource {
  return {
    scope: '',
    withComments: true,
    load: () => loadGradingData(quizId, classroomId),
    grades: () => gradingApi.grades(quizId, classroomId),
    save: (batch) => saveGradeBatch(quizId, batch),
    deleteAll: () => gradingApi.deleteAll(quizId, classroomId),
    saved: () => invalidateGradeViews(quizId, classroomId),
  };
}

export class GradingSession {
  readonly book: GradeBook;
  readonly controller: GridController;
  readonly sync: Actor<typeof gradeSyncMachine>;
  readonly restored: number;
  /** A test the reader sees but may not grade (a school's owner reading a colleague's test): nothing here changes marks. */
  readonly readOnly: boolean;
  /**
   * The test was saved elsewhere since the grid opened (its points or questions may differ from the columns here):
   * learnt when a save is refused or conflicts, and said with a way to open the grid again.
   */
  readonly quizChanged$ = observable(false);
  #expanded = new Set<string>();
  #disposers: (() => void)[] = [];
  #signOutWaits = new Set<() => void>();

  constructor(
    readonly quizId: string,
    readonly classroomId: string,
    readonly data: GradingData,
    storage: Storage | null | undefined = undefined,
    readonly source: GradeSource = classGrades(quizId, classroomId),
    /** Nothing here changes marks: a test the reader may only read, or a correction already submitted. */
    readOnly = (data.quiz.access === 'read' || data.doubleCorrected === true) && source.scope === '',
  ) {
    this.readOnly = readOnly;
    this.book = new GradeBook(new PendingEditsStorage(quizId, classroomId, storage, undefined, source.scope));
    this.restored = this.book.load(data.grades);
    const { quiz } = data;
    this.controller = new GridController({
      book: this.book,
      document: quiz,
      scale: { totalPoints: quiz.totalPoints, basePoints: quiz.basePoints },
      pupils: data.pupils,
      columns: this.#columns(),
      readOnly: this.readOnly,
    });
    const machine = gradeSyncFor((batch) => this.#save(batch)).provide({
      actions: {
        // "Saved" only when nothing is left unsaved: a refused or conflicting row is still the teacher's to settle.
        notifySaved: () => {
          if (this.book.unsaved$.peek() === 0) toast.success(t('grading.toast.saved'));
        },
        notifyFailed: (_, params) => void notifyError(params.error, { where: 'grade-grid.save', quizId }, t('grading.toast.saveFailed')),
      },
    });
    this.sync = createActor(machine, { input: { queue: this.book } });
  }

  async #save(batch: GradeBatch): Promise<SaveOutcome> {
    const outcome = await this.source.save(batch);
    if (outcome.type !== 'saved' && !this.quizChanged$.peek()) void this.#checkQuiz();
    return outcome;
  }

  /** Whether the test moved on since the grid opened; its cached document goes, so opening the grid again reads it. */
  async #checkQuiz(): Promise<void> {
    try {
      const now = await api.get<{ version?: unknown }>(quizPaths.one(this.quizId));
      if (typeof now?.version !== 'number' || now.version === this.data.quiz.version) return;
      cache.invalidateTags(cacheTags.quiz(this.quizId));
      this.source.saved();
      this.quizChanged$.set(true);
    } catch {
      // Unknown for now: the next refused or conflicting save asks again.
    }
  }

  start(): void {
    this.#disposers.push(this.book.onChange(() => this.sync.send({ type: 'sync.change' })));
    let settledOnce = false;
    const subscription = this.sync.subscribe((snapshot) => {
      // A save landed: the classroom's quiz list and the results are stale.
      if (snapshot.hasTag('saved') && settledOnce) this.source.saved();
      settledOnce ||= snapshot.hasTag('saving');
    });
    this.#disposers.push(() => subscription.unsubscribe());
    this.sync.start();
    if (this.restored > 0) this.sync.send({ type: 'sync.now' });
    this.#disposers.push(registerPendingWork({ save: () => this.saveForSignOut() }));
    prepareSignOutOnFirstInteraction();
    if (typeof window !== 'undefined') {
      const flush = () => this.book.flush();
      // A reload or a closed tab takes the mark still in its cell's editor too (it used to vanish, with the status saying all was saved).
      const pageGoes = () => this.flushWithDraft();
      window.addEventListener('pagehide', pageGoes);
      document.addEventListener('visibilitychange', flush);
      this.#disposers.push(() => {
        window.removeEventListener('pagehide', pageGoes);
        document.removeEventListener('visibilitychange', flush);
      });
    }
  }

  /**
   * Sign-out saves first (core/sign-out): what waits is sent now; resolves
   * once the sync is saved, offline or failed (or the grid closed), with the
   * rows the server did not take written to storage for sign-out to count.
   */
  saveForSignOut(): Promise<PendingSaveOutcome> {
    return new Promise<PendingSaveOutcome>((resolve) => {
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        subscription.unsubscribe();
        this.#signOutWaits.delete(finish);
        this.book.flush();
        resolve('attempted');
      };
      this.#signOutWaits.add(finish);
      const subscription = this.sync.subscribe((snapshot) => {
        // Edits made during the save are sent at once rather than after the autosave pause.
        if (snapshot.hasTag('dirty')) this.sync.send({ type: 'sync.now' });
        else if (!snapshot.hasTag('saving')) finish();
      });
      this.book.flush();
      this.sync.send({ type: 'sync.now' });
      const now = this.sync.getSnapshot();
      if (!now.hasTag('saving') && !now.hasTag('dirty')) finish();
    });
  }

  /** Leaving the grid: storage gets every unsaved row, and one last save is attempted in the background. */
  dispose(): void {
    const saving = this.sync.getSnapshot().hasTag('saving');
    for (const dispose of this.#disposers.splice(0)) dispose();
    this.sync.stop();
    this.book.flush();
    // A sign-out waiting on this grid hears that it closed.
    for (const finish of [...this.#signOutWaits]) finish();
    // A save in flight completes on the server; a lost answer is recognised on the next load (same values).
    const batch = saving ? null : this.book.takeBatch();
    if (batch) {
      this.source.save(batch).then(
        (outcome) => {
          this.book.settle(batch, outcome);
          this.source.saved();
        },
        () => {},
      );
    }
  }

  /** Everything typed, the mark still in its cell's editor included (taken as Enter takes it), into the queue and this computer's storage. */
  flushWithDraft(): void {
    this.controller.commitDraft();
    this.book.flush();
  }

  /** Unsaved cells, conflicts included: what leaving would leave behind. */
  hasUnsaved(): boolean {
    return this.book.unsaved$.peek() > 0 || this.sync.getSnapshot().hasTag('saving') || this.controller.hasDraft();
  }

  expandedRules(): ReadonlySet<string> {
    return this.#expanded;
  }

  /** Shows or hides the scoring-rule columns of one question, or of every question (no id). */
  toggleRules(questionId?: string): void {
    const questions = this.data.quiz.sections.flatMap((s) => s.questions).filter((q) => q.rules.length > 0);
    if (questionId) {
      if (this.#expanded.has(questionId)) this.#expanded.delete(questionId);
      else this.#expanded.add(questionId);
    } else if (this.#expanded.size > 0) this.#expanded.clear();
    else for (const q of questions) this.#expanded.add(q.id);
    this.#expanded = new Set(this.#expanded);
    this.controller.setColumns(this.#columns());
  }

  #columns() {
    const columns = buildColumns(this.data.quiz, this.data.quiz.totalPoints, this.#expanded);
    return this.source.withComments ? columns : columns.filter((column) => column.kind !== 'comments' && column.kind !== 'gradedAt');
  }

  async refresh(): Promise<void> {
    const grades = await this.source.grades();
    this.book.replaceServer(grades);
    this.sync.send({ type: 'sync.change' });
  }

  /** The server deletes the teacher's own marks (a colleague's stay, issue 16): what it still holds is shown after. */
  async deleteAll(): Promise<void> {
    await this.source.deleteAll();
    this.book.clearAll();
    this.source.saved();
    // The marks are deleted whatever this read does; failing, the grid stays empty until a Refresh.
    await this.refresh().catch(() => undefined);
  }
}
