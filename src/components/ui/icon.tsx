import { Icon as LucideIcon, type IconNode as LucideReactNode, type LucideProps } from 'lucide-react';
import type { IconNode } from 'lucide';

const keyed = new WeakMap<IconData, LucideReactNode>();

/**
 * lucide-react draws each shape of an icon as one child of a list, keyed by the `key` its own
 * icon data carries; lucide's data has none, so each shape gets its index as a key (computed once
 * per icon). lucide's attributes are plain strings and numbers, which lucide-react's SVG
 * attribute type (it also allows event handlers) accepts at run time; the two packages type them
 * apart.
 */
function withKeys(icon: IconData): LucideReactNode {
  let node = keyed.get(icon);
  if (!node) {
    node = icon.map(([tag, attributes], index) => [
      tag,
      { ...attributes, key: String(index) },
    ]) as unknown as LucideReactNode;
    keyed.set(icon, node);
  }
  return node;
}

/** An icon's drawing: one of lucide's icons (`import { Check } from 'lucide'`). */
export type IconData = IconNode;

type IconProps = Omit<LucideProps, 'ref'> & { icon: IconData };

/**
 * An inline SVG icon, drawn by lucide-react from lucide's icon data. Unlike lucide-react's named
 * components it writes neither `lucide-<name>` classes nor `xmlns` (HTML needs neither), nor the
 * fill, stroke and line ends every icon shares: the stylesheet gives those to `svg.lucide`. About
 * 250 bytes less on every page's first round trip. Decorative unless given a label.
 */
export function Icon({ icon, ...props }: IconProps) {
  return (
    <LucideIcon
      iconNode={withKeys(icon)}
      xmlns={undefined}
      fill={undefined}
      stroke={undefined}
      strokeLinecap={undefined}
      strokeLinejoin={undefined}
      {...props}
    />
  );
}
