import { Fragment } from 'react';

/**
 * An email address that may wrap after its "@" and its dots, where a reader expects it to, rather
 * than anywhere (a long address in large text on a phone is wider than the line).
 */
export function EmailAddress({ address }: { address: string }) {
  // Each part ends with its "@" or dot (no lookbehind: Safari before 16.4 has none).
  const parts = address.replace(/[@.]/g, '$&\n').split('\n');
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
