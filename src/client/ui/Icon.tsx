// The line icons the app draws (an emoji or a symbol would depend on the
// fonts installed): one frame, 24 units, stroked in the text colour.
// Decorative: the button around one carries the name.
import type { ReactNode } from 'react';

export interface IconProps {
  /** The drawing, in a 24 x 24 box. */
  children: ReactNode;
  /** Size and display classes; 18 px when none. */
  className?: string;
}

export function Icon({ children, className = 'h-[18px] w-[18px]' }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {children}
    </svg>
  );
}
