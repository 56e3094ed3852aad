// The grid's scroll area ends at the window's bottom edge (unless that leaves
// it too little room: MIN_ROOM): it is the one thing that scrolls while marks
// are typed, so the cell being typed into never sits below the window (a fixed calc(100vh - …) guessed the height of
// what is above the grid and overflowed the page). Measured from the top of
// the document, so the page's own scroll does not change it; measured again
// when the window or what is above the grid (a notice, the toolbar) resizes,
// keeping the focused cell in view.
import { type RefObject, useLayoutEffect } from 'react';

/** Room kept under the grid, so its border and rounded corners show. */
const BOTTOM_GAP = 12;
/**
 * Less room than this under the grid's top (the header and six rows): much is above it (double correction's
 * page: its explanation, the evaluators, Submit), and fitted it showed three rows. It then takes the window's height
 * under the sticky bar instead, and the page scrolls to it (a focused cell is always scrolled into view).
 */
const MIN_ROOM = 270;
const UNDER_BAR = 100;

export function useFitToWindow(scrollRef: RefObject<HTMLElement | null>, minHeight: number): void {
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return undefined;
    let lastTop: number | null = null;
    const fit = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      const room = Math.floor(window.innerHeight - top - BOTTOM_GAP);
      const height = `${Math.max(minHeight, room >= MIN_ROOM ? room : window.innerHeight - UNDER_BAR)}px`;
      const moved = lastTop !== null && top !== lastTop;
      lastTop = top;
      if (element.style.maxHeight === height && !moved) return;
      element.style.maxHeight = height;
      // The grid moved down or got shorter (a notice appeared above it, the breadcrumbs wrapped on a phone): the cell
      // being typed into may have left the window.
      const active = document.activeElement;
      if (active instanceof HTMLElement && element.contains(active)) active.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    };
    fit();
    // Fitting resizes the body it watches: once per frame, after the observer's round, or the browser reports a loop.
    let frame: number | null = null;
    const schedule = () => {
      if (frame === null)
        frame = requestAnimationFrame(() => {
          frame = null;
          fit();
        });
    };
    window.addEventListener('resize', schedule);
    // What is above the grid changes height (a notice appears, the toolbar wraps): the body resizes with it.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, [scrollRef, minHeight]);
}
