import { type ComponentType, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useT } from '../../core/i18n';
import { paths } from '../../core/paths';
import type { SchoolsMenuProps } from './SchoolsMenu';

export interface SchoolsNavItemProps {
  active: boolean;
  activeClassroomId: string | null;
  className: string;
}

interface Upgrade {
  Menu: ComponentType<SchoolsMenuProps>;
  initialOpen: boolean;
  takeFocus: boolean;
}

// Kept for the page's lifetime: once loaded, every later bar renders the full menu at once.
let loadedMenu: ComponentType<SchoolsMenuProps> | null = null;
let loading: Promise<ComponentType<SchoolsMenuProps>> | null = null;

function loadMenu(): Promise<ComponentType<SchoolsMenuProps>> {
  loading ??= import('./SchoolsMenu').then(
    (module) => (loadedMenu = module.SchoolsMenu),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The Schools link, upgraded to the hover panel on first intent. Until the
 * panel's code arrives this is a plain link, so a click always works.
 */
export function SchoolsNavItem({ active, activeClassroomId, className }: SchoolsNavItemProps) {
  const t = useT();
  const [loaded, setLoaded] = useState<Upgrade | null>(() => (loadedMenu ? { Menu: loadedMenu, initialOpen: false, takeFocus: false } : null));
  const intent = useRef<'pointer' | 'focus' | null>(null);

  const upgrade = (why: 'pointer' | 'focus') => {
    intent.current = why;
    loadMenu().then(
      // The pointer or focus may have left while the code downloaded: open only if it is still there.
      (Menu) => setLoaded({ Menu, initialOpen: intent.current !== null, takeFocus: intent.current === 'focus' }),
      (error: unknown) => console.warn('schools panel failed to load', error),
    );
  };

  if (loaded) {
    const { Menu, initialOpen, takeFocus } = loaded;
    return <Menu active={active} activeClassroomId={activeClassroomId} className={className} initialOpen={initialOpen} takeFocus={takeFocus} />;
  }
  return (
    <Link
      href={paths.schools}
      aria-current={active ? 'page' : undefined}
      className={className}
      onPointerEnter={() => upgrade('pointer')}
      onPointerLeave={() => {
        if (intent.current === 'pointer') intent.current = null;
      }}
      onFocus={() => upgrade('focus')}
      onBlur={() => {
        if (intent.current === 'focus') intent.current = null;
      }}
    >
      {t('nav.schools')}
    </Link>
  );
}
