// Uploads in progress and those that failed, one entry per file, so several
// files can be dropped at once and each says how it went.
import { useCallback, useState } from 'react';
import type { MessageRef } from '../../../../domain/validation';
import { ApiError } from '../../../core/http';
import { attachmentsApi, fileProblem } from '../attachments.api';

export interface Upload {
  key: number;
  name: string;
  state: 'uploading' | 'failed';
  /** Why it failed: a message to translate (checked here) or the server's text. */
  problem?: MessageRef | string;
}

let counter = 0;

/** The server's reason: the file field's message (wrong type, too large), else the error's own. */
function reasonOf(error: unknown): MessageRef | string {
  if (error instanceof ApiError) return error.fields.file ?? error.message;
  return { key: 'errors.generic' };
}

export function useUploads(quizId: string, onUploaded: () => void) {
  const [uploads, setUploads] = useState<Upload[]>([]);

  const update = (key: number, change: Partial<Upload> | null) =>
    setUploads((list) => (change === null ? list.filter((u) => u.key !== key) : list.map((u) => (u.key === key ? { ...u, ...change } : u))));

  // biome-ignore lint/correctness/useExhaustiveDependencies: update only calls setUploads with a function of the current list, so the first one is as good as any
  const send = useCallback(
    async (files: readonly File[]) => {
      for (const file of files) {
        const key = ++counter;
        const problem = fileProblem(file);
        if (problem) {
          // Refused here: nothing is sent, so nothing can be half-stored.
          setUploads((list) => [...list, { key, name: file.name, state: 'failed', problem }]);
          continue;
        }
        setUploads((list) => [...list, { key, name: file.name, state: 'uploading' }]);
        try {
          await attachmentsApi.upload(quizId, file);
          update(key, null);
          onUploaded();
        } catch (error) {
          update(key, { state: 'failed', problem: reasonOf(error) });
        }
      }
    },
    [quizId, onUploaded],
  );

  const dismiss = (key: number) => update(key, null);
  return { uploads, send, dismiss };
}
