// i18n keys by value, written out so the dictionary test sees every key in use.
import type { QuestionType } from '../../../domain/quiz/types';

export const QUESTION_TYPE_KEYS: Record<QuestionType, string> = {
  lines: 'questionTypes.lines',
  multiple_choices: 'questionTypes.multiple_choices',
  matches: 'questionTypes.matches',
  true_false: 'questionTypes.true_false',
  short_answer: 'questionTypes.short_answer',
  numeric: 'questionTypes.numeric',
  open: 'questionTypes.open',
};

export const QUESTION_TYPE_HINT_KEYS: Record<QuestionType, string> = {
  lines: 'questionTypes.hints.lines',
  multiple_choices: 'questionTypes.hints.multiple_choices',
  matches: 'questionTypes.hints.matches',
  true_false: 'questionTypes.hints.true_false',
  short_answer: 'questionTypes.hints.short_answer',
  numeric: 'questionTypes.hints.numeric',
  open: 'questionTypes.hints.open',
};
