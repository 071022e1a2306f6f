import { AlertCircle, ExternalLink as ExternalLinkIcon } from 'lucide';
import { useId, type FormEventHandler, type InputHTMLAttributes, type Ref } from 'react';
import {
  acceptedKinds,
  contactErrorsFor,
  contactLimits,
  contactPatternFor,
  type ContactKind,
} from '@shared/contact-rules';
import { isSample, marketValues, site } from '@/config/site';
import { LabelWithSampleTag } from '@/components/ui/sample-tag';
import { Icon } from '@/components/ui/icon';
import { ExternalLink } from '@/components/ui/external-link';
import { buttonClass, textLinkClass } from '@/components/ui/button-styles';
import { pathFor } from '@/routing/routes';
import { Link } from 'wouter';
import { useTranslation } from '@/i18n/use-translation';
import { formatNumber, sentenceGap } from '@/lib/format';
import { TextWithEmails } from '@/components/ui/email-address';
import { withoutPhraseBreaks } from '@/i18n/phrase-breaks';

/**
 * The form the home form opens: the paid pre-order where the market sells, the free waitlist
 * elsewhere; with the query parameters an email address and a phone number go into, and the kinds
 * of contact it takes (none: the page asks for nothing, and one button opens the form).
 */
export function useWaitlistTarget() {
  const { language } = useTranslation();
  const { links } = marketValues(language);
  const target = links.preorder
    ? ({ url: links.preorder, prefill: site.prefillParams.preorder, form: 'preorder' } as const)
    : ({ url: links.waitlist, prefill: site.prefillParams.waitlist, form: 'free' } as const);
  const kinds = acceptedKinds(target.prefill);
  // The browser can tell the kinds apart only where the form takes one, and can send it only in the
  // query: only then has the field a name (a fragment, or a sample form, takes nothing from it).
  const submitName =
    kinds.length === 1 && kinds[0] && target.prefill.via === 'query' ? target.prefill[kinds[0]] : undefined;
  return { ...target, kinds, submitName };
}

/**
 * The field's words and the browser's help for the kind it asks for: its keyboard and autofill.
 * Where the form takes both and she has not said which she will give, both, as plain text.
 */
function fieldFor(kinds: readonly ContactKind[], chosen: ContactKind | null) {
  const kind = kinds.length === 1 ? kinds[0] : chosen;
  if (!kind)
    return {
      label: 'waitlist.label',
      hint: 'waitlist.hint',
      type: 'text',
      autoComplete: undefined,
      inputMode: undefined,
    } as const;
  return kind === 'email'
    ? ({
        label: 'waitlist.labelEmail',
        hint: 'waitlist.hintEmail',
        type: 'email',
        autoComplete: 'email',
        inputMode: 'email',
      } as const)
    : ({
        label: 'waitlist.labelPhone',
        hint: 'waitlist.hintPhone',
        type: 'tel',
        autoComplete: 'tel',
        inputMode: 'tel',
      } as const);
}

/**
 * Where the form takes an email address or a mobile number: which she will give, so that her
 * phone shows the keyboard for it and the browser can offer the one it has saved (one
 * `autocomplete` token per field: none says "either"). Nothing is chosen at first; the field takes
 * either kind whatever she chooses. It needs the app: without it, the field stays as it is.
 */
