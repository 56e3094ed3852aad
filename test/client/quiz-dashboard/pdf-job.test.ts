// The quiz dashboard's PDF job: the header names the class's school and the
// date (it printed "School:" and "Date:" blank), and the pupils are in the
// class register's order of the document's language.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GradedQuiz, GradeView, GradingPupil } from '../../../src/client/features/grading';
import { dashboardPdfJob } from '../../../src/client/features/quiz-dashboard/pdf-job';
import type { QuizReport } from '../../../src/domain/analysis';

const pupil = (id: string, name: string) => ({ id, name }) as GradingPupil;
const grade = (pupilId: string, score: number, finalMark: number | null = null) => ({ pupilId, score, finalMark }) as GradeView;
const quiz = { title: 'Evaluare', classLabel: 'a IX-a B', basePoints: 10, sections: [] } as unknown as GradedQuiz;
const report = {} as QuizReport;

function job(language: 'ro' | 'en') {
  return dashboardPdfJob({
    quiz,
    report,
    grades: [grade('z', 70), grade('s', 50, 6.02)],
    roster: [pupil('z', 'Zamfir Ion'), pupil('t', 'Țurcanu Ana'), pupil('s', 'Șerban Mihai'), pupil('a', 'Ana Maria')],
    classroom: { name: 'a IX-a B', schoolName: 'Școala Gimnazială Nr. 5' },
    language,
    today: new Date(2026, 10, 25, 12, 0),
  });
}

describe('the quiz dashboard PDF', () => {
  it("fills School, Class and Date: the class's school and today's date in the document's language", () => {
    assert.deepEqual(job('ro').options.header, { schoolName: 'Școala Gimnazială Nr. 5', classLabel: 'a IX-a B', date: '25.11.2026' });
    assert.equal(job('en').options.header?.date, '11/25/2026');
    assert.equal(job('ro').options.language, 'ro');
  });

  it("lists the pupils in the register's order, each with a score or none, and the mark double correction settled", () => {
    assert.deepEqual(job('ro').data.pupils, [
      { name: 'Ana Maria', score: null, finalMark: null },
      { name: 'Șerban Mihai', score: 50, finalMark: 6.02 },
      { name: 'Țurcanu Ana', score: null, finalMark: null },
      { name: 'Zamfir Ion', score: 70, finalMark: null },
    ]);
  });
});
