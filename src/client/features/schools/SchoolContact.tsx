import { telHref, webHref } from '../../../domain/contact';
import { useT } from '../../core/i18n';

/** A school's website (opens apart from the app) and phone (a tel: link, so a phone can call it); nothing when neither was given. */
export function SchoolContact({ website, phone }: { website: string; phone: string }) {
  const t = useT();
  if (!website && !phone) return null;
  return (
    <p className="m-0 mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
      {website && (
        <span className="break-all">
          {t('schools.form.website')}:{' '}
          <a href={webHref(website)} target="_blank" rel="noopener noreferrer" className="link">
            {website}
          </a>
        </span>
      )}
      {phone && (
        <span>
          {t('schools.form.phone')}:{' '}
          <a href={telHref(phone)} className="link">
            {phone}
          </a>
        </span>
      )}
    </p>
  );
}
