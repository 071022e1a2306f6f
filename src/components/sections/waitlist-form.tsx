import { AlertCircle, ExternalLink as ExternalLinkIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { contactErrors, contactLimits, type ContactForm } from '@shared/contact-rules';
import { ExternalLink } from '@/components/ui/external-link';
import { useTranslation } from '@/i18n/use-translation';
import { openInNewTab, preorderUrl } from '@/lib/external-link';
import { formatNumber } from '@/lib/format';
import { showToast } from '@/lib/toast-store';
import { buttonClass } from '@/components/ui/button-styles';

// Validation code (zod and its resolver) loads on first use, not with the page.
const loadValidation = () =>
  Promise.all([import('@hookform/resolvers/zod'), import('@shared/schema')]).then(
    ([{ zodResolver }, { insertPreOrderSchema }]) => zodResolver(insertPreOrderSchema),
  );

const lazyResolver: Resolver<ContactForm> = async (values, context, options) =>
  (await loadValidation())(values, context, options);

type ErrorKey = (typeof contactErrors)[keyof typeof contactErrors];
const errorKeys: readonly string[] = Object.values(contactErrors);
const isErrorKey = (message: unknown): message is ErrorKey =>
  typeof message === 'string' && errorKeys.includes(message);

/** The waitlist form: a valid contact opens the external pre-order form in a new tab. */
export function WaitlistForm() {
  const { t, language } = useTranslation();
  const fieldId = useId();
  const errorId = useId();
  const disclaimerId = useId();
  const [status, setStatus] = useState<'idle' | 'opened' | 'blocked'>('idle');
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ContactForm>({ resolver: lazyResolver, defaultValues: { contact: '' } });

  const onSubmit = ({ contact }: ContactForm) => {
    const url = preorderUrl(contact);
    if (openInNewTab(url)) {
      setStatus('opened');
      setBlockedUrl(null);
      return;
    }
    setStatus('blocked');
    setBlockedUrl(url);
    showToast({
      title: t('waitlist.blockedTitle'),
      description: t('waitlist.blockedDescription'),
      variant: 'destructive',
    });
  };

  const message = errors.contact?.message;
  const errorText = isErrorKey(message)
    ? t(message, {
        maxLength: formatNumber(contactLimits.maxLength, language),
        minDigits: formatNumber(contactLimits.minDigits, language),
        maxDigits: formatNumber(contactLimits.maxDigits, language),
      })
    : undefined;

  return (
    // method="dialog" outside a dialog makes a native submission do nothing: a press before the
    // page's scripts have run never puts the contact into this site's address (or its logs).
    <form method="dialog" noValidate onSubmit={handleSubmit(onSubmit)} className="mt-8 max-w-xl">
      <label htmlFor={fieldId} className="block text-lg font-semibold text-ink">
        {t('waitlist.label')}
      </label>
      <input
        id={fieldId}
        type="text"
        spellCheck={false}
        autoCapitalize="none"
        placeholder={t('waitlist.placeholder')}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={errorText ? `${errorId} ${disclaimerId}` : disclaimerId}
        onFocus={() => void loadValidation()}
        className="mt-2 block min-h-14 w-full rounded-md border-2 border-ink/40 bg-surface px-4 text-lg text-ink placeholder:text-ink-soft/80 aria-[invalid=true]:border-danger"
        {...register('contact')}
      />
      {errorText && (
        <p id={errorId} className="mt-2 flex items-start gap-2 font-semibold text-danger">
          <AlertCircle aria-hidden="true" className="mt-1 size-5 shrink-0" />
          {errorText}
        </p>
      )}
      <p id={disclaimerId} className="mt-3 text-ink-soft">
        {t('waitlist.disclaimer')}
      </p>
      <button
        type="submit"
        data-testid="button-waitlist-submit"
        disabled={isSubmitting}
        className={`mt-6 w-full disabled:opacity-70 sm:w-auto ${buttonClass('primary', 'large')}`}
      >
        {isSubmitting ? t('waitlist.processing') : t('waitlist.submit')}
        {!isSubmitting && <ExternalLinkIcon aria-hidden="true" className="size-5 shrink-0" />}
      </button>
      <p role="status" className="mt-4 text-ink">
        {isSubmitting ? t('waitlist.processing') : status === 'opened' ? t('waitlist.opened') : ''}
      </p>
      {status === 'blocked' && blockedUrl && (
        <p className="mt-2">
          <ExternalLink
            href={blockedUrl}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-hazel-800 underline underline-offset-4"
          >
            {t('waitlist.blockedLink')}
          </ExternalLink>
        </p>
      )}
    </form>
  );
}
