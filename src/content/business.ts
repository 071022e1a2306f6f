/** Business constants: prices, terms and limits. Copy interpolates them, formatted per locale. */
export const business = {
  currency: 'USD',
  devicePrice: 295,
  monthlyPrice: 29.95,
  cancellationNoticeDays: 30,
  warrantyYears: 2,
  replacementShipsWithinHours: 24,
  setupMinutes: { min: 30, max: 45 },
  moneyBackDays: 30,
} as const;

/**
 * What happens after an emergency phrase: each chosen contact is called and texted in turn; when
 * nobody has answered within this many minutes, the device says so aloud and asks the senior to
 * call the emergency number (it cannot call it).
 */
export const emergencyNoAnswerMinutes = 5;
