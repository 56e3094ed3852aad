import { useState } from 'react';
import { useRegisterCommands } from '../core/commands';
import { BusyButton } from './BusyButton';

export interface RefreshButtonProps {
  /** A forced refresh (SPEC 4: it bypasses the cache). */
  onRefresh: () => Promise<unknown>;
  /** Its label, and the label while the answer is awaited (in the screen's own texts). */
  label: string;
  busyLabel: string;
  /** Also a palette command (README: every action is a command), offered while the button is not busy. */
  command?: { id: string; labelKey: string };
}

/** Asks the server again; busy (and announced so) until the answer is in. */
export function RefreshButton({ onRefresh, label, busyLabel, command }: RefreshButtonProps) {
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    setBusy(true);
    try {
      await onRefresh();
    } catch {
      // The screen shows the failure where its data would be; nothing more to say here.
    } finally {
      setBusy(false);
    }
  };
  useRegisterCommands(
    command
      ? [
          {
            ...command,
            keywords: ['reload', 'reîncarcă', 'actualizează', 'actualizar', 'recargar'],
            group: 'actions',
            when: () => !busy,
            run: () => void refresh(),
          },
        ]
      : [],
    [command?.id, command?.labelKey],
  );
  return (
    <BusyButton type="button" className="btn-secondary" onClick={() => void refresh()} busy={busy}>
      <span aria-hidden="true">↻</span>
      {busy ? busyLabel : label}
    </BusyButton>
  );
}
