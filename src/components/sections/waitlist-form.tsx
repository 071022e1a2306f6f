import { useState, type ChangeEvent, type FocusEvent } from 'react';
import { useForm, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { contactErrors, type ContactForm } from '@shared/contact-rules';
import { useTranslation } from '@/i18n/use-translation';
import { openInNewTab, withContact } from '@/lib/external-link';
import { showToast } from '@/lib/toast-store';
import { useHydrated } from '@/lib/use-hydrated';
import { contactLimitParams, useWaitlistTarget, WaitlistFormView } from './waitlist-form-view';

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
 * The waitlist form, driven by the form library: a valid contact opens the hosted form (the
 * pre-order where the market sells, the free waitlist elsewhere) in a new tab, with the contact
 * only under the operator's prefill parameter; an invalid one is answered in the page's language.
 */
export function WaitlistForm() {
  const { t, language } = useTranslation();
  const target = useWaitlistTarget();
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

  const message = errors.contact?.message;
  return (
    <WaitlistFormView
      enhanced={hydrated}
      field={registerAs(register('contact'), target.prefill || undefined)}
      onSubmit={handleSubmit(onSubmit)}
      onFieldFocus={() => void loadValidation()}
      errorText={isErrorKey(message) ? t(message, contactLimitParams(language)) : undefined}
      submitting={isSubmitting}
      status={status}
      blockedUrl={blockedUrl}
    />
  );
}
