// The features whose palette commands work from any screen (DESIGN 4). The
// app is the one place that knows every feature; the palette loads these on
// its first opening and never names a feature itself.
import { registerCommandProviders } from '../core/overlays';

registerCommandProviders(
  () => import('../features/schools'),
  () => import('../features/assignments'),
);
