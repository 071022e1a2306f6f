/** WebKitGTK's WebDriver server, the MiniBrowser it drives and Xvfb, or undefined if one is missing. */
export function findWebKit(): { driver: string; browser: string; xvfb: string } | undefined;
