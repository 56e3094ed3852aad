// A realistic test with one question of every type (90 points + 10 ex officio),
// for the server tests of quizzes, grades and results.
import type { QuizDocument } from '../../../src/domain/quiz/types';

export function sampleQuiz(title = 'Evaluare Capitolul 2'): QuizDocument {
  return {
    title,
    classLabel: 'a IX-a B',
    basePoints: 10,
    timeLimit: 50,
    sections: [
      {
        id: 's1',
        title: 'Subiectul I',
        context: 'Citiți cu atenție textul de mai jos.',
        questions: [
          {
            id: 'q1',
            type: 'multiple_choices',
            text: 'Cât face 2 + 3?',
            points: 10,
            rules: [],
            options: [
              { id: 'a', text: '5', points: 10, correct: true },
              { id: 'b', text: '6', points: 0, correct: false },
            ],
          },
          {
            id: 'q2',
            type: 'true_false',
            text: 'Stabiliți dacă afirmațiile sunt adevărate.',
            points: 10,
            rules: [],
            statements: [
              { id: 't1', text: 'București este capitala României.', answer: true, points: 5 },
              { id: 't2', text: 'Dunărea se varsă în Marea Nordului.', answer: false, points: 5 },
            ],
          },
          {
            id: 'q3',
            type: 'matches',
            text: 'Asociați fiecare țară cu capitala ei.',
            points: 10,
            rules: [],
            left: [
              { id: 'l1', text: 'Franța' },
              { id: 'l2', text: 'Spania' },
            ],
            right: [
              { id: 'r1', text: 'Paris' },
              { id: 'r2', text: 'Madrid' },
            ],
            pairs: [
              { leftId: 'l1', rightId: 'r1', points: 5 },
              { leftId: 'l2', rightId: 'r2', points: 5 },
            ],
          },
        ],
      },
      {
        id: 's2',
        title: 'Subiectul II',
        context: '',
        questions: [
          {
            id: 'q4',
            type: 'lines',
            text: 'Rezolvați ecuația 2x + 4 = 10.',
            points: 20,
            lines: 6,
            rules: [
              { id: 'r1', description: 'Izolarea termenului cu x', points: 10, subRules: [] },
              { id: 'r2', description: 'Rezultatul corect x = 3', points: 10, subRules: [] },
            ],
          },
          { id: 'q5', type: 'short_answer', text: 'Care este simbolul chimic al fierului?', points: 10, rules: [], expectedAnswer: 'Fe' },
          { id: 'q6', type: 'numeric', text: 'Aproximați numărul pi cu două zecimale.', points: 10, rules: [], value: 3.14, tolerance: 0.005, unit: '' },
          { id: 'q7', type: 'open', text: 'Descrieți în câteva rânduri anotimpul preferat.', points: 20, lines: 12, rules: [] },
        ],
      },
    ],
    gradingScheme: { notes: 'Se acordă 10 puncte din oficiu.', criteria: [{ id: 'c1', description: 'Scriere îngrijită', points: 0 }] },
  };
}
