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
  /** The months of service the first-year total counts beside the device. */
  firstYearMonths: 12,
  /** Pilot Access is limited to the first backers. */
  pilotBackerLimit: 100,
  /** Test devices included in the free Builder tier of the API program. */
  builderTestDevices: 25,
} as const;
