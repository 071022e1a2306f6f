import { useState, type ChangeEvent, type FocusEvent } from 'react';
import { useForm, type Resolver, type ResolverResult, type UseFormRegisterReturn } from 'react-hook-form';
import {
  contactErrors,
  contactErrorsFor,
  contactLimits,
  contactPatternFor,
  withContact,
  type ContactForm,
  type ContactKind,
} from '@shared/contact-rules';
import { useTranslation } from '@/i18n/use-translation';
import { openInNewTab } from '@/lib/external-link';
import { showToast } from '@/lib/toast-store';
import { useHydrated } from '@/lib/use-hydrated';
import { contactLimitParams, useWaitlistTarget, WaitlistFormView } from './waitlist-form-view';

// Validation code (zod and its resolver) loads on first use, not with the page.
const loadValidation = (kinds: readonly ContactKind[]) =>
  Promise.all([import('@hookform/resolvers/zod'), import('@shared/schema')]).then(
    ([{ zodResolver }, { contactFormSchema }]) => zodResolver(contactFormSchema(kinds)),
  );

/**
 * Where the checks' code cannot be downloaded (a lost connection), the field's own rule, the one
 * the browser applies before the scripts run: the form still answers a wrong contact, and opens
 * the hosted form for a right one, instead of doing nothing.
 */
const fieldRule =
  (kinds: readonly ContactKind[]): Resolver<ContactForm> =>
  async ({ contact: typed }) => {
    const contact = typed.trim();
    const messages = contactErrorsFor(kinds);
    const message =
      contact === ''
        ? messages.required
        : contact.length > contactLimits.maxLength
          ? contactErrors.tooLong
          : new RegExp(`^(?:${contactPatternFor(kinds)})$`, 'u').test(contact)
            ? undefined
            : messages.invalid;
    const result: ResolverResult<ContactForm> = message
      ? { values: {}, errors: { contact: { type: 'validate', message } } }
      : { values: { contact }, errors: {} };
    return result;
  };

/** The form's checks for the kinds of contact its hosted form takes. */
const lazyResolver =
  (kinds: readonly ContactKind[]): Resolver<ContactForm> =>
  async (values, context, options) => {
    const check = await loadValidation(kinds).catch(() => fieldRule(kinds));
    return check(values, context, options);
  };

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
 * Opens the hosted form in a new tab; where the browser blocks it, says so and offers a link.
 */
function useOpenForm() {
  const { t } = useTranslation();
  const target = useWaitlistTarget();
  const [status, setStatus] = useState<'idle' | 'opened' | 'blocked'>('idle');
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  const open = (url: string) => {
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
  return { target, open, status, blockedUrl };
}

/**
 * The home form: where the hosted form (the pre-order where the market sells, the free waitlist
 * elsewhere) takes a contact, a field for what it takes; where it takes none, one button.
 */
export function WaitlistForm() {
  const { kinds } = useWaitlistTarget();
  return kinds.length > 0 ? <ContactWaitlistForm kinds={kinds} /> : <ButtonWaitlistForm />;
}

/** No field to fill: the button opens the hosted form, which asks for everything itself. */
function ButtonWaitlistForm() {
  const { target, open, status, blockedUrl } = useOpenForm();
  const hydrated = useHydrated();
  return (
    <WaitlistFormView
      enhanced={hydrated}
      onSubmit={(event) => {
        event.preventDefault();
        open(target.url);
      }}
      status={status}
      blockedUrl={blockedUrl}
    />
  );
}

/**
 * The field, driven by the form library: a valid contact opens the hosted form in a new tab, with
 * the contact under the operator's parameter for its kind (an email address under the email one, a
 * phone number under the phone one); an invalid one is answered in the page's language.
 */
function ContactWaitlistForm({ kinds }: { kinds: readonly ContactKind[] }) {
  const { t, language } = useTranslation();
  const { target, open, status, blockedUrl } = useOpenForm();
  const hydrated = useHydrated();
  const [resolver] = useState(() => lazyResolver(kinds));
  const [chosenKind, setChosenKind] = useState<ContactKind | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    // No default value: when the form's code arrives after the visitor started typing in the
    // prerendered field, the form library takes what is there instead of clearing it.
  } = useForm<ContactForm>({ resolver });

  const message = errors.contact?.message;
  return (
    <WaitlistFormView
      enhanced={hydrated}
      field={registerAs(register('contact'), target.submitName)}
      onSubmit={handleSubmit(({ contact }) => open(withContact(target.url, target.prefill, contact)))}
      onFieldFocus={() => void loadValidation(kinds).catch(() => undefined)}
      errorText={isErrorKey(message) ? t(message, contactLimitParams(language)) : undefined}
      submitting={isSubmitting}
      chosenKind={chosenKind}
      onChooseKind={setChosenKind}
      status={status}
      blockedUrl={blockedUrl}
    />
  );
}
