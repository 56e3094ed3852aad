import { useId } from 'react';
import type { Language } from '../core/language';

/**
 * Small flag pictures for the language switcher. Drawn as SVG because flag
 * emoji do not render on Windows or on systems without an emoji font.
 * Decorative: the button carries the language's name.
 */
export function Flag({ language }: { language: Language }) {
  const clipId = useId();
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 30 20" className="h-3.5 w-5 shrink-0 rounded-[2px] ring-1 ring-black/15">
      {language === 'ro' && (
        <>
          <rect width="10" height="20" fill="#002B7F" />
          <rect x="10" width="10" height="20" fill="#FCD116" />
          <rect x="20" width="10" height="20" fill="#CE1126" />
        </>
      )}
      {language === 'es' && (
        <>
          <rect width="30" height="20" fill="#AA151B" />
          <rect y="5" width="30" height="10" fill="#F1BF00" />
        </>
      )}
      {language === 'en' && (
        <>
          <clipPath id={clipId}>
            <rect width="30" height="20" />
          </clipPath>
          <g clipPath={`url(#${clipId})`}>
            <rect width="30" height="20" fill="#012169" />
            <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
            <path d="M0 0l30 20M30 0L0 20" stroke="#C8102E" strokeWidth="1.6" />
            <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
            <path d="M15 0v20M0 10h30" stroke="#C8102E" strokeWidth="3.4" />
          </g>
        </>
      )}
    </svg>
  );
}
