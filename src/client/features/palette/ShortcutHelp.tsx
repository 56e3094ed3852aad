import { isAvailable, useCommands } from '../../core/commands';
import { useT } from '../../core/i18n';
import { loadCommandProviders } from '../../core/overlays';
import { keyNames } from '../../ui/key-names';
import { Modal } from '../../ui/Modal';
import { ShortcutKeys } from '../../ui/ShortcutKeys';
import { groupCommands } from './command-groups';
import type { OverlayViewProps } from './palette.machine';

// The list must name the commands of features not loaded yet ('g a', 'g n'), as the palette does.
void loadCommandProviders();

const HEADING = 'text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400';

/**
 * The '?' help: the keys of the screen open now (the grade grid's, the rows of its own Keyboard panel), then
 * every other available command that has a shortcut, grouped like the palette.
 */
export function ShortcutHelp({ onClose }: OverlayViewProps) {
  const t = useT();
  const names = keyNames(t);
  const commands = useCommands();
  const helps = commands.filter((command) => command.keyHelp);
  // A command a screen's list already shows (the grid's Fill full marks) is not listed twice.
  const listed = new Set(helps.flatMap((help) => help.keyHelp!.commandIds));
  const sections = groupCommands(
    commands.filter((command) => command.shortcut && isAvailable(command) && !listed.has(command.id)),
    t,
  );
  return (
    <Modal open onClose={onClose} title={t('palette.shortcutsTitle')} description={t('palette.shortcutsIntro')} size="lg">
      <div className="grid gap-6 px-5 pb-6 pt-4 sm:grid-cols-2 sm:px-6">
        {helps.map(({ id, labelKey, keyHelp }) => (
          <section key={id} aria-labelledby={`shortcuts-${id}`}>
            <h3 id={`shortcuts-${id}`} className={HEADING}>
              {t(labelKey)}
            </h3>
            {keyHelp!.render()}
          </section>
        ))}
        {sections.map((section) => (
          <section key={section.group} aria-labelledby={`shortcuts-${section.group}`}>
            <h3 id={`shortcuts-${section.group}`} className={HEADING}>
              {section.heading}
            </h3>
            <dl className="mt-2 flex flex-col gap-2">
              {section.commands.map(({ command, label }) => (
                <div key={command.id} className="flex items-center justify-between gap-3 text-sm">
                  <dt className="min-w-0">{label}</dt>
                  <dd className="m-0">{command.shortcut && <ShortcutKeys shortcut={command.shortcut} names={names} />}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </Modal>
  );
}
