// The palette's row commands of one list ("Delete a school…", "Edit a
// pupil…"): each command asks which row in a chooser, then does what that
// row's own button does, from it (row-command.ts), so the focus ends where
// it would after a click.
import { type ReactNode, useState } from 'react';
import { type Command, useRegisterCommands } from '../core/commands';
import { useT } from '../core/i18n';
import type { ChooserOption } from './RecordChooser';
import { loadRecordChooser } from './row-command';
import { useLazyModule } from './use-lazy-module';

/** One row command: the palette's entry and its chooser's title (a text key). */
export interface RowCommand<A extends string> extends Pick<Command, 'id' | 'labelKey' | 'keywords'> {
  action: A;
  titleKey: string;
}

export interface RowChooserOptions<A extends string, R> {
  commands: readonly RowCommand<A>[];
  /** The rows whose button offers the action (the command is in the palette while there is one). */
  rows: (action: A) => readonly R[];
  /** A row as the chooser shows it. */
  option: (row: R, action: A) => ChooserOption;
  placeholderKey: string;
  noMatchKey: string;
  /** Does the chosen row's action, closing the chooser (`actFromRowButton`, `pressRowButton`). */
  pick: (row: R, action: A, close: () => void) => void;
}

/** Registers the list's row commands; returns the chooser while one of them is choosing its row. */
export function useRowChooser<A extends string, R>({ commands, rows, option, placeholderKey, noMatchKey, pick }: RowChooserOptions<A, R>): ReactNode {
  const t = useT();
  const [choosing, setChoosing] = useState<A | null>(null);
  const chooser = useLazyModule(loadRecordChooser, choosing !== null);
  useRegisterCommands(
    commands.map(({ action, id, labelKey, keywords }) => ({
      id,
      labelKey,
      keywords,
      group: 'actions',
      when: () => rows(action).length > 0,
      run: () => setChoosing(action),
    })),
  );

  if (choosing === null || !chooser) return null;
  const action = choosing;
  const candidates = rows(action);
  const options = candidates.map((row) => option(row, action));
  const close = () => setChoosing(null);
  return (
    <chooser.RecordChooser
      title={t(commands.find((command) => command.action === action)?.titleKey ?? '')}
      placeholder={t(placeholderKey)}
      noMatch={t(noMatchKey)}
      options={options}
      onPick={(id) => {
        const row = candidates[options.findIndex((candidate) => candidate.id === id)];
        if (row !== undefined) pick(row, action, close);
      }}
      onClose={close}
    />
  );
}
