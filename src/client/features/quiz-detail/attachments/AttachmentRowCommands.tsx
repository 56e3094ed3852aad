// Each file's Download and Delete from the palette ("Download an
// attachment…"): which file, then that file's own button is pressed
// (ui/row-command), so Delete's question returns the focus to it and a
// deleted file hands the focus on to the next, as after a click. The test's
// page renders it beside the files panel and reads the same cache entry; the
// panel, which the editor shows too, carries none of it (bytes on the editor).

import { useQuery } from '../../../core/cache';
import { useLanguage, useT } from '../../../core/i18n';
import { quizAttachmentsRecordQuery } from '../../../core/records.cache';
import { pressRowButton } from '../../../ui/row-command';
import { useRowChooser } from '../../../ui/use-row-chooser';
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
  return useRowChooser<RowAction, Attachment>({
    commands: [
      {
        action: 'download',
        id: 'quiz.downloadAttachment',
        labelKey: 'quizFiles.commands.download',
        keywords: ['download', 'file', 'attachment', 'descarcă', 'fișier', 'descargar', 'archivo'],
        titleKey: 'quizFiles.chooser.downloadTitle',
      },
      {
        action: 'delete',
        id: 'quiz.deleteAttachment',
        labelKey: 'quizFiles.commands.delete',
        keywords: ['delete', 'remove', 'file', 'attachment', 'șterge', 'fișier', 'eliminar', 'borrar', 'archivo'],
        titleKey: 'quizFiles.chooser.deleteTitle',
      },
    ],
    rows: (action) => (action === 'download' || canEdit ? files : []),
    option: (file) => ({ id: file.id, label: file.fileName, detail: formatFileSize(file.sizeBytes, language), keywords: [file.fileName] }),
    placeholderKey: 'quizFiles.chooser.placeholder',
    noMatchKey: 'quizFiles.chooser.noMatch',
    pick: (file, action, close) => {
      const index = files.indexOf(file);
      const label = t(action === 'download' ? 'quizzes.attachments.download' : 'quizzes.attachments.delete', { name: file.fileName });
      const nth = files.slice(0, index).filter((other) => other.fileName === file.fileName).length;
      pressRowButton(close, () => fileButton(label, nth));
    },
  });
}
