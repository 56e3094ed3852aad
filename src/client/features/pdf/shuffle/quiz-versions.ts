// Printed versions (groups A-D): the same questions and options in another
// order, so that neighbours cannot copy. Sections keep their order (they are
// the test's chapters); inside them the questions move, and so do the
// options of a multiple choice, the right column of a matching question and
// the statements of a true/false question. Everything downstream (the test,
// its numbering, the answer key) simply renders the reordered document.
import type { Question, QuizDocument } from '../../../../domain/quiz/types';
import { VERSION_LABELS, type VersionLabel } from '../pdf.types';
import { type Random, seededRandom, shuffled } from './seeded-random';

export interface PrintVersion {
  /** null when the test is printed once, in the author's order. */
  label: VersionLabel | null;
  document: QuizDocument;
}

function shuffleQuestion(question: Question, random: Random): Question {
  switch (question.type) {
    case 'multiple_choices':
      return { ...question, options: shuffled(question.options, random) };
    case 'matches':
      return { ...question, right: shuffled(question.right, random) };
    case 'true_false':
      return { ...question, statements: shuffled(question.statements, random) };
    default:
      return question;
  }
}

function shuffleDocument(document: QuizDocument, random: Random): QuizDocument {
  return {
    ...document,
    sections: document.sections.map((section) => ({
      ...section,
      questions: shuffled(section.questions, random).map((question) => shuffleQuestion(question, random)),
    })),
  };
}

/** Everything the shuffle can move, as one string: two versions with the same signature print identically. */
export function orderSignature(document: QuizDocument): string {
  return document.sections
    .map((section) =>
      section.questions
        .map((q) => {
          const inner = q.type === 'multiple_choices' ? q.options : q.type === 'matches' ? q.right : q.type === 'true_false' ? q.statements : [];
          return `${q.id}(${inner.map((item) => item.id).join(',')})`;
        })
        .join(' '),
    )
    .join(' | ');
}

/** Retries per version before accepting an order that another group already has (a test with almost nothing to move). */
const DISTINCT_ATTEMPTS = 20;

/**
 * The versions to print, reproducible from the seed: the same seed and label
 * always give the same order, whichever other groups are printed with it
 * (group B alone is the B of A + B). A group never repeats an earlier
 * group's order when the test leaves room for another one.
 */
export function printVersions(document: QuizDocument, labels: readonly VersionLabel[], seed: string | number): PrintVersion[] {
  if (labels.length === 0) return [{ label: null, document }];
  const last = Math.max(...labels.map((label) => VERSION_LABELS.indexOf(label)));
  const versions = new Map<VersionLabel, QuizDocument>();
  const seen = new Set<string>();
  for (const label of VERSION_LABELS.slice(0, last + 1)) {
    let version = shuffleDocument(document, seededRandom(`${seed}/${label}`));
    for (let attempt = 1; attempt < DISTINCT_ATTEMPTS && seen.has(orderSignature(version)); attempt++) {
      version = shuffleDocument(document, seededRandom(`${seed}/${label}/${attempt}`));
    }
    seen.add(orderSignature(version));
    versions.set(label, version);
  }
  return labels.map((label) => ({ label, document: versions.get(label)! }));
}
