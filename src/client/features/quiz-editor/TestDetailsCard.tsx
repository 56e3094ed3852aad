import { LIMITS } from '../../../domain/quiz/schema';
import { isEnabled } from '../../core/config';
import { useT } from '../../core/i18n';
import { type Language, SUPPORTED_LANGUAGES } from '../../core/language';
import { Card } from '../../ui/Card';
import { AssignOnCreate } from './AssignOnCreate';
import { BoundSelect } from './fields/BoundSelect';
import { BoundText } from './fields/BoundText';

/** Each language by its own name, as the interface's switcher shows it. */
const LANGUAGE_NAME_KEYS: Record<Language, string> = { en: 'language.native.en', ro: 'language.native.ro', es: 'language.native.es' };

/** Title, class, ex-officio points and time: the test's header on paper. */
export function TestDetailsCard() {
  const t = useT();
  return (
    <Card as="section" aria-labelledby="qe-details-heading">
      <h2 id="qe-details-heading" className="m-0 mb-4 text-lg font-semibold text-slate-900 dark:text-white">
        {t('quizEditor.details.heading')}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <BoundText
          path="title"
          label={t('quizEditor.details.title')}
          hint={t('quizEditor.details.titleHint')}
          required
          limit={LIMITS.titleMax}
          className="md:col-span-2"
        />
        <BoundText path="classLabel" label={t('quizEditor.details.classLabel')} hint={t('quizEditor.details.classHint')} required limit={100} />
        <div className="grid grid-cols-2 gap-4">
          <BoundText
            path="basePoints"
            label={t('quizEditor.details.basePoints')}
            hint={t('quizEditor.details.basePointsHint')}
            required
            inputMode="numeric"
            fixedPoints
          />
          {/* An advanced setting: hidden with the flag off (the test keeps its default and does not print it). */}
          {isEnabled('advancedQuizSettings') && (
            <BoundText path="timeLimit" label={t('quizEditor.details.timeLimit')} hint={t('quizEditor.details.timeLimitHint')} required inputMode="numeric" />
          )}
        </div>
        <BoundSelect
          path="language"
          label={t('quizEditor.details.language')}
          hint={t('quizEditor.details.languageHint')}
          choices={SUPPORTED_LANGUAGES.map((language) => ({ value: language, label: t(LANGUAGE_NAME_KEYS[language]) }))}
        />
        <AssignOnCreate />
      </div>
    </Card>
  );
}
