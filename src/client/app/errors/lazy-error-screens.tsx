// The screens a crash shows load when one is shown: most visits never see
// them (issue 15's initial JavaScript). The chunk screen and the
// server-unreachable screen stay in the boot, for they show when the network
// is gone and no code can load; a crash's screen that cannot load either
// gives way to the chunk screen, which says what can be done then.
import { type ComponentType, lazy, Suspense } from 'react';
import { ChunkLoadErrorScreen } from './ChunkLoadErrorScreen';
import type { GlobalErrorScreenProps } from './GlobalErrorScreen';
import type { RouterErrorScreenProps } from './RouterErrorScreen';

function loadedWhenShown<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Screen = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (): { default: ComponentType<P> } => ({ default: ChunkLoadErrorScreen }),
    ),
  );
  // biome-ignore lint/correctness/noComponentHookFactories: called once per screen at module level, as React.lazy is
  return function ErrorScreen(props: P) {
    return (
      <Suspense fallback={null}>
        <Screen {...props} />
      </Suspense>
    );
  };
}

// One chunk for both: a crash is rare, and one file costs the boot less than two.
const crashScreens = () => import('./crash-screens');
export const GlobalErrorScreen = loadedWhenShown<GlobalErrorScreenProps>(() => crashScreens().then((module) => module.GlobalErrorScreen));
export const RouterErrorScreen = loadedWhenShown<RouterErrorScreenProps>(() => crashScreens().then((module) => module.RouterErrorScreen));
