// Where a problem is, in words: "Section 2 · Question 5 · Answers" for
// 'sections.1.questions.1.options', so the list of problems can be read
// without knowing the schema's paths.
import type { TFunction } from '../../core/i18n';
import type { QuizDraft } from './quiz-draft';

const FIELD_KEYS: Record<string, string> = {
  title: 'quizEditor.where.title',
  classLabel: 'quizEditor.where.classLabel',
  basePoints: 'quizEditor.where.basePoints',
  timeLimit: 'quizEditor.where.timeLimit',
  totalPoints: 'quizEditor.where.total',
  total: 'quizEditor.where.total',
  sections: 'quizEditor.where.sections',
  context: 'quizEditor.where.context',
  questions: 'quizEditor.where.questions',
  text: 'quizEditor.where.text',
  points: 'quizEditor.where.points',
  options: 'quizEditor.where.options',
  statements: 'quizEditor.where.statements',
  left: 'quizEditor.where.left',
  right: 'quizEditor.where.right',
  pairs: 'quizEditor.where.pairs',
  rules: 'quizEditor.where.rules',
  subRules: 'quizEditor.where.subRules',
  lines: 'quizEditor.where.lines',
  expectedAnswer: 'quizEditor.where.expectedAnswer',
  value: 'quizEditor.where.value',
  tolerance: 'quizEditor.where.tolerance',
  unit: 'quizEditor.where.unit',
  description: 'quizEditor.where.description',
  answer: 'quizEditor.where.answer',
  correct: 'quizEditor.where.correct',
  notes: 'quizEditor.where.notes',
  criteria: 'quizEditor.where.criteria',
};

/** A list's items, named with their number: 'options.1' -> "Option 2". */
const ITEM_KEYS: Record<string, string> = {
  options: 'quizEditor.where.option',
  statements: 'quizEditor.where.statement',
  left: 'quizEditor.where.leftItem',
  right: 'quizEditor.where.rightItem',
  pairs: 'quizEditor.where.pair',
  rules: 'quizEditor.where.rule',
  subRules: 'quizEditor.where.subRule',
  criteria: 'quizEditor.where.criterion',
};

/** The printed number of a question (counted across sections). */
function questionNumber(document: QuizDraft, section: number, question: number): number {
  return document.sections.slice(0, section).reduce((n, s) => n + s.questions.length, 0) + question + 1;
}

export function describePlace(path: string, document: QuizDraft, t: TFunction): string {
  const parts = path.split('.');
  const words: string[] = [];
  let i = 0;
  if (parts[0] === 'sections' && parts[1] !== undefined && /^\d+$/.test(parts[1])) {
    const section = Number(parts[1]);
    words.push(t('quizEditor.where.section', { number: section + 1 }));
    i = 2;
    if (parts[2] === 'questions' && parts[3] !== undefined && /^\d+$/.test(parts[3])) {
      words.push(t('quizEditor.where.question', { number: questionNumber(document, section, Number(parts[3])) }));
      i = 4;
    }
  } else if (parts[0] === 'gradingScheme') {
    words.push(t('quizEditor.where.scheme'));
    i = 1;
  }
  for (; i < parts.length; i++) {
    const part = parts[i]!;
    const next = parts[i + 1];
    const itemKey = ITEM_KEYS[part];
    if (itemKey && next !== undefined && /^\d+$/.test(next)) {
      words.push(t(itemKey, { number: Number(next) + 1 }));
      i++;
      continue;
    }
    const key = FIELD_KEYS[part];
    if (key) words.push(t(key));
  }
  return words.join(' · ') || t('quizEditor.where.test');
}
