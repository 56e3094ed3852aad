// The schools feature's palette commands (DESIGN 4). Ids start with a verb,
// never with an i18n namespace ('schools.…' would read as a message key).
// They are registered when this feature's code first loads and stay for the
// visit; screens override 'create.school' or add their own while mounted.
import { type Command, registerCommands } from '../../core/commands';
import { openOverlay } from '../../core/overlays';
import { SCHOOL_OVERLAYS } from './schools.overlays';

export const GO_SCHOOL_COMMAND: Command = {
  id: 'go.school',
  labelKey: 'schools.commands.goSchool',
  keywords: ['find', 'open', 'school', 'școală', 'scoala', 'escuela', 'colegiu', 'liceu'],
  group: 'navigation',
  run: () => openOverlay(SCHOOL_OVERLAYS.chooseSchool),
};

export const GO_CLASSROOM_COMMAND: Command = {
  id: 'go.classroom',
  labelKey: 'schools.commands.goClassroom',
  keywords: ['find', 'open', 'class', 'classroom', 'clasă', 'clasa', 'clase', 'aula', 'grupo'],
  group: 'navigation',
  run: () => openOverlay(SCHOOL_OVERLAYS.chooseClassroom),
};

export const GO_PUPILS_COMMAND: Command = {
  id: 'go.pupils',
  labelKey: 'schools.commands.goPupils',
  keywords: ['pupils', 'students', 'roster', 'elevi', 'catalog', 'alumnos'],
  group: 'navigation',
  run: () => openOverlay(SCHOOL_OVERLAYS.choosePupils),
};

export const NEW_SCHOOL_COMMAND: Command = {
  id: 'create.school',
  labelKey: 'schools.commands.newSchool',
  keywords: ['add', 'create', 'school', 'adaugă', 'școală nouă', 'nueva escuela'],
  group: 'actions',
  run: () => openOverlay(SCHOOL_OVERLAYS.newSchool),
};

export function registerSchoolsCommands(): () => void {
  return registerCommands([GO_SCHOOL_COMMAND, GO_CLASSROOM_COMMAND, GO_PUPILS_COMMAND, NEW_SCHOOL_COMMAND]);
}
