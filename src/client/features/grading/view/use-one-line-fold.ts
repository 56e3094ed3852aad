// Whether the grid's status and toolbar must fold the secondary actions under
// More to keep to one line. Measured, not a breakpoint: the same nine buttons
// are ~1,100 px in English and ~1,430 px in Romanian, so at 1366 × 768 the
// Romanian toolbar took two lines under the status and the grid showed eight
// pupils. Unfolded, the bar's natural width is measured; folded, it unfolds
// once the bar is that wide again (a wider window, a language with shorter
// words: the language is a dependency, so its labels are measured anew).
import { type RefObject, useLayoutEffect, useState } from 'react';

/** A text that may wrap (the status, `data-wraps`) counts at its width on one line, not at the width it wrapped to. */
function unwrappedWidth(child: HTMLElement): number {
  if (!child.hasAttribute('data-wraps')) return child.offsetWidth;
  child.style.whiteSpace = 'nowrap';
  const width = child.offsetWidth;
  child.style.whiteSpace = '';
  return width;
}

/** The width the bar's items take on one line: each child's own width (a flex row's: its items') and the gaps between. */
function oneLineWidth(element: HTMLElement): number {
  const children = [...element.children] as HTMLElement[];
  const style = getComputedStyle(element);
  const gap = Number.parseFloat(style.columnGap) || 0;
  const inner = children.map((child) =>
    getComputedStyle(child).display.includes('flex') && child.children.length > 0 ? oneLineWidth(child) : unwrappedWidth(child),
  );
  return inner.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, children.length - 1);
}

export function useOneLineFold(bar: RefObject<HTMLElement | null>, language: string): boolean {
  const [fold, setFold] = useState<{ language: string; needed: number | null }>({ language, needed: null });
  const current = fold.language === language ? fold : { language, needed: null };
  if (current !== fold) setFold(current);
  const folded = current.needed !== null;

  useLayoutEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const check = () => {
      const width = element.clientWidth;
      if (width === 0) return;
      if (folded) {
        if (width >= (current.needed ?? 0)) setFold({ language, needed: null });
        return;
      }
      const needed = oneLineWidth(element);
      if (needed > width + 1) setFold({ language, needed });
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [bar, folded, language, current.needed]);

  return folded;
}
