import { useState } from 'react';
import { BusyButton } from './BusyButton';

export interface RefreshButtonProps {
  /** A forced refresh (SPEC 4: it bypasses the cache). */
  onRefresh: () => Promise<unknown>;
  /** Its label, and the label while the answer is awaited (in the screen's own texts). */
  label: string;
  busyLabel: string;
}

/** Asks the server again; busy (and announced so) until the answer is in. */
export function RefreshButton({ onRefresh, label, busyLabel }: RefreshButtonProps) {
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
  return (
    <BusyButton type="button" className="btn-secondary" onClick={() => void refresh()} busy={busy}>
      <span aria-hidden="true">↻</span>
      {busy ? busyLabel : label}
    </BusyButton>
  );
}
