import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../core/i18n';
import { LoadingScreen } from '../ui/LoadingScreen';
import { MAIN_CONTENT_ID } from '../ui/main-region';
import { SiteHeader } from './SiteHeader';
import { SkipLink } from './SkipLink';
import { useFocusOnArrival } from './use-focus-on-arrival';

export interface PageFrameProps {
  homeHref: string;
  children: ReactNode;
}

/** Skip link, header and main region; lazy screens load inside it, so the header stays put meanwhile. */
export function PageFrame({ homeHref, children }: PageFrameProps) {
  const t = useT();
  const [location] = useLocation();
  useFocusOnArrival(location);
  return (
    <div className="page">
      <SkipLink />
      <SiteHeader homeHref={homeHref} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 pb-12 outline-none sm:px-6">
        <Suspense fallback={<LoadingScreen message={t('common.loading')} />}>{children}</Suspense>
      </main>
    </div>
  );
}
