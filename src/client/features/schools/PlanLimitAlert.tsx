import { Link } from 'wouter';
import { useT } from '../../core/i18n';
import { paths } from '../../core/paths';
import { Alert } from '../../ui/Alert';

export interface PlanLimitAlertProps {
  /** The server's message (403 plan_limit), already in the reader's language: it names the limit. */
  message: string;
}

/** A plan limit reached: what the limit is, and where the plan is shown (the dashboard). */
export function PlanLimitAlert({ message }: PlanLimitAlertProps) {
  const t = useT();
  return (
    <Alert tone="error" title={t('schools.planLimit.title')}>
      <p className="m-0">{message}</p>
      <Link href={paths.home} className="link">
        {t('schools.planLimit.seePlan')}
      </Link>
    </Alert>
  );
}
