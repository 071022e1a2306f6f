import { render } from '@testing-library/react';
import { Check } from 'lucide';
import { describe, expect, it } from 'vitest';
import { Icon } from '@/components/ui/icon';
import { failOnReactWarnings, isReactWarning } from './react-warnings';

describe('React warnings in the unit tests', () => {
  it('a list without keys fails the test that rendered it', () => {
    const items = ['a', 'b'];
    render(
      <ul>
        {items.map((item) => (
          <li>{item}</li>
        ))}
      </ul>,
    );
    expect(failOnReactWarnings).toThrow(/unique "key" prop/);
  });

  it('an icon draws its shapes without a warning', () => {
    const { container } = render(<Icon icon={Check} />);
    expect(container.querySelectorAll('svg > *').length).toBeGreaterThan(0);
    expect(failOnReactWarnings).not.toThrow();
  });

  it('knows the warnings React writes, and not other errors', () => {
    expect(isReactWarning('An update to Foo inside a test was not wrapped in act(...).')).toBe(true);
    expect(isReactWarning('See https://react.dev/link/hydration-mismatch for more information.')).toBe(true);
    expect(isReactWarning('Error: Not implemented: HTMLMediaElement.prototype.pause')).toBe(false);
  });
});
