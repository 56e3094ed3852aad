// Each file's Download and Delete from the palette ("Download an
// attachment…"): which file, then that file's own button is pressed
// (ui/row-command), so Delete's question returns the focus to it and a
// deleted file hands the focus on to the next, as after a click. The test's
// page renders it beside the files panel and reads the same cache entry; the
// panel, which the editor shows too, carries none of it (bytes on the editor).

import { useState } from 'react';
import { useQuery } from '../../../core/cache';
import { useRegisterCommands } from '../../../core/commands';
import { useLanguage, useT } from '../../../core/i18n';
import { quizAttachmentsRecordQuery } from '../../../core/records.cache';
import { loadRecordChooser, pressRowButton } from '../../../ui/row-command';
import { useLazyModule } from '../../../ui/use-lazy-module';
import type { Attachment } from '../attachments.api';
import { formatFileSize } from './file-size';
import { quizFilesMessages } from './files-messages';

// The commands' texts: only the test's page shows them (the panel's own texts load with the editor too).
await quizFilesMessages.ensure();

type RowAction = 'download' | 'delete';

/**
 * The file's button, by the name the panel gives it (the one a screen reader reads). Two files of one name have
 * buttons of one name: the nth of them, the list being in the files' order.
 */
function fileButton(label: string, nth: number): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('button[aria-label]')].filter((button) => button.getAttribute('aria-label') === label)[nth];
}

export interface AttachmentRowCommandsProps {
  quizId: string;
  /** Only the author removes files (the panel shows no Delete otherwise); everyone downloads them. */
  canEdit: boolean;
}

export function AttachmentRowCommands({ quizId, canEdit }: AttachmentRowCommandsProps) {
  const t = useT();
  const language = useLanguage();
  const files = useQuery(quizAttachmentsRecordQuery<Attachment>(quizId)).data ?? [];
  const [choosing, setChoosing] = useState<RowAction | null>(null);
  const chooser = useLazyModule(loadRecordChooser, choosing !== null);

  useRegisterCommands([
    {
      id: 'quiz.downloadAttachment',
      labelKey: 'quizFiles.commands.download',
      keywords: ['download', 'file', 'attachment', 'descarcă', 'fișier', 'descargar', 'archivo'],
      group: 'actions',
      when: () => files.length > 0,
      run: () => setChoosing('download'),
    },
    {
      id: 'quiz.deleteAttachment',
      labelKey: 'quizFiles.commands.delete',
      keywords: ['delete', 'remove', 'file', 'attachment', 'șterge', 'fișier', 'eliminar', 'borrar', 'archivo'],
      group: 'actions',
      when: () => canEdit && files.length > 0,
      run: () => setChoosing('delete'),
    },
  ]);

  if (!choosing || !chooser) return null;
  const pressFor = (id: string) => {
    const index = files.findIndex((file) => file.id === id);
    const { fileName } = files[index]!;
    const label = t(choosing === 'download' ? 'quizzes.attachments.download' : 'quizzes.attachments.delete', { name: fileName });
    const nth = files.slice(0, index).filter((file) => file.fileName === fileName).length;
    pressRowButton(
      () => setChoosing(null),
      () => fileButton(label, nth),
    );
  };
  return (
    <chooser.RecordChooser
      title={t(choosing === 'download' ? 'quizFiles.chooser.downloadTitle' : 'quizFiles.chooser.deleteTitle')}
      placeholder={t('quizFiles.chooser.placeholder')}
      noMatch={t('quizFiles.chooser.noMatch')}
      options={files.map((file) => ({ id: file.id, label: file.fileName, detail: formatFileSize(file.sizeBytes, language), keywords: [file.fileName] }))}
      onPick={pressFor}
      onClose={() => setChoosing(null)}
    />
  );
}
