import { useCallback, useId, useState } from 'react';
import { useQuery } from '../../../core/cache';
import { confirm } from '../../../core/dialog.store';
import { downloadBlob } from '../../../core/download';
import { notifyError } from '../../../core/errors.store';
import { useLanguage, useT } from '../../../core/i18n';
import { quizAttachmentsRecordQuery } from '../../../core/records.cache';
import { toast } from '../../../core/toasts.store';
import { Alert } from '../../../ui/Alert';
import { BusyButton } from '../../../ui/BusyButton';
import { focusAfterRemoval, focusedElement } from '../../../ui/focus-after-removal';
import { type Attachment, attachmentsApi } from '../attachments.api';
import { DropZone } from './DropZone';
import { formatFileSize } from './file-size';
import { useUploads } from './use-uploads';

export interface AttachmentsPanelProps {
  quizId: string;
  /** Only the author adds and removes files; everyone who sees the quiz may download them. */
  canEdit: boolean;
}

/** A quiz's reference files: upload (drop or choose), list, download, delete. */
export function AttachmentsPanel({ quizId, canEdit }: AttachmentsPanelProps) {
  const t = useT();
  const language = useLanguage();
  const id = useId();
  const { data, error, loading, refresh } = useQuery(quizAttachmentsRecordQuery<Attachment>(quizId));
  const onUploaded = useCallback(() => void refresh(), [refresh]);
  const { uploads, send, dismiss } = useUploads(quizId, onUploaded);
  const [busy, setBusy] = useState<string | null>(null);

  const download = async (attachment: Attachment) => {
    setBusy(attachment.id);
    try {
      // Through the API client (it carries the bearer), then handed to the browser as a file.
      downloadBlob(await attachmentsApi.download(quizId, attachment), attachment.fileName);
    } catch (failure) {
      notifyError(failure, { where: 'attachment download', quizId }, t('quizzes.attachments.downloadFailed'));
    } finally {
      setBusy(null);
    }
  };

  const remove = async (attachment: Attachment) => {
    // Where the teacher acted from: the file's Delete button, to which the confirmation returns the focus.
    const origin = focusedElement();
    const confirmed = await confirm({
      title: t('quizzes.attachments.deleteTitle'),
      message: t('quizzes.attachments.deleteMessage', { name: attachment.fileName }),
      confirmLabel: t('quizzes.attachments.deleteConfirm'),
      danger: true,
    });
    if (!confirmed) return;
    setBusy(attachment.id);
    try {
      await attachmentsApi.remove(quizId, attachment.id);
      toast.success(t('quizzes.attachments.deleted', { name: attachment.fileName }));
      focusAfterRemoval(origin);
      await refresh();
    } catch (failure) {
      notifyError(failure, { where: 'attachment delete', quizId }, t('quizzes.attachments.deleteFailed'));
    } finally {
      setBusy(null);
    }
  };

  const files = data ?? [];
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h2 id={`${id}-heading`} className="m-0 text-lg font-semibold text-slate-900 dark:text-white">
        {t('quizzes.attachments.heading')}
      </h2>
      {canEdit && <DropZone onFiles={(list) => void send(list)} />}
      {uploads.length > 0 && (
        <ul aria-live="polite" className="m-0 flex list-none flex-col gap-2 p-0">
          {uploads.map((upload) => (
            <li key={upload.key} className={upload.state === 'failed' ? 'alert-error flex items-start justify-between gap-2' : 'alert-info'}>
              <span>
                <span className="font-semibold">{upload.name}</span>
                {': '}
                <span>
                  {upload.state === 'uploading'
                    ? t('quizzes.attachments.uploading')
                    : typeof upload.problem === 'string'
                      ? upload.problem
                      : t(upload.problem?.key ?? 'errors.generic', upload.problem?.params)}
                </span>
              </span>
              {upload.state === 'failed' && (
                <button type="button" className="link shrink-0 border-0 bg-transparent p-0 text-sm" onClick={() => dismiss(upload.key)}>
                  {t('quizzes.attachments.dismiss')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <Alert tone="error">
          {t('quizzes.attachments.loadFailed')}{' '}
          <button type="button" className="link border-0 bg-transparent p-0" onClick={() => void refresh()}>
            {t('quizzes.retry')}
          </button>
        </Alert>
      ) : loading ? (
        <p className="m-0 text-sm text-slate-600 dark:text-slate-300">{t('quizzes.attachments.loading')}</p>
      ) : files.length === 0 ? (
        <p className="m-0 text-sm text-slate-600 dark:text-slate-300">{t('quizzes.attachments.empty')}</p>
      ) : (
        <ul aria-label={t('quizzes.attachments.heading')} className="m-0 flex list-none flex-col divide-y divide-slate-200 p-0 dark:divide-slate-800">
          {files.map((attachment) => (
            <li key={attachment.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0 break-words">
                <span className="font-medium text-slate-900 dark:text-white">{attachment.fileName}</span>{' '}
                <span className="text-sm text-slate-600 dark:text-slate-400">{formatFileSize(attachment.sizeBytes, language)}</span>
              </span>
              <span className="flex gap-2">
                <BusyButton
                  type="button"
                  className="btn-secondary min-h-9 px-3 py-1"
                  busy={busy === attachment.id}
                  onClick={() => void download(attachment)}
                  aria-label={t('quizzes.attachments.download', { name: attachment.fileName })}
                >
                  {t('quizzes.attachments.downloadShort')}
                </BusyButton>
                {canEdit && (
                  <BusyButton
                    type="button"
                    className="btn-secondary min-h-9 px-3 py-1 text-red-700 dark:text-red-400"
                    busy={busy === attachment.id}
                    onClick={() => void remove(attachment)}
                    aria-label={t('quizzes.attachments.delete', { name: attachment.fileName })}
                  >
                    {t('quizzes.attachments.deleteShort')}
                  </BusyButton>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
