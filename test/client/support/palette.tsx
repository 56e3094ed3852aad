// The command palette as a teacher uses it: open it (Ctrl+K in the app; over
// a screen rendered alone, the palette component itself), type a command's
// name, pick it. Options are matched by their label, as the palette shows it.

import assert from 'node:assert/strict';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { CommandPalette } from '../../../src/client/features/palette/CommandPalette';
import { assertAbsent, assertFocused } from './dom-assert';

export interface PaletteOptions {
  /** The screen was rendered alone (no App, so no Ctrl+K handler): mount the palette beside it. */
  standalone?: boolean;
}

function StandalonePalette() {
  const [open, setOpen] = useState(true);
  return open ? <CommandPalette onClose={() => setOpen(false)} /> : null;
}

const PALETTE = { name: 'Command palette' } as const;

export async function openPalette({ standalone = false }: PaletteOptions = {}): Promise<HTMLElement> {
  if (standalone) render(<StandalonePalette />);
  else fireEvent.keyDown(document.activeElement ?? document.body, { key: 'k', ctrlKey: true });
  return screen.findByRole('dialog', PALETTE);
}

/** The option whose label is exactly `label` (its shortcut keys aside), once `label` is typed in the search. */
async function search(dialog: HTMLElement, label: string): Promise<HTMLElement | undefined> {
  act(() => void fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: label } }));
  await act(async () => {});
  return within(dialog)
    .queryAllByRole('option')
    .find((option) => option.firstElementChild?.textContent === label);
}

/** Opens the palette and searches `label`: its option, to click; fails when the palette does not offer it. */
export async function paletteOption(label: string, options: PaletteOptions = {}): Promise<HTMLElement> {
  const dialog = await openPalette(options);
  const option = await search(dialog, label);
  if (!option)
    throw new Error(
      `the palette does not offer "${label}" (${within(dialog)
        .queryAllByRole('option')
        .map((o) => o.firstElementChild?.textContent)
        .join(', ')})`,
    );
  return option;
}

/** Opens the palette, searches `label` and picks that command; fails when the palette does not offer it. */
export async function runFromPalette(label: string, options: PaletteOptions = {}): Promise<void> {
  fireEvent.click(await paletteOption(label, options));
  await waitFor(() => assertAbsent(screen.queryByRole('dialog', PALETTE)));
}

/** Whether the palette offers `label` right now (it is closed again after looking). */
export async function paletteOffers(label: string, options: PaletteOptions = {}): Promise<boolean> {
  const dialog = await openPalette(options);
  const offered = (await search(dialog, label)) !== undefined;
  fireEvent.keyDown(within(dialog).getByRole('combobox'), { key: 'Escape' });
  await waitFor(() => assertAbsent(screen.queryByRole('dialog', PALETTE)));
  return offered;
}

/**
 * A row command ("Delete a pupil…"): runs it from the palette, checks that its chooser has the search focused and
 * offers exactly `offered` (the rows whose button does that; `why` says so on failure), then types `typed` until one row
 * is left and picks it.
 */
export async function chooseRowFromPalette(command: string, title: string, offered: string[], typed: string, why?: string): Promise<void> {
  await runFromPalette(command);
  const chooser = await screen.findByRole('dialog', { name: title });
  const input = within(chooser).getByRole('combobox');
  assertFocused(input);
  assert.deepEqual(
    within(chooser)
      .getAllByRole('option')
      .map((option) => option.textContent),
    offered,
    why,
  );
  fireEvent.change(input, { target: { value: typed } });
  await waitFor(() => assert.equal(within(chooser).getAllByRole('option').length, 1));
  fireEvent.keyDown(input, { key: 'Enter' });
  await waitFor(() => assertAbsent(screen.queryByRole('dialog', { name: title })));
}
