// Pupil writes and what they change in the cache: the server's answer
// replaces the class list at once (so the page shows it without asking
// again), and a changed head count drops the counts the school pages show.
import type { PupilInput, RosterInput } from '../../../domain/schemas/schools';
import { createPupil, deletePupil, importRoster, updatePupil } from './classroom.api';
import { storePupils } from './classroom.cache';
import type { Pupil } from './classroom.types';

export interface PupilsTarget {
  classroomId: string;
  /** The classroom's school (its counts go stale); null when not known. */
  schoolId: string | null;
  /** The list on screen, which the answer is merged into. */
  pupils: readonly Pupil[];
}

export async function addPupil(target: PupilsTarget, input: PupilInput): Promise<Pupil> {
  const pupil = await createPupil(target.classroomId, input);
  storePupils({ ...target, pupils: [...target.pupils.filter((other) => other.id !== pupil.id), pupil], countChanged: true });
  return pupil;
}

export async function editPupil(target: PupilsTarget, id: string, input: PupilInput): Promise<Pupil> {
  const pupil = await updatePupil(id, input);
  storePupils({ ...target, pupils: target.pupils.map((other) => (other.id === id ? pupil : other)), countChanged: false });
  return pupil;
}

export async function removePupil(target: PupilsTarget, id: string): Promise<void> {
  await deletePupil(id);
  storePupils({ ...target, pupils: target.pupils.filter((other) => other.id !== id), countChanged: true });
}

/** The whole class list after the import, as the server answers it. */
export async function importPupils(target: PupilsTarget, roster: RosterInput): Promise<Pupil[]> {
  const pupils = await importRoster(target.classroomId, roster);
  storePupils({ ...target, pupils, countChanged: true });
  return pupils;
}
