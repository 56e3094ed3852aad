// The features whose palette commands work from any screen (DESIGN 4), and
// the shell's own. The app is the one place that knows every feature; the
// palette loads these on its first opening and never names a feature itself.
import { registerCommandProviders } from '../core/overlays';
import { loadAppCommands } from './layout/use-app-commands';

registerCommandProviders(
  loadAppCommands,
  () => import('../features/schools'),
  () => import('../features/assignments'),
);
