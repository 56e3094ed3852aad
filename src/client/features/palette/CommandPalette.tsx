// The cmdk palette (Ctrl/Cmd+K). This module is its own chunk: cmdk loads on
// the first open, not with the dashboard (the initial-JS budget).
import { Command as Cmdk } from 'cmdk';
import { useRef, useState } from 'react';
import { type Command, isAvailable, runCommand, useCommands } from '../../core/commands';
import { useT } from '../../core/i18n';
import { loadCommandProviders } from '../../core/overlays';
import { CHOOSER_INPUT, CHOOSER_OPTION_ROW } from '../../ui/chooser-classes';
import { keyNames } from '../../ui/key-names';
import { Modal } from '../../ui/Modal';
import { ShortcutKeys } from '../../ui/ShortcutKeys';
import { type CommandSection, groupCommands } from './command-groups';
import type { OverlayViewProps } from './palette.machine';
import { rankBySearch } from './palette-score';
import { takeTyping } from './palette-typeahead';

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

interface PaletteEntry {
  command: Command;
  label: string;
  keywords: readonly string[];
  groupIndex: number;
}

export function CommandPalette({ onClose }: OverlayViewProps) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  // What was typed since Ctrl+K while this code loaded (palette-typeahead.ts).
  const [search, setSearch] = useState(takeTyping);
  const sections = groupCommands(useCommands().filter(isAvailable), t);
  const entries = (section: CommandSection, groupIndex: number): PaletteEntry[] =>
    section.commands.map(({ command, label }) => ({ command, label, keywords: [...(command.keywords ?? []), command.id], groupIndex }));
  const run = (command: Command) => {
    // Close first, so focus is back on the page before the command moves it (navigation, another dialog).
    onClose();
    void runCommand(command);
  };

  return (
    <Modal open onClose={onClose} title={t('palette.title')} hideTitle position="top" size="lg" closeButton={false} initialFocus={inputRef}>
      {/* While searching, the palette ranks (palette-score.ts): one list, best first, and cmdk selects the first. */}
      <Cmdk label={t('palette.title')} loop shouldFilter={false} className="flex flex-col">
        <div className="border-b border-slate-200 px-4 dark:border-slate-700">
          <Cmdk.Input ref={inputRef} value={search} onValueChange={setSearch} placeholder={t('palette.placeholder')} className={CHOOSER_INPUT} />
        </div>
        <Cmdk.List className="max-h-[min(60vh,28rem)] overflow-y-auto p-2" label={t('palette.results')}>
          <Cmdk.Empty className="px-3 py-6 text-center text-sm text-slate-500 dark:text-slate-400">{t('palette.empty')}</Cmdk.Empty>
          {search.trim()
            ? rankBySearch(sections.flatMap(entries), search).map((entry) => <PaletteItem key={entry.command.id} entry={entry} onRun={run} />)
            : sections.map((section, index) => (
                <Cmdk.Group key={section.group} heading={section.heading} className={GROUP_CLASS}>
                  {entries(section, index).map((entry) => (
                    <PaletteItem key={entry.command.id} entry={entry} onRun={run} />
                  ))}
                </Cmdk.Group>
              ))}
        </Cmdk.List>
      </Cmdk>
    </Modal>
  );
}

function PaletteItem({ entry, onRun }: { entry: PaletteEntry; onRun: (command: Command) => void }) {
  const { command, label } = entry;
  const t = useT();
  return (
    <Cmdk.Item value={label} onSelect={() => onRun(command)} className={CHOOSER_OPTION_ROW}>
      <span className="min-w-0 truncate">{label}</span>
      {/* Key caps mean nothing on a phone (the editor's and the palette button's hide there too). */}
      {command.shortcut && <ShortcutKeys shortcut={command.shortcut} names={keyNames(t)} className="hidden sm:inline-flex" />}
    </Cmdk.Item>
  );
}
