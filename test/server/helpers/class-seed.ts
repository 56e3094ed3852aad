// A teacher's school with a class of three pupils and a test assigned to it,
// through the API: the start of the grade and comment tests.
import type { LightMyRequestResponse } from 'fastify';
import { json } from './app';
import { sampleQuiz } from './quiz-fixture';

export interface SeededClass {
  classroomId: string;
  pupils: { id: string; name: string }[];
  quizId: string;
}

export async function seedClassWithQuiz(post: (url: string, payload: object) => Promise<LightMyRequestResponse>, quizTitle: string): Promise<SeededClass> {
  const school = json<{ id: string }>(await post('/api/schools', { name: 'Liceul Grigore Moisil' }));
  const classroomId = json<{ id: string }>(await post(`/api/schools/${school.id}/classrooms`, { name: 'a X-a A' })).id;
  const pupils = json<{ id: string; name: string }[]>(
    await post(`/api/classrooms/${classroomId}/pupils`, { pupils: ['Ana Pop', 'Bogdan Ene', 'Carmen Ilie'].map((name) => ({ name })) }),
  );
  const quizId = json<{ id: string }>(await post('/api/quizzes', sampleQuiz(quizTitle))).id;
  await post(`/api/classrooms/${classroomId}/quizzes/${quizId}`, {});
  return { classroomId, pupils, quizId };
}
