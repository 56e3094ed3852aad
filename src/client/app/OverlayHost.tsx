import { type ComponentType, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { closeOverlay, type OverlayProps, overlayLoader } from '../core/overlays';

interface Loaded {
  name: string;
  View: ComponentType<OverlayProps>;
}

/** Renders the overlay the registry has open (core/overlays.ts; the layout reads which), inside the router. */
export function OverlayHost({ open }: { open: string | null }) {
  const [, setLocation] = useLocation();
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!open || loaded?.name === open) return undefined;
    let current = true;
    const load = overlayLoader(open);
    if (!load) {
      console.warn(`no overlay named ${open}`);
      closeOverlay();
      return undefined;
    }
    load().then(
      (View) => current && setLoaded({ name: open, View }),
      (error: unknown) => {
        console.warn(`the overlay ${open} failed to load`, error);
        closeOverlay();
      },
    );
    return () => {
      current = false;
    };
  }, [open, loaded]);

  if (!open || loaded?.name !== open) return null;
  const navigate = (path: string) => {
    // Closed first, so focus is back on the page before the route changes.
    closeOverlay();
    setLocation(path);
  };
  return <loaded.View close={closeOverlay} navigate={navigate} />;
}
