// Double correction (issue 17): its page, built on the grading feature's grid
// (through its index) with the evaluator's own correction as the grid's source.
// Loaded with its route, resolved once its texts are in.
import { doubleCorrectionMessages } from './messages';

await doubleCorrectionMessages.ensure();

export { CorrectionPage } from './CorrectionPage';
