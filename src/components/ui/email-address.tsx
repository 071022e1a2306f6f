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

/** Text that holds email addresses (an example in a hint), each able to wrap after its "@" and dots. */
export function TextWithEmails({ text }: { text: string }) {
  const parts = text.split(/([^\s@：:]+@[^\s@]+\.[a-z]{2,})/i);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? <EmailAddress key={index} address={part} /> : <Fragment key={index}>{part}</Fragment>,
      )}
    </>
  );
}
