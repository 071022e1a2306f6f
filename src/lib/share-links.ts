import { languages, type ShareApp } from '@/config/languages';

/**
 * A link that opens an app with a message already written: the message, then the page's address.
 * LINE's and WhatsApp's are their documented share addresses; `sms:?&body=` is the form both iOS
 * and Android read; `mailto:` takes the message as the subject too (every page carries these
 * links, and a second text would cost bytes in its first round trip). Nothing is sent anywhere
 * until the visitor picks one.
 */
export function shareLink(app: ShareApp, { message, url }: { message: string; url: string }): string {
  const text = queryValue(`${message}\n${url}`);
  switch (app) {
    case 'line':
      return `https://line.me/R/share?text=${text}`;
    case 'whatsapp':
      return `https://wa.me/?text=${text}`;
    case 'sms':
      return `sms:?&body=${text}`;
    case 'email':
      return `mailto:?subject=${queryValue(message)}&body=${text}`;
  }
}

/**
 * A query parameter's value with only what would end or change it percent-encoded (space, line
 * breaks, `% & # + =`, quotes, brackets): other characters stay as they are, as URLs allow, and
 * the browser encodes them when the link is followed. A Japanese message written as `%E3%81%93…`
 * would be three times as long in every page's HTML.
 */
function queryValue(text: string): string {
  return text.replace(/[\s\p{C}%&#+="'<>`\\^{|}[\]]/gu, (character) => encodeURIComponent(character));
}

/**
 * The app a share link opens (its address up to the first `=` is the app's, whatever the message);
 * null for any other address.
 */
export function shareAppOf(href: string): ShareApp | null {
  return (
    languages
      .flatMap(({ shareApps }) => shareApps)
      .find((app) => {
        const link = shareLink(app, { message: '', url: '' });
        return href.startsWith(link.slice(0, link.indexOf('=') + 1));
      }) ?? null
  );
}
