// The Schools item with its hover panel (SPEC 2). This module is a separate
// chunk: floating-ui loads when the pointer or focus first reaches the item,
// which keeps it out of the dashboard's initial JavaScript.
import { autoUpdate, offset, safePolygon, shift, size, useDismiss, useFloating, useFocus, useHover, useInteractions, useRole } from '@floating-ui/react';
import { type FocusEvent, useEffect, useLayoutEffect, useState } from 'react';
import { Link } from 'wouter';
import { config } from '../../core/config';
import { useT } from '../../core/i18n';
import { paths } from '../../core/paths';
import { SchoolsPanel } from './SchoolsPanel';
import { openSchoolsNav } from './schools-nav.store';
import { schoolsPanelMessages } from './schools-panel.messages';

// The chunk resolves once the panel's texts are in: it never shows a key.
await schoolsPanelMessages.ensure();

export interface SchoolsMenuProps {
  /** The item is the current section (aria-current). */
  active: boolean;
  activeClassroomId: string | null;
  className: string;
  /** Open at once: the pointer or focus that triggered the download is still there. */
  initialOpen: boolean;
  /** Put focus back on the item (the plain link it replaces had it). */
  takeFocus: boolean;
}

export function SchoolsMenu({ active, activeClassroomId, className, initialOpen, takeFocus }: SchoolsMenuProps) {
  const t = useT();
  const [open, setOpen] = useState(initialOpen);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-start',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(10),
      shift({ padding: 8 }),
      // Never wider than the viewport, so a 360 px screen does not scroll sideways.
      size({
        padding: 8,
        apply({ availableWidth, elements }) {
          elements.floating.style.maxWidth = `${Math.max(0, availableWidth)}px`;
        },
      }),
    ],
  });
  const hover = useHover(context, { delay: { open: 0, close: config.ui.schoolsPanelCloseDelayMs }, handleClose: safePolygon() });
  const focus = useFocus(context);
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'dialog' });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, dismiss, role]);

  useEffect(() => {
    if (open) void openSchoolsNav();
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on opening: focus moves to the trigger's element as it is then, not on every later change
  useLayoutEffect(() => {
    const reference = refs.domReference.current;
    if (takeFocus && reference instanceof HTMLElement) reference.focus();
    // Only on mount: the plain link this replaced was focused.
  }, []);

  // Tabbing out of the panel closes it; useFocus already covers the item itself.
  const onPanelBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && (refs.floating.current?.contains(next) || refs.domReference.current?.contains(next))) return;
    setOpen(false);
  };

  return (
    <>
      <Link ref={refs.setReference} href={paths.schools} aria-current={active ? 'page' : undefined} className={className} {...getReferenceProps()}>
        {t('nav.schools')}
      </Link>
      {open && (
        // biome-ignore lint/a11y/useAriaPropsSupportedByRole: getFloatingProps gives the panel its role (useRole), which the linter cannot see
        <div
          ref={refs.setFloating}
          style={floatingStyles}
          aria-label={t('schoolsPanel.label')}
          className="z-40 w-[48rem] rounded-2xl border border-slate-200 bg-white p-4 shadow-xl dark:border-slate-700 dark:bg-slate-900"
          {...getFloatingProps({ onBlur: onPanelBlur })}
        >
          <SchoolsPanel activeClassroomId={activeClassroomId} onNavigate={() => setOpen(false)} />
        </div>
      )}
    </>
  );
}
