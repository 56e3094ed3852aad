// The shapes of GET /api/classrooms/{id}/pupils/{pupilId}/performance and
// the comment routes (SPEC 7): the contracts in domain/api.

export type { PupilComment } from '../../../domain/api/pupils';
export type { PupilPerformance } from '../../../domain/api/results';
export type { PupilResult } from '../../../domain/performance';
