// The classroom page's records as the API answers them (SPEC 3, 7): the
// contracts in domain/api.
export type { AssignedQuiz } from '../../../domain/api/assignments';
export type { Pupil } from '../../../domain/api/pupils';
