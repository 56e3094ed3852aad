import { useT } from '../../core/i18n';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { Loading } from '../../ui/Loading';
import { SubscriptionDetails } from './SubscriptionDetails';
import { useSubscription } from './use-subscription';

/** SPEC 1/3: the subscription plan panel of the dashboard. */
export function SubscriptionPanel() {
  const t = useT();
  const { state, retry } = useSubscription();
  return (
    <Card as="section" aria-labelledby="subscription-title" aria-busy={state.status === 'loading'}>
      <h2 id="subscription-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('dashboard.subscription.title')}
      </h2>
      {state.status === 'loading' && (
        <div className="mt-4">
          <Loading variant="minimal" message={t('dashboard.subscription.loading')} />
        </div>
      )}
      {state.status === 'ready' && <SubscriptionDetails subscription={state.subscription} />}
      {state.status === 'invalid' && (
        <div className="mt-4">
          <Alert tone="error">{t('dashboard.errors.invalidSubscription')}</Alert>
        </div>
      )}
      {state.status === 'noPlan' && (
        <div className="mt-4">
          <Alert tone="error">{t('dashboard.errors.noPlan')}</Alert>
        </div>
      )}
      {state.status === 'failed' && (
        <div className="mt-4 flex flex-col items-start gap-3">
          <Alert tone="error">{t('dashboard.errors.load')}</Alert>
          <button type="button" className="btn-secondary" onClick={retry}>
            {t('dashboard.errors.retry')}
          </button>
        </div>
      )}
    </Card>
  );
}
