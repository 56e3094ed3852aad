// Commands arranged for display: by group in the registry's order, labels translated.
import { COMMAND_GROUPS, type Command, type CommandGroup } from '../../core/commands';
import type { TFunction } from '../../core/i18n';

export interface CommandSection {
  group: CommandGroup;
  heading: string;
  commands: { command: Command; label: string }[];
}

const GROUP_LABEL_KEYS: Record<CommandGroup, string> = {
  navigation: 'palette.groups.navigation',
  actions: 'palette.groups.actions',
  preferences: 'palette.groups.preferences',
  account: 'palette.groups.account',
  help: 'palette.groups.help',
};

export function groupCommands(commands: readonly Command[], t: TFunction): CommandSection[] {
  return COMMAND_GROUPS.map((group) => ({
    group,
    heading: t(GROUP_LABEL_KEYS[group]),
    commands: commands.filter((command) => command.group === group).map((command) => ({ command, label: t(command.labelKey) })),
  })).filter((section) => section.commands.length > 0);
}