function ContactKindChoice({
  chosen,
  onChoose,
}: {
  chosen: ContactKind | null;
  onChoose: (kind: ContactKind) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset data-testid="contact-kind" className="js-only mb-4">
      <legend className="text-lg font-semibold text-ink">{t('waitlist.kindLegend')}</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {(['email', 'phone'] as const).map((kind) => (
          <label key={kind} className="inline-flex min-h-11 items-center gap-2 text-lg text-ink">
            <input
              type="radio"
              name={name}
              value={kind}
              checked={chosen === kind}
              onChange={() => onChoose(kind)}
              className="size-6 shrink-0 accent-hazel-700"
            />
            {t(kind === 'email' ? 'waitlist.labelEmail' : 'waitlist.labelPhone')}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The limits the error messages name, formatted for the language. */
export function contactLimitParams(language: string) {
  return {
    maxLength: formatNumber(contactLimits.maxLength, language),
    minDigits: formatNumber(contactLimits.minDigits, language),
    maxDigits: formatNumber(contactLimits.maxDigits, language),
  };
}

/**
 * A hosted form's address without its query, and the query as fields: a form that the browser
 * submits itself (method GET) replaces the action's query with its fields.
 */
function nativeForm(formUrl: string, prefillParams: Readonly<Record<ContactKind, string>>) {
  const url = new URL(formUrl);
  const fields = [...url.searchParams].filter(([name]) => name !== prefillParams.email && name !== prefillParams.phone);
  url.search = '';
  return { action: url.toString(), fields };
}

type WaitlistFormViewProps = {
  /** The app validates with the page's own messages: the browser's checks step aside. */
  enhanced: boolean;
  /** The field's wiring by the form library; none while the browser handles the form. */
  field?: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  onSubmit?: FormEventHandler<HTMLFormElement>;
  onFieldFocus?: () => void;
  errorText?: string;
  submitting?: boolean;
  /** Where the form takes both kinds: which she said she will give (none yet: null), and how she says it. */
  chosenKind?: ContactKind | null;
  onChooseKind?: (kind: ContactKind) => void;
  /** The new tab opened, or was blocked (then the link to the form shows). */
  status?: 'idle' | 'opened' | 'blocked';
  blockedUrl?: string | null;
};

/**
 * The waitlist form's markup. As the browser has it (no `field`), it checks the field and submits
 * the form to the hosted form in a new tab itself; the contact goes along only under the
 * operator's parameter for its kind, which the browser can tell only where the form takes one kind
 * (where it takes both, the contact stays on this page until the scripts run). Where the form takes
 * none, there is no field: the button opens the form. The form library (waitlist-form.tsx) drives
 * the same markup.
 */
export function WaitlistFormView({
  enhanced,
  field,
  onSubmit,
  onFieldFocus,
  errorText,
  submitting = false,
  chosenKind = null,
  onChooseKind,
  status = 'idle',
  blockedUrl = null,
}: WaitlistFormViewProps) {
  const { t, language } = useTranslation();
  const target = useWaitlistTarget();
  const native = nativeForm(target.url, target.prefill);
  const kinds = target.kinds;
  const words = kinds.length > 0 ? fieldFor(kinds, chosenKind) : undefined;
  const fieldId = useId();
  const errorId = useId();
  const disclaimerId = useId();
  const hintId = useId();
  // The browser adds it to its own message when the field does not match, before the scripts run;
  // once they do, the page's message takes over (and the field has no hover hint that reads as an error).
  const invalidText = enhanced ? undefined : t(contactErrorsFor(kinds).invalid, contactLimitParams(language));

  return (
    <form
      action={native.action}
      method="get"
      target="_blank"
      noValidate={enhanced}
      onSubmit={onSubmit}
      className="mt-8 max-w-xl"
    >
      {native.fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {words && (
        <>
          {kinds.length === 2 && onChooseKind && <ContactKindChoice chosen={chosenKind} onChoose={onChooseKind} />}
          <label htmlFor={fieldId} className="block text-lg font-semibold text-ink">
            {t(words.label)}
          </label>
          {/* The example stays in view while she types (a placeholder would go, and was cut off on a phone). */}
          {/* On screen the example address may wrap at its dots (<wbr>); a screen reader, which
              reads those as spaces ("name@ example. com"), gets the words without them. */}
          <p id={hintId} className="mt-1 text-ink-soft">
            <span aria-hidden="true">
              <TextWithEmails text={t(words.hint)} />
            </span>
            <span className="sr-only">{withoutPhraseBreaks(t(words.hint))}</span>
          </p>
          <input
            id={fieldId}
            type={words.type}
            autoComplete={words.autoComplete}
            inputMode={words.inputMode}
            spellCheck={false}
            autoCapitalize="none"
            required
            maxLength={contactLimits.maxLength}
            pattern={contactPatternFor(kinds)}
            title={invalidText}
            aria-invalid={errorText ? true : undefined}
            aria-describedby={errorText ? `${hintId} ${errorId} ${disclaimerId}` : `${hintId} ${disclaimerId}`}
            onFocus={onFieldFocus}
            className="mt-2 block min-h-14 w-full rounded-md border-2 border-ink/40 bg-surface px-4 text-lg text-ink aria-[invalid=true]:border-danger"
            // The browser submits the contact under the parameter of the one kind the form takes, or not at all.
            name={target.submitName}
            {...field}
          />
          {errorText && (
            <p id={errorId} className="mt-2 flex items-start gap-2 font-semibold text-danger">
              <Icon icon={AlertCircle} aria-hidden="true" className="mt-1 size-5 shrink-0" />
              {errorText}
            </p>
          )}
        </>
      )}
      {/* Where the contact is asked for, the way to the whole privacy notice (zh-TW review N17). */}
      <p id={disclaimerId} className="mt-3 text-ink-soft">
        {t(`waitlist.${target.form}.disclaimer`)}
        {sentenceGap(language)}
        <Link href={pathFor('privacy', language)} className={textLinkClass}>
          {t('waitlist.privacyLink')}
        </Link>
      </p>
      <button
        type="submit"
        data-testid="button-waitlist-submit"
        disabled={submitting}
        className={`mt-6 w-full disabled:opacity-70 sm:w-auto ${buttonClass('primary', 'large')}`}
      >
        {/* The hosted form is the operator's: marked like the page's other buttons while it is a sample. */}
        <LabelWithSampleTag sample={!submitting && isSample(language, 'forms')}>
          {submitting ? t('waitlist.processing') : t(`waitlist.${target.form}.submit`)}
        </LabelWithSampleTag>
        {!submitting && <Icon icon={ExternalLinkIcon} aria-hidden="true" className="size-5 shrink-0" />}
      </button>
      <p role="status" className="mt-4 text-ink">
        {submitting ? t('waitlist.processing') : status === 'opened' ? t(`waitlist.${target.form}.opened`) : ''}
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
