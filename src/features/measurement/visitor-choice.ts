/** The privacy signals a browser may send: Global Privacy Control (a standard draft) and Do Not Track. */
export type PrivacySignals = { globalPrivacyControl?: boolean; doNotTrack?: string | null };

/**
 * Whether the visitor has asked not to be counted: Global Privacy Control, or Do Not Track (on
 * `navigator`, or on `window` in older Safari and Edge). Then nothing is sent, in every market.
 */
export function visitorDeclines(browser: PrivacySignals, window?: { doNotTrack?: string | null }): boolean {
  return browser.globalPrivacyControl === true || browser.doNotTrack === '1' || window?.doNotTrack === '1';
}
