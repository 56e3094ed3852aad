import { useSelector } from '@legendapp/state/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useLanguage, useT } from '../../../core/i18n';
import { columnName } from '../model/column-names';
import { HEADER_HEIGHT, NARROW_NAME_WIDTH, ROW_HEIGHT, withNameWidth } from '../model/grid-columns';
import type { GradingSession } from '../sync/grading-session';
import { GridHeaderRow } from './GridHeaderRow';
import { GridRow } from './GridRow';
import { describedKeys } from './grid-keys';
import { useFitToWindow } from './use-fit-to-window';
import { useFocusOnOpen } from './use-focus-on-open';
import { useGridEvents } from './use-grid-events';
import { useGridViewport } from './use-grid-viewport';
import { useNarrowScreen } from './use-narrow-screen';

export interface GradeGridProps {
  session: GradingSession;
  /** The grid's accessible name (the quiz and the class). */
  label: string;
}

/**
 * The grade grid (role="grid"): pupils down, questions across, then the
 * results. Rows and columns are virtualised (a class of 1,000 pupils x 60
 * questions renders only what is on screen) with a sticky header row and a
 * sticky name column; the cursor's cell is always rendered and holds the
 * focus (roving tabindex).
 */
/** The header and three rows, however small the window. */
const MIN_HEIGHT = HEADER_HEIGHT + 3 * ROW_HEIGHT;

export function GradeGrid({ session, label }: GradeGridProps) {
  const t = useT();
  const language = useLanguage();
  const { book, controller } = session;
  const pupils = session.data.pupils;
  useSelector(() => controller.layout$.get());
  const narrow = useNarrowScreen();
  const layoutColumns = controller.ctx.columns;
  const sized = useMemo(() => (narrow ? withNameWidth(layoutColumns, NARROW_NAME_WIDTH) : layoutColumns), [narrow, layoutColumns]);
  const scrollRef = useRef<HTMLDivElement>(null);
  // Fitted first: the viewport is measured in the same commit, after the fit (layout effects run in order).
  useFitToWindow(scrollRef, MIN_HEIGHT);
  const viewport = useGridViewport(scrollRef, pupils.length, sized, language);
  // Fitted to the frame's width: the comments take the room the others leave.
  const { columns } = viewport;
  const columnNames = useMemo(() => sized.map((column) => columnName(column, t, language)), [sized, t, language]);
  // The grid re-renders on every scroll step: its description is written once per language.
  const instructions = useMemo(() => t('grading.grid.instructions', describedKeys(t)), [t]);

  // The cursor's row and column stay rendered when scrolled away, so the focused cell never unmounts.
  const cursorRow = useSelector(() => {
    const row = controller.cursor$.row.get();
    return row >= viewport.rows.start && row < viewport.rows.end ? -1 : row;
  });
  const cursorCol = useSelector(() => {
    const col = controller.cursor$.col.get();
    return col >= viewport.cols.start && col < viewport.cols.end ? -1 : col;
  });

  const revealRef = useRef(viewport.reveal);
  revealRef.current = viewport.reveal;
  // The cursor moving, or Shift taking the selection's other corner: either is brought into view.
  useEffect(() => {
    const reveal = ({ value }: { value: { row: number; col: number } }) => revealRef.current(value.row, value.col);
    const stopCursor = controller.cursor$.onChange(reveal);
    const stopExtent = controller.extent$.onChange(reveal);
    // The grid opens where the marking stopped (resumeCell), which may be below the window.
    reveal({ value: controller.cursor$.peek() });
    return () => {
      stopCursor();
      stopExtent();
    };
  }, [controller]);

  const pageRowsRef = useRef(viewport.pageRows);
  pageRowsRef.current = viewport.pageRows;
  const languageRef = useRef(language);
  languageRef.current = language;
  useLayoutEffect(
    () =>
      controller.attachScreen({
        editorText: () => scrollRef.current?.querySelector<HTMLInputElement>('[data-grid-editor]')?.value ?? null,
        language: () => languageRef.current,
      }),
    [controller],
  );
  const handlers = useGridEvents(
    controller,
    useCallback(() => pageRowsRef.current, []),
    useCallback(() => languageRef.current, []),
  );
  useFocusOnOpen(controller);
  const onToggleRules = useCallback((questionId: string) => session.toggleRules(questionId), [session]);

  const rows: number[] = [];
  for (let row = viewport.rows.start; row < viewport.rows.end; row++) rows.push(row);
  if (cursorRow >= 0 && cursorRow < pupils.length) rows.push(cursorRow);
  const totalWidth = viewport.offsets.at(-1) ?? 0;
  // The comments column widens to fill the frame; without it (an evaluator's correction) the frame fits the columns.
  const fitsColumns = !columns.some((column) => column.kind === 'comments');

  return (
    <div
      ref={scrollRef}
      className={`relative overflow-auto rounded-xl border border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-950${fitsColumns ? ' w-fit max-w-full' : ''}`}
      // A cell scrolled into view stops short of the sticky header row and name column.
      style={{ scrollPaddingTop: HEADER_HEIGHT, scrollPaddingLeft: columns[0]?.width ?? 0 }}
      data-testid="grade-grid-scroller"
    >
      <div
        role="grid"
        aria-label={label}
        aria-rowcount={pupils.length + 1}
        aria-readonly={session.readOnly || undefined}
        aria-colcount={columns.length}
        aria-multiselectable="true"
        aria-describedby="grade-grid-instructions"
        className="relative select-none"
        style={{ width: totalWidth, height: HEADER_HEIGHT + pupils.length * ROW_HEIGHT }}
        {...handlers}
      >
        <GridHeaderRow
          columns={columns}
          columnNames={columnNames}
          offsets={viewport.offsets}
          cols={viewport.cols}
          extraCol={cursorCol}
          language={language}
          onToggleRules={onToggleRules}
        />
        {rows.map((row) => (
          <GridRow
            key={pupils[row]!.id}
            book={book}
            controller={controller}
            pupil={pupils[row]!}
            row={row}
            columns={columns}
            columnNames={columnNames}
            offsets={viewport.offsets}
            cols={viewport.cols}
            extraCol={cursorCol}
            language={language}
          />
        ))}
      </div>
      <p id="grade-grid-instructions" className="sr-only">
        {instructions}
      </p>
    </div>
  );
}
