import type { Observable } from '@legendapp/state';
import { useSelector } from '@legendapp/state/react';
import { changeThenFocus, focusPath, sharePoints } from '../editor-actions';
import { num } from '../quiz-draft';

/**
 * A list in the test's document whose items have ids (a question's options or statements, its rules, a
 * rule's sub-rules, a matching column): the ids in order (the list renders again when an item comes or
 * goes, not at every keystroke in one), and its buttons' work with the focus where a keyboard user expects
 * it: in the new item's `field`, or after a removal in the item before (the list itself, or `whenEmpty`,
 * when none is left).
 */
export function useDraftList(list$: Observable<{ id: string }[]>, listPath: string, field: string, whenEmpty = listPath) {
  const ids = useSelector(() =>
    list$
      .get(true)
      .map((item) => item.id)
      .join(' '),
  );
  const keys = ids ? ids.split(' ') : [];
  const count = keys.length;
  return {
    keys,
    count,
    /** Adds the item `push` adds, with the focus in its field at once. */
    add: (push: () => void) => changeThenFocus(push, `${listPath}.${count}.${field}`),
    remove: (index: number) => {
      list$.splice(index, 1);
      focusPath(count > 1 ? `${listPath}.${Math.max(0, index - 1)}.${field}` : whenEmpty);
    },
  };
}

type Points = number | string;

/** What a list's points tally reads (PointsTally): the total of `total$`'s owner and each item's points, tracked. */
export function pointsOf(total$: Observable<Points>, list$: Observable<{ points: Points }[]>) {
  return () => ({ total: num(total$.get()), parts: list$.get().map((item) => num(item.points)) });
}

/** Shares `total$`'s points among the items `chosen` picks (all by default), as SPEC 5's "share the points" button does. */
export function sharePointsAmong(list$: Observable<{ points: Points }[]>, total$: Observable<Points>, chosen: (index: number) => boolean = () => true): void {
  sharePoints(list$.peek(), total$.peek(), chosen).forEach((points, i) => list$[i]!.points.set(points));
}
