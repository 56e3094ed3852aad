import { type FormEvent, useId, useRef, useState } from 'react';
import { useRegisterCommands } from '../../core/commands';
import { useT } from '../../core/i18n';
import { BusyButton } from '../../ui/BusyButton';
import { CharacterCount, isNear } from '../../ui/CharacterCount';
import { FormField } from '../../ui/FormField';
import { COMMENT_MAX, commentProblem } from './comments';

export interface CommentFormProps {
  label: string;
  submitLabel: string;
  initial?: string;
  /** Resolves true when saved: the form then empties (adding) or closes (editing). */
  onSubmit: (body: string) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
  /** Its submit button as a palette command too (the new comment's Add comment). */
  command?: { id: string; labelKey: string };
}

/** A comment's text with its save (and, when editing, cancel) button. */
export function CommentForm({ label, submitLabel, initial = '', onSubmit, onCancel, autoFocus, command }: CommentFormProps) {
  const t = useT();
  const id = useId();
  const [body, setBody] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The command submits the form as its button does (the text as typed, checked the same way).
  useRegisterCommands(
    command
      ? [
          {
            ...command,
            keywords: ['comment', 'note', 'comentariu', 'notă', 'comentario'],
            group: 'actions',
            when: () => !saving,
            run: () => formRef.current?.requestSubmit(),
          },
        ]
      : [],
    [command?.id, command?.labelKey],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const problem = commentProblem(body);
    if (problem) {
      setError(t(problem.key, problem.params));
      return;
    }
    setError(null);
    setSaving(true);
    const saved = await onSubmit(body);
    setSaving(false);
    if (saved && !onCancel) setBody('');
  };

  // Nothing pasted is cut to fit (a textarea's maxLength did it silently): over the limit is said at once.
  const tooLong = commentProblem(body)?.key === 'validation.maxLength';
  const countId = `comment-${id}-count`;
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-2">
      <FormField
        id={`comment-${id}`}
        label={label}
        error={error ?? (tooLong ? { key: 'validation.maxLength', params: { n: COMMENT_MAX } } : null)}
        describedBy={isNear(body, COMMENT_MAX) ? countId : undefined}
      >
        {(control) => (
          <>
            <textarea
              {...control}
              className="input min-h-24 resize-y"
              value={body}
              // Focus moves here when the teacher chose Edit: where they asked to type.
              // biome-ignore lint/a11y/noAutofocus: only after the teacher pressed Edit, never on page load
              autoFocus={autoFocus}
              onChange={(event) => {
                setBody(event.currentTarget.value);
                if (error) setError(null);
              }}
            />
            <CharacterCount id={countId} text={body} max={COMMENT_MAX} />
          </>
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <BusyButton type="submit" className="btn-primary" busy={saving}>
          {submitLabel}
        </BusyButton>
        {onCancel && (
          <BusyButton type="button" className="btn-secondary" onClick={onCancel} busy={saving}>
            {t('comments.cancel')}
          </BusyButton>
        )}
      </div>
    </form>
  );
}
