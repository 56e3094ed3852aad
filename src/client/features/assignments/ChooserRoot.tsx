import { useSelector } from '@xstate/store-react';
import { createRoot } from 'react-dom/client';
import { AssignChooser } from './AssignChooser';
import { chooserStore, closeChooser } from './chooser.store';
import { GradeChooser } from './GradeChooser';

/** The chooser the store names, if any. */
export function ChooserRoot() {
  const open = useSelector(chooserStore, (snapshot) => snapshot.context.open);
  if (open === 'assign') return <AssignChooser onClose={closeChooser} />;
  if (open === 'grade') return <GradeChooser onClose={closeChooser} />;
  return null;
}

/** Renders the choosers in a root of their own at the end of the body; returns its unmount. */
export function mountChooserRoot(): () => void {
  const container = document.createElement('div');
  container.dataset.overlays = 'assignments';
  document.body.append(container);
  const root = createRoot(container);
  root.render(<ChooserRoot />);
  return () => {
    root.unmount();
    container.remove();
  };
}
