import { AlertCircle, ExternalLink as ExternalLinkIcon } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useId, useState, type ChangeEvent, type FocusEvent } from 'react';
import { useForm, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { contactErrors, contactLimits, contactPattern, type ContactForm } from '@shared/contact-rules';
import { marketValues, site } from '@/config/site';
import { ExternalLink } from '@/components/ui/external-link';
import { useTranslation } from '@/i18n/use-translation';
import { openInNewTab, withContact } from '@/lib/external-link';
import { formatNumber } from '@/lib/format';
import { showToast } from '@/lib/toast-store';
import { useHydrated } from '@/lib/use-hydrated';
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

/**
 * A hosted form's address without its query, and the query as fields: a form that the browser
 * submits itself (method GET) replaces the action's query with its fields.
 */
function nativeForm(formUrl: string, prefillParam: string) {
  const url = new URL(formUrl);
  const fields = [...url.searchParams].filter(([name]) => name !== prefillParam);
  url.search = '';
  return { action: url.toString(), fields };
}

/**
 * The form library finds a field by its element's name; the browser submits the element under
 * `submitName`, or not at all when there is none (then the contact never leaves this page).
 */
function registerAs(field: UseFormRegisterReturn<'contact'>, submitName: string | undefined) {
  const asField = (event: ChangeEvent<HTMLInputElement> | FocusEvent<HTMLInputElement>) => ({
    type: event.type,
    target: { name: field.name, value: event.target.value },
  });
  return {
    ...field,
    name: submitName,
    onChange: (event: ChangeEvent<HTMLInputElement>) => field.onChange(asField(event)),
    onBlur: (event: FocusEvent<HTMLInputElement>) => field.onBlur(asField(event)),
  };
}

/**
 * The waitlist form: a valid contact opens the external pre-order form in a new tab (the free
 * waitlist form where the market does not sell). Before the scripts run (or without them) the
 * browser checks the field and submits the form to the same address in a new tab itself; the
 * contact goes along only under the operator's prefill parameter for that form.
 */
export function WaitlistForm() {
  const { t, language } = useTranslation();
  const { links } = marketValues(language);
  const target = links.preorder
    ? ({ url: links.preorder, prefill: site.prefillParams.preorder, form: 'preorder' } as const)
    : ({ url: links.waitlist, prefill: site.prefillParams.waitlist, form: 'free' } as const);
  const native = nativeForm(target.url, target.prefill);
  const fieldId = useId();
  const errorId = useId();
  const disclaimerId = useId();
  const [status, setStatus] = useState<'idle' | 'opened' | 'blocked'>('idle');
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    // No default value: when the form's code arrives after the visitor started typing in the
    // prerendered field, the form library takes what is there instead of clearing it.
  } = useForm<ContactForm>({ resolver: lazyResolver });

  const onSubmit = ({ contact }: ContactForm) => {
    const url = withContact(target.url, target.prefill, contact);
    if (openInNewTab(url)) {
      setStatus('opened');
      setBlockedUrl(null);
      return;
    }
    setStatus('blocked');
    setBlockedUrl(url);
    showToast({
      title: t(`waitlist.${target.form}.blockedTitle`),
      description: t(`waitlist.${target.form}.blockedDescription`),
      variant: 'destructive',
    });
  };

  const limits = {
    maxLength: formatNumber(contactLimits.maxLength, language),
    minDigits: formatNumber(contactLimits.minDigits, language),
    maxDigits: formatNumber(contactLimits.maxDigits, language),
  };
  const message = errors.contact?.message;
  const errorText = isErrorKey(message) ? t(message, limits) : undefined;
  // The browser adds it to its own message when the field does not match, before the scripts run;
  // once they do, the page's message takes over (and the field has no hover hint that reads as an error).
  const invalidText = hydrated ? undefined : t(contactErrors.invalid, limits);

  return (
    // Once the app runs it validates with the page's own messages, so the browser's checks step aside.
    <form
      action={native.action}
      method="get"
      target="_blank"
      noValidate={hydrated}
      onSubmit={handleSubmit(onSubmit)}
      className="mt-8 max-w-xl"
    >
      {native.fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={fieldId} className="block text-lg font-semibold text-ink">
        {t('waitlist.label')}
      </label>
      <input
        id={fieldId}
        type="text"
        spellCheck={false}
        autoCapitalize="none"
        placeholder={t('waitlist.placeholder')}
        required
        maxLength={contactLimits.maxLength}
        pattern={contactPattern}
        title={invalidText}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={errorText ? `${errorId} ${disclaimerId}` : disclaimerId}
        onFocus={() => void loadValidation()}
        className="mt-2 block min-h-14 w-full rounded-md border-2 border-ink/40 bg-surface px-4 text-lg text-ink placeholder:text-ink-soft/80 aria-[invalid=true]:border-danger"
        {...registerAs(register('contact'), target.prefill || undefined)}
      />
      {errorText && (
        <p id={errorId} className="mt-2 flex items-start gap-2 font-semibold text-danger">
          <Icon icon={AlertCircle} aria-hidden="true" className="mt-1 size-5 shrink-0" />
          {errorText}
        </p>
      )}
      <p id={disclaimerId} className="mt-3 text-ink-soft">
        {t(`waitlist.${target.form}.disclaimer`)}
      </p>
      <button
        type="submit"
        data-testid="button-waitlist-submit"
        disabled={isSubmitting}
        className={`mt-6 w-full disabled:opacity-70 sm:w-auto ${buttonClass('primary', 'large')}`}
      >
        {isSubmitting ? t('waitlist.processing') : t(`waitlist.${target.form}.submit`)}
        {!isSubmitting && <Icon icon={ExternalLinkIcon} aria-hidden="true" className="size-5 shrink-0" />}
      </button>
      <p role="status" className="mt-4 text-ink">
        {isSubmitting ? t('waitlist.processing') : status === 'opened' ? t(`waitlist.${target.form}.opened`) : ''}
      </p>
      {status === 'blocked' && blockedUrl && (
        <p className="mt-2">
          <ExternalLink
            href={blockedUrl}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-hazel-800 underline underline-offset-4"
          >
            {t(`waitlist.${target.form}.blockedLink`)}
          </ExternalLink>
        </p>
      )}
    </form>
  );
}
