import { useEffect, useMemo, useRef, useState } from 'react';
import { decodeTextFile, isGuessedEncoding, type LegacyEncoding } from '../../../domain/text-encoding';
import { reportError } from '../../core/errors.store';
import { toApiError } from '../../core/http';
import { getLanguage, useT } from '../../core/i18n';
import { toast } from '../../core/toasts.store';
import { Modal } from '../../ui/Modal';
import { importPupils, type PupilsTarget } from './pupil-writes';
import { RosterInputStep } from './RosterInputStep';
import { RosterPreviewStep, type RosterReading } from './RosterPreviewStep';
import {
  hasErrors,
  MAX_ROSTER_ROWS,
  mapServerErrors,
  parseRoster,
  previewRoster,
  type RosterField,
  type RosterRow,
  type RosterSource,
  rosterPayload,
  type ServerRowErrors,
} from './roster-import';

const NOTHING_READ: RosterReading = { headerLine: null, encoding: null, nameColumns: [], choices: [] };

export interface RosterImportDialogProps {
  target: PupilsTarget;
  onClose: () => void;
}

/**
 * The roster import (SPEC 2 pupils, issue 4): paste or upload, check every
 * row in a preview (the server's own schema, duplicates flagged), then one
 * request that creates all pupils in one transaction, or none.
 */
export function RosterImportDialog({ target, onClose }: RosterImportDialogProps) {
  const t = useT();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const [step, setStep] = useState<'input' | 'preview'>('input');
  const [text, setText] = useState('');
  const [source, setSource] = useState<RosterSource>('paste');
  /** The code page a chosen file was guessed to be in, until the text is edited. */
  const [fileEncoding, setFileEncoding] = useState<LegacyEncoding | null>(null);
  const [inputMessage, setInputMessage] = useState<string | null>(null);
  const [rows, setRows] = useState<RosterRow[]>([]);
  const [reading, setReading] = useState<RosterReading>(NOTHING_READ);
  const [serverErrors, setServerErrors] = useState<ServerRowErrors['rows']>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [planLimit, setPlanLimit] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const preview = useMemo(() => previewRoster(rows, target.pupils), [rows, target.pupils]);

  // Each step starts where the work is: the text box, or the preview's summary.
  useEffect(() => {
    (step === 'input' ? textRef.current : summaryRef.current)?.focus();
  }, [step]);

  const showPreview = (content: string, from: RosterSource, encoding: LegacyEncoding | null, nameColumns?: number[]) => {
    const parsed = parseRoster(content, from, nameColumns);
    if (parsed.rows.length === 0) {
      setInputMessage(t('roster.import.nothingFound'));
      return;
    }
    setInputMessage(null);
    setRows(parsed.rows);
    setReading({ headerLine: parsed.headerLine, encoding, nameColumns: parsed.nameColumns, choices: parsed.choices });
    setServerErrors({});
    setFormError(null);
    setPlanLimit(null);
    setStep('preview');
  };

  const readFile = async (file: File) => {
    try {
      const decoded = decodeTextFile(new Uint8Array(await file.arrayBuffer()), getLanguage());
      // A workbook (.xlsx), a picture or a PDF read as text gave rows of garbage to fix or delete one by one.
      if (!decoded) {
        setInputMessage(t('roster.import.notText'));
        return;
      }
      const { text: content, encoding } = decoded;
      const guessed = isGuessedEncoding(encoding) ? encoding : null;
      setText(content);
      setSource('file');
      setFileEncoding(guessed);
      showPreview(content, 'file', guessed);
    } catch (error) {
      reportError(error, { where: 'roster/file', name: file.name }, { silent: true });
      setInputMessage(t('roster.import.fileFailed'));
    }
  };

  const changeRow = (id: string, field: RosterField, value: string) => {
    setRows((current) => current.map((row) => (row.id === id ? { ...row, [field]: value } : row)));
    // The server judged the old value.
    setServerErrors((current) => {
      const fields = current[id];
      if (!fields?.[field]) return current;
      const { [field]: _dropped, ...rest } = fields;
      return { ...current, [id]: rest };
    });
  };

  const removeRows = (ids: ReadonlySet<string>) => {
    setRows((current) => current.filter((row) => !ids.has(row.id)));
    setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([id]) => !ids.has(id))));
    summaryRef.current?.focus();
  };

  const focusFirstProblem = () => {
    const first = document.querySelector<HTMLInputElement>('[data-row-id] input[aria-invalid="true"]');
    first?.focus();
  };

  const submit = async () => {
    setFormError(null);
    setPlanLimit(null);
    if (preview.some(hasErrors) || Object.values(serverErrors).some((fields) => Object.keys(fields).length > 0)) {
      setFormError(t('roster.preview.fixErrors'));
      focusFirstProblem();
      return;
    }
    if (rows.length === 0 || rows.length > MAX_ROSTER_ROWS) return;
    const sent = rows;
    setPending(true);
    try {
      await importPupils(target, rosterPayload(sent));
    } catch (error) {
      const failure = toApiError(error);
      reportError(failure, { where: 'roster/import', classroomId: target.classroomId, rows: sent.length }, { silent: true });
      if (failure.code === 'plan_limit') {
        setPlanLimit(failure.message);
      } else {
        const mapped = mapServerErrors(failure.fields, sent);
        setServerErrors(mapped.rows);
        setFormError([t('roster.failed'), ...mapped.general, failure.message].join(' '));
        // After the re-render that shows the server's messages on their rows.
        setTimeout(focusFirstProblem, 0);
      }
      setPending(false);
      return;
    }
    setPending(false);
    toast.success(t('roster.done', { n: sent.length }));
    onClose();
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('roster.import.title')}
      description={step === 'input' ? t('roster.import.intro') : undefined}
      size="lg"
      initialFocus={textRef}
    >
      {step === 'input' ? (
        <RosterInputStep
          text={text}
          onTextChange={(value) => {
            setText(value);
            setSource('paste');
            setFileEncoding(null);
          }}
          onFile={(file) => void readFile(file)}
          onPreview={() => showPreview(text, source, fileEncoding)}
          onCancel={onClose}
          message={inputMessage}
          textRef={textRef}
        />
      ) : (
        <RosterPreviewStep
          rows={preview}
          reading={reading}
          // Another column re-reads the text: edits and removals made in the preview start over.
          onNameColumns={(columns) => showPreview(text, source, fileEncoding, columns)}
          serverErrors={serverErrors}
          formError={formError}
          planLimit={planLimit}
          pending={pending}
          onChange={changeRow}
          onRemove={(id) => removeRows(new Set([id]))}
          onRemoveDuplicates={() => removeRows(new Set(preview.filter((row) => row.duplicate !== null).map((row) => row.id)))}
          onBack={() => setStep('input')}
          onImport={() => void submit()}
          summaryRef={summaryRef}
        />
      )}
    </Modal>
  );
}
