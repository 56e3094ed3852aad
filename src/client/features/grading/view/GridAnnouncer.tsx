import { useSelector } from '@legendapp/state/react';
import { useT } from '../../../core/i18n';
import type { GridController } from '../controller/grid-controller';

/** The grid's live region: refusals ('The mark can be at most 10 points'), paste summaries, undo and redo. */
export function GridAnnouncer({ controller }: { controller: GridController }) {
  const t = useT();
  const announcement = useSelector(() => controller.announcement$.get());
  return (
    <div className="sr-only" aria-live="assertive" aria-atomic="true" data-testid="grid-announcer">
      {/* The sequence number makes a repeated message a new text, so it is read again. */}
      {announcement && <span key={announcement.seq}>{t(announcement.reason.key, announcement.reason.params)}</span>}
    </div>
  );
}
