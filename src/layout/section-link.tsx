import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { pathFor, unprefixedPathFor } from '@/routing/routes';
import { useRoute } from '@/routing/use-route';
import { useTranslation } from '@/i18n/use-translation';
import { isPlainLeftClick } from '@/lib/plain-left-click';
import { scrollToId } from '@/lib/scroll';

type SectionLinkProps = {
  /** The id of a section on the home page, such as `features`. */
  sectionId: string;
  className?: string;
  onNavigate?: () => void;
  children: ReactNode;
};

/**
 * A link to a home-page section: scrolls there on the home page, otherwise goes home first. On an
 * unprefixed route (`/`, `/faq`) it stays unprefixed, so on `/` it scrolls in place.
 */
export function SectionLink({ sectionId, className, onNavigate, children }: SectionLinkProps) {
  const { language } = useTranslation();
  const route = useRoute();
  const [location, navigate] = useLocation();
  const unprefixed = route.page !== 'notFound' && route.language === undefined;
  const homePath = unprefixed ? unprefixedPathFor('home') : pathFor('home', language);
  const href = `${homePath}#${sectionId}`;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    onNavigate?.();
    if (location === homePath && scrollToId(sectionId)) {
      window.history.replaceState(window.history.state, '', href);
      return;
    }
    navigate(href);
  };

  return (
    <Link href={href} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
