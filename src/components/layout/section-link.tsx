import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { pathFor } from '@/routing/routes';
import { useTranslation } from '@/i18n/use-translation';
import { scrollToId } from '@/lib/scroll';

type SectionLinkProps = {
  /** The id of a section on the home page, such as `features`. */
  sectionId: string;
  className?: string;
  onNavigate?: () => void;
  children: ReactNode;
};

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A link to a home-page section: scrolls there on the home page, otherwise goes home first. */
export function SectionLink({ sectionId, className, onNavigate, children }: SectionLinkProps) {
  const { language } = useTranslation();
  const [location, navigate] = useLocation();
  const homePath = pathFor('home', language);
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
