// SPEC 5's points distribution check, shown live in the editor: warnings the
// teacher may accept, errors that block saving.

import { sumPoints } from '../points';
import type { MessageRef } from '../validation';
import { LIMITS, totalPoints } from './schema';
import type { QuizDocument } from './types';

export interface DistributionFinding {
  level: 'warning' | 'error';
  /** Where it applies: 'total', 'sections.2', 'sections.0.questions.3'. */
  path: string;
  message: MessageRef;
}

export function checkDistribution(document: Pick<QuizDocument, 'sections'>): DistributionFinding[] {
  const findings: DistributionFinding[] = [];
  const total = totalPoints(document);
  if (total < LIMITS.totalMin) findings.push({ level: 'error', path: 'total', message: { key: 'quizRules.totalTooLow', params: { total } } });
  else if (total > LIMITS.totalMax) findings.push({ level: 'error', path: 'total', message: { key: 'quizRules.totalTooHigh', params: { total } } });
  else if (total < LIMITS.totalWarnBelow)
    findings.push({ level: 'warning', path: 'total', message: { key: 'quizRules.totalLow', params: { total, count: total } } });
  else if (total > LIMITS.totalWarnAbove)
    findings.push({ level: 'warning', path: 'total', message: { key: 'quizRules.totalHigh', params: { total, count: total } } });

  // A section is named by its number, as the editor's headings name it: its title often says "Subiectul I" already.
  document.sections.forEach((section, s) => {
    if (section.questions.length === 0) {
      findings.push({ level: 'warning', path: `sections.${s}`, message: { key: 'quizRules.sectionEmpty', params: { section: s + 1 } } });
      return;
    }
    const sectionTotal = sumPoints(section.questions.map((q) => q.points));
    if (sectionTotal < 5 && section.questions.length > 2) {
      findings.push({
        level: 'warning',
        path: `sections.${s}`,
        message: { key: 'quizRules.sectionFewPoints', params: { section: s + 1, total: sectionTotal, count: sectionTotal } },
      });
    }
    section.questions.forEach((question, q) => {
      if (question.points === 0) {
        findings.push({ level: 'warning', path: `sections.${s}.questions.${q}`, message: { key: 'quizRules.questionNoPoints', params: { number: q + 1 } } });
      }
    });
  });
  return findings;
}
