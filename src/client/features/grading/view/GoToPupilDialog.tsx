import { Command as Cmdk } from 'cmdk';
import { useRef } from 'react';
import { useT } from '../../../core/i18n';
import { CHOOSER_INPUT, CHOOSER_OPTION_ITEM } from '../../../ui/chooser-classes';
import { chooserFilter } from '../../../ui/chooser-filter';
import { Modal } from '../../../ui/Modal';
import type { GradingSession } from '../sync/grading-session';

export interface GoToPupilDialogProps {
  session: GradingSession;
  onClose: () => void;
}

/** 'Go to pupil…': a fuzzy search over the class; choosing a pupil puts the cursor on their row. */
export function GoToPupilDialog({ session, onClose }: GoToPupilDialogProps) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const { controller, data } = session;
  return (
    <Modal open onClose={onClose} title={t('grading.goToPupil.title')} hideTitle position="top" size="md" closeButton={false} initialFocus={inputRef}>
      {/* Names matched without diacritics, as the other choosers match them: "stefan" finds Ștefan on a keyboard without ș. */}
      <Cmdk label={t('grading.goToPupil.title')} filter={chooserFilter} loop className="flex flex-col">
        <div className="border-b border-slate-200 px-4 dark:border-slate-700">
          <Cmdk.Input ref={inputRef} placeholder={t('grading.goToPupil.placeholder')} className={CHOOSER_INPUT} />
        </div>
        <Cmdk.List className="max-h-[min(60vh,28rem)] overflow-y-auto p-2" label={t('grading.goToPupil.results')}>
          <Cmdk.Empty className="px-3 py-6 text-center text-sm text-slate-600 dark:text-slate-300">{t('grading.goToPupil.empty')}</Cmdk.Empty>
          {data.pupils.map((pupil, row) => (
            <Cmdk.Item
              key={pupil.id}
              value={pupil.id}
              keywords={[pupil.name]}
              onSelect={() => {
                onClose();
                // After the dialog gave the focus back: then the row's cell takes it.
                setTimeout(() => controller.moveTo({ row, col: Math.max(1, controller.cursor$.peek().col) }), 0);
              }}
              className={CHOOSER_OPTION_ITEM}
            >
              {pupil.name}
            </Cmdk.Item>
          ))}
        </Cmdk.List>
      </Cmdk>
    </Modal>
  );
}
