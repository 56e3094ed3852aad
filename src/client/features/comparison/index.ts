// The quiz dashboard's Compare classes tab (issue 16): a common test across
// the classes it was given to. Built on the results feature (its exports,
// figures and formats, through its index), loaded when the tab opens, and
// resolved only once its texts are in.
import { comparisonMessages } from './messages';

await comparisonMessages.ensure();

export { ComparisonTab } from './ComparisonTab';
