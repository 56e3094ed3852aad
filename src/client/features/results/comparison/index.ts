// The Compare classes tab's chunk (results/index.ts loadComparisonTab). It
// resolves only once its texts are in, as the results chunk does.
import { comparisonMessages } from './messages';

await comparisonMessages.ensure();

export { ComparisonTab } from './ComparisonTab';
