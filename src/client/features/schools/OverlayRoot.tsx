import { useSelector } from '@xstate/store-react';
import { createRoot } from 'react-dom/client';
import { schoolPath } from '../../core/paths';
import { EntityChooser } from './EntityChooser';
import { overlayNavigate } from './overlay-root';
import { closeOverlay, overlayStore } from './overlay.store';
import { SchoolFormDialog } from './SchoolFormDialog';

function go(path: string): void {
  // Closed first, so focus is back on the page before the route changes.
  closeOverlay();
  overlayNavigate(path);
}

/** The overlay the store names, if any. */
export function OverlayRoot() {
  const view = useSelector(overlayStore, (snapshot) => snapshot.context.view);
  if (!view) return null;
  if (view.kind === 'newSchool') return <SchoolFormDialog onClose={closeOverlay} onSaved={(school) => go(schoolPath(school.id))} />;
  return <EntityChooser kind={view.kind === 'chooseSchool' ? 'school' : 'classroom'} onClose={closeOverlay} onChoose={go} />;
}

/** Renders the overlays in a root of their own at the end of the body; returns its unmount. */
export function mountOverlayRoot(): () => void {
  const container = document.createElement('div');
  container.dataset.overlays = 'schools';
  document.body.append(container);
  const root = createRoot(container);
  root.render(<OverlayRoot />);
  return () => {
    root.unmount();
    container.remove();
  };
}
