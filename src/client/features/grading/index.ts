// What other parts of the client may use from the grading feature: its two
// screens and the grade entry itself (the quiz dashboard's Enter Grades tab).
//
// A typed mark's path, each hop once: a key on a cell is read by the pure
// keymap (domain/grid/keymap) into an action for controller/grid-controller,
// which reads the text against the barem (model/cell-input) and applies the
// change to model/grade-book, the one holder of unsaved rows (kept on this
// device at once). The book tells sync/sync.machine, which after the pause
// takes the dirty rows as one batch and POSTs it (grading.api, the grades
// contract in domain/api); the server checks it with the same schema, writes
// each row at its version in grades.repo (points to hundredths there only) and
// answers the saved rows, which the book settles; a save then drops the
// `grades:<quiz>` and `classroom:<id>` cache tags, so the report reads anew.
import { gradingMessages } from './messages';

// The chunk resolves only once its texts are in (the assignments texts come with its index, imported by GradePage).
await gradingMessages.ensure();

export { gradingApi, outcomeOfError } from './grading.api';
export type { GradedQuiz, GradeView, GradingPupil } from './grading.types';
export { formatDateTime } from './model/format';
export { EvaluatePage } from './pages/EvaluatePage';
export { GradePage } from './pages/GradePage';
export type { GradeSource } from './sync/grade-source';
export { GradingWorkspace, type GradingWorkspaceProps } from './view/GradingWorkspace';
