// What other parts of the client may use from the placeholders feature.
import { placeholdersMessages } from './messages';

// The chunk resolves only once its texts are in: the screen never renders a key.
await placeholdersMessages.ensure();

export { PlaceholderPage } from './PlaceholderPage';
