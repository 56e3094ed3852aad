import { paths } from '../../core/paths';

/** The editor of a new test, to be given to the class once saved. */
export const newQuizForClassroomPath = (classroomId: string) => `${paths.quizCreate}?classroomId=${encodeURIComponent(classroomId)}`;
