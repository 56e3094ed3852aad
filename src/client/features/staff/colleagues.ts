// The people a test can be shared with: the members of the author's schools,
// once each, with the schools they share with the author.
import type { SchoolMember } from '../../../domain/api/staff';
import { api, asList } from '../../core/http';
import { fetchMembers } from './staff.api';

export interface Colleague {
  userId: string;
  name: string;
  email: string;
  schools: string[];
}

export async function fetchColleagues(selfId: string): Promise<Colleague[]> {
  const schools = asList<{ id: string; name: string }>(await api.get<unknown>('/api/schools/summaries'));
  const lists = await Promise.all(schools.map(async (school) => ({ school, members: await fetchMembers(school.id) })));
  return colleaguesOf(selfId, lists);
}

export function colleaguesOf(selfId: string, lists: { school: { name: string }; members: SchoolMember[] }[]): Colleague[] {
  const byId = new Map<string, Colleague>();
  for (const { school, members } of lists) {
    for (const member of members) {
      if (member.userId === selfId) continue;
      const known = byId.get(member.userId) ?? { userId: member.userId, name: member.name || member.email, email: member.email, schools: [] };
      known.schools.push(school.name);
      byId.set(member.userId, known);
    }
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
}
