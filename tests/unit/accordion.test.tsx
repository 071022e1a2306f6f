import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Accordion } from '@/components/section-parts/accordion';
import { renderWithProviders } from './render';

const items = [
  { id: 'q1', question: 'First question?', answer: 'First answer.' },
  { id: 'q2', question: 'Second question?', answer: 'Second answer.' },
  { id: 'q3', question: 'Third question?', answer: 'Third answer.' },
];

/** The item whose question is `question`: its details, and the summary a person presses. */
function item(question: string) {
  const heading = screen.getByRole('heading', { name: question });
  const summary = heading.closest('summary') as HTMLElement;
  return { summary, details: summary.parentElement as HTMLDetailsElement };
}

const openIds = () => [...document.querySelectorAll('details[open]')].map((details) => details.id);

describe('Accordion', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens one answer at a time, even where the browser does not group them, and a second press closes it', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Accordion items={items} headingLevel={3} />);
    expect(openIds()).toEqual([]);
    await user.click(item('First question?').summary);
    await waitFor(() => expect(openIds()).toEqual(['q1']));
    await user.click(item('Third question?').summary);
    await waitFor(() => expect(openIds()).toEqual(['q3']));
    await user.click(item('Third question?').summary);
    await waitFor(() => expect(openIds()).toEqual([]));
  });

  it('groups its items by name, so browsers keep one open without the scripts', async () => {
    await renderWithProviders(<Accordion items={items} headingLevel={2} />);
    const names = new Set([...document.querySelectorAll('details')].map((details) => details.getAttribute('name')));
    expect(names.size).toBe(1);
    expect([...names][0]).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('opens the item a #fragment links to', async () => {
    window.history.replaceState(null, '', '/en/faq#q2');
    await renderWithProviders(<Accordion items={items} headingLevel={3} />, { path: '/en/faq' });
    await waitFor(() => expect(openIds()).toEqual(['q2']));
    expect(item('Second question?').details.open).toBe(true);
  });
});
