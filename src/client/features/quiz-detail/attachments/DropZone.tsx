import { type DragEvent, useId, useRef, useState } from 'react';
import { config } from '../../../core/config';
import { useT } from '../../../core/i18n';

const IDLE = 'border-slate-300 dark:border-slate-700';
/** Files are being dragged over the zone: it lights up to say a drop lands here. */
const DRAGGED_OVER = 'border-primary-600 bg-primary-50 dark:bg-slate-800';

/** Where files are dropped, with a button for those who do not drag (keyboard, touch). */
export function DropZone({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const accept = config.files.allowedTypes.map((type) => `.${type}`).join(',');

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-4 text-center text-sm ${over ? DRAGGED_OVER : IDLE}`}
    >
      <p className="m-0 text-slate-700 dark:text-slate-300">{t('quizzes.attachments.drop')}</p>
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={accept}
        className="sr-only"
        // The button below is the control; this input only opens the browser's file
        // chooser. Hidden from assistive technology too, or it reads as a second "Choose files".
        tabIndex={-1}
        aria-hidden="true"
        disabled={disabled}
        onChange={(event) => {
          onFiles([...(event.currentTarget.files ?? [])]);
          event.currentTarget.value = '';
        }}
      />
      <button type="button" className="btn-secondary" disabled={disabled} onClick={() => input.current?.click()}>
        {t('quizzes.attachments.choose')}
      </button>
      <p className="field-hint m-0">{t('quizzes.attachments.rules', { mb: Math.round(config.files.maxSizeBytes / 1_048_576) })}</p>
    </div>
  );
}
