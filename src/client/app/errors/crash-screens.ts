// The screens a crash shows, one lazy chunk (lazy-error-screens.tsx). It
// resolves once their texts are in; if they cannot load (offline), neither
// does the chunk, and the chunk screen is shown instead.
import { crashMessages } from './crash.messages';

await crashMessages.ensure();

export { GlobalErrorScreen } from './GlobalErrorScreen';
export { RouterErrorScreen } from './RouterErrorScreen';
