/**
 * The pages a family passes on, by page id: they offer "Send this page to family" and, printed,
 * end with a QR code of their address (tools/prerender/print-address.ts).
 */
export const passedOnPages = ['home', 'pricing', 'faq', 'support', 'crowdsupport', 'trust'] as const;

export function isPassedOnPage(page: string): page is (typeof passedOnPages)[number] {
  return (passedOnPages as readonly string[]).includes(page);
}
