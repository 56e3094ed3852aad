// What other parts of the client may use from the dashboard feature.
import { dashboardMessages } from './messages';

// The chunk resolves only once its texts are in: the screen never renders a key.
await dashboardMessages.ensure();

export { HomePage } from './HomePage';
// The route loader starts the subscription's read with the session (app/route-loaders.ts).
export { prefetchSubscription } from './use-subscription';
