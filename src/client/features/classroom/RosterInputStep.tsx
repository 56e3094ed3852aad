import type { ChangeEvent, RefObject } from 'react';
import { useT } from '../../core/i18n';
import { Alert } from '../../ui/Alert';

export interface RosterInputStepProps {
  text: string;
  onTextChange: (text: string) => void;
  onFile: (file: File) => void;
  onPreview: () => void;
  onCancel: () => void;
  /** A message about the input (the file could not be read, nothing found). */
  message: string | null;
  textRef: RefObject<HTMLTextAreaElement | null>;
}

/** Step one of the import: paste a column or a spreadsheet table, or choose a CSV file. */
export function RosterInputStep({ text, onTextChange, onFile, onPreview, onCancel, message, textRef }: RosterInputStepProps) {
  const t = useT();
  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (file) onFile(file);
    // The same file chosen again (after fixing it) must fire again.
    event.currentTarget.value = '';
  };
  return (
    <form
      noValidate
      className="flex flex-col gap-4 px-5 pb-5 pt-4 sm:px-6"
      onSubmit={(event) => {
        event.preventDefault();
        onPreview();
      }}
    >
      {message && <Alert tone="error">{message}</Alert>}
      <div className="flex flex-col gap-1">
        <label htmlFor="roster-text" className="field-label">
          {t('roster.import.paste')}
        </label>
        <textarea
          ref={textRef}
          id="roster-text"
          aria-describedby="roster-text-hint"
          value={text}
          onChange={(event) => onTextChange(event.currentTarget.value)}
          rows={8}
          spellCheck={false}
          className="input font-mono text-sm"
          placeholder={t('roster.import.placeholder')}
        />
        <p id="roster-text-hint" className="field-hint m-0">
          {t('roster.import.pasteHint')}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="roster-file" className="field-label">
          {t('roster.import.file')}
        </label>
        <input
          id="roster-file"
          type="file"
          accept=".csv,.tsv,.txt,text/csv,text/plain"
          onChange={onFileChange}
          className="max-w-full text-sm"
          aria-describedby="roster-file-hint"
        />
        <p id="roster-file-hint" className="field-hint m-0">
          {t('roster.import.fileHint')}
        </p>
      </div>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {t('dialog.cancel')}
        </button>
        <button type="submit" className="btn-primary" disabled={text.trim() === ''}>
          {t('roster.import.preview')}
        </button>
      </div>
    </form>
  );
}
