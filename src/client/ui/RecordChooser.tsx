import { Command as Cmdk } from 'cmdk';
import { type ReactNode, useRef } from 'react';
import { CHOOSER_INPUT, CHOOSER_OPTION } from './chooser-classes';
import { chooserFilter } from './chooser-filter';
import { Modal } from './Modal';

export interface ChooserOption {
  id: string;
  label: string;
  detail: string;
  /** What the search matches (names; never the id). */
  keywords: string[];
}

export interface RecordChooserProps {
  title: string;
  placeholder: string;
  options: readonly ChooserOption[];
  onPick: (id: string) => void;
  onClose: () => void;
  /** What the list says when the search matches nothing: the caller's text (a namespace its chunk loads; the boot's would cost every screen). */
  noMatch: string;
  /** A line above the list (loading, a failure), and what the empty list says once there is nothing to wait for. */
  status?: ReactNode;
  empty?: string;
}

/**
 * A searchable list of records (fuzzy, diacritics ignored), for a palette command that needs a target:
 * 'Go to school…' and its kind, and the commands that do what a list row's button does ('Delete a school…').
 */
export function RecordChooser({ title, placeholder, options, onPick, onClose, noMatch, status, empty }: RecordChooserProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Modal open onClose={onClose} title={title} hideTitle position="top" size="lg" closeButton={false} initialFocus={inputRef}>
      <Cmdk label={title} filter={chooserFilter} loop className="flex flex-col">
        <div className="border-b border-slate-200 px-4 dark:border-slate-700">
          <Cmdk.Input ref={inputRef} placeholder={placeholder} className={CHOOSER_INPUT} />
        </div>
        {status}
        <Cmdk.List className="max-h-[min(60vh,28rem)] overflow-y-auto p-2" label={title}>
          {!status && (
            <Cmdk.Empty className="px-3 py-6 text-center text-sm text-slate-500 dark:text-slate-400">
              {options.length === 0 && empty ? empty : noMatch}
            </Cmdk.Empty>
          )}
          {options.map((option) => (
            <Cmdk.Item key={option.id} value={option.id} keywords={option.keywords} onSelect={() => onPick(option.id)} className={CHOOSER_OPTION}>
              <span className="min-w-0 truncate font-medium">{option.label}</span>
              {option.detail && <span className="min-w-0 truncate text-xs text-slate-500 dark:text-slate-400">{option.detail}</span>}
            </Cmdk.Item>
          ))}
        </Cmdk.List>
      </Cmdk>
    </Modal>
  );
}
