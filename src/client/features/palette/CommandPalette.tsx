// The cmdk palette (Ctrl/Cmd+K). This module is its own chunk: cmdk loads on
// the first open, not with the dashboard (the initial-JS budget).
import { Command as Cmdk } from 'cmdk';
import { useRef } from 'react';
import { isAvailable, runCommand, useCommands } from '../../core/commands';
import { useT } from '../../core/i18n';
import { loadCommandProviders } from '../../core/overlays';
import { CHOOSER_INPUT, CHOOSER_OPTION_ROW } from '../../ui/chooser-classes';
import { Modal } from '../../ui/Modal';
import { ShortcutKeys } from '../../ui/ShortcutKeys';
import { groupCommands } from './command-groups';
import type { OverlayViewProps } from './palette.machine';

// Features whose commands work from anywhere ('Go to school…', 'New
// school', 'Grade…', 'Assign…') register them when their code loads; the app
// names them (core/overlays.ts) and the first palette opening loads them.
// The registry is live, so they appear as soon as they arrive.
void loadCommandProviders();

/** cmdk renders a group's heading itself, so it is styled from the group. */
const GROUP_CLASS = [
  'mb-1 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold',
  '[&_[cmdk-group-heading]]:uppercase [&_[cmdk-group-heading]]:tracking-wide [&_[cmdk-group-heading]]:text-slate-500 dark:[&_[cmdk-group-heading]]:text-slate-400',
].join(' ');

export function CommandPalette({ onClose }: OverlayViewProps) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const sections = groupCommands(useCommands().filter(isAvailable), t);

  return (
    <Modal open onClose={onClose} title={t('palette.title')} hideTitle position="top" size="lg" closeButton={false} initialFocus={inputRef}>
      {/* cmdk filters with command-score: fuzzy over the label (the value) and the keywords. */}
      <Cmdk label={t('palette.title')} loop className="flex flex-col">
        <div className="border-b border-slate-200 px-4 dark:border-slate-700">
          <Cmdk.Input ref={inputRef} placeholder={t('palette.placeholder')} className={CHOOSER_INPUT} />
        </div>
        <Cmdk.List className="max-h-[min(60vh,28rem)] overflow-y-auto p-2" aria-label={t('palette.results')}>
          <Cmdk.Empty className="px-3 py-6 text-center text-sm text-slate-500 dark:text-slate-400">{t('palette.empty')}</Cmdk.Empty>
          {sections.map((section) => (
            <Cmdk.Group key={section.group} heading={section.heading} className={GROUP_CLASS}>
              {section.commands.map(({ command, label }) => (
                <Cmdk.Item
                  key={command.id}
                  value={label}
                  keywords={[...(command.keywords ?? []), command.id]}
                  onSelect={() => {
                    // Close first, so focus is back on the page before the command moves it (navigation, another dialog).
                    onClose();
                    void runCommand(command);
                  }}
                  className={CHOOSER_OPTION_ROW}
                >
                  <span className="min-w-0 truncate">{label}</span>
                  {command.shortcut && <ShortcutKeys shortcut={command.shortcut} />}
                </Cmdk.Item>
              ))}
            </Cmdk.Group>
          ))}
        </Cmdk.List>
      </Cmdk>
    </Modal>
  );
}
