/**
 * The domains kept for examples (RFC 2606, RFC 6761): `.example`, `.test`, `.invalid` and
 * `.localhost`, and example.com, .net and .org with everything under them. They belong to nobody,
 * so a form, page or inbox there is never real. The one rule the pages (a link there is marked as
 * a sample) and the launch check (a value there is a sample) both follow; small, since every page
 * carries it.
 */
const reserved = /(^|\.)(example|test|invalid|localhost|example\.(com|net|org))\.?$/;

/**
 * Whether a host name is on a reserved example domain, but not under one of `standIns`: the
 * domains the tests' own configuration declares (VITE_TEST_STAND_INS), empty in every other build.
 */
export function isReservedHost(host: string, standIns: readonly string[] = []): boolean {
  const name = host.toLowerCase();
  return reserved.test(name) && !standIns.some((domain) => name === domain || name.endsWith(`.${domain}`));
}
