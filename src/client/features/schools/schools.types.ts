// The school and classroom records as the API answers them (SPEC 3, 7): the
// contracts in domain/api. Timestamps arrive as ISO strings.
export type { Classroom, School, SchoolDetail } from '../../../domain/api/schools';
