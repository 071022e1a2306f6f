import { site } from '@/config/site';
import { builderTestDevices } from '@/content/api-program';
import { business } from '@/content/business';
import { pilotBackerLimit, seniorsLivingAlonePercent, supportTiers } from '@/content/crowd-support';
import { formatNumber, formatUsd } from '@/lib/format';
import type { TranslationParams } from './dictionary';
import type { Language } from './languages';

/**
 * Values every dictionary string may use: the brand, the support number and the business
 * constants, formatted for the language. Copy never types a price or a number by hand.
 */
export function baseParams(language: Language): TranslationParams {
  const number = (value: number) => formatNumber(value, language);
  return {
    brand: site.brand,
    phone: site.supportPhone.display,
    devicePrice: formatUsd(business.devicePrice, language),
    monthlyPrice: formatUsd(business.monthlyPrice, language),
    noticeDays: number(business.cancellationNoticeDays),
    warrantyYears: number(business.warrantyYears),
    replacementHours: number(business.replacementShipsWithinHours),
    setupMin: number(business.setupMinutes.min),
    setupMax: number(business.setupMinutes.max),
    moneyBackDays: number(business.moneyBackDays),
    email: site.privacyEmail,
    accessibilityEmail: site.accessibilityEmail,
    seniorsAlone: new Intl.NumberFormat(language, { style: 'percent' }).format(seniorsLivingAlonePercent / 100),
    pilotLimit: number(pilotBackerLimit),
    pilotPrice: formatUsd(supportTiers.find((tier) => tier.id === 'pilot')?.amount ?? 0, language),
    testDevices: number(builderTestDevices),
  };
}
