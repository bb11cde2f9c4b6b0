import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { apiUrl, http, json, server } from '../../test/server';

const configured = () =>
  http.get(apiUrl('/config'), () =>
    json({
      message: 'ok',
      googleClientId: null,
      supportEmail: 'support@deckforge.example',
      legal: {
        governingLaw: 'the State of Delaware',
        negotiationDays: '30',
        arbitrationSeat: 'Wilmington, Delaware',
      },
    }),
  );

const sectionHeadings = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
    .filter((text) => /^\d+\. /.test(text ?? ''));

describe('legal pages', () => {
  it('Conditions of Use: last updated January 1, 2025, 19 numbered sections, configured blanks', async () => {
    server.use(configured(), ...publicHandlers());
    renderApp({ route: '/conditions' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conditions of Use' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Last updated January 1, 2025')).toBeInTheDocument();
    const headings = sectionHeadings();
    expect(headings).toHaveLength(19);
    expect(headings[0]).toBe('1. Our services');
    expect(headings[18]).toBe('19. Contact us');
    expect(await screen.findAllByText('the State of Delaware')).not.toHaveLength(0);
    expect(screen.getByText('30')).toBeInTheDocument();
    expect(screen.getByText('Wilmington, Delaware')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@deckforge.example' })).toHaveAttribute(
      'href',
      'mailto:support@deckforge.example',
    );
    expect(screen.queryByText(/Missing environment variable/)).not.toBeInTheDocument();
    // The terms say what the spec requires: no minors, no automation, no competing.
    const text = screen.getByRole('main').textContent ?? '';
    expect(text).toMatch(/not a minor/);
    expect(text).toMatch(/automated or non-human means/);
    expect(text).toMatch(/compete with us/);
  });

  it('shows visible placeholders for values the operator has not configured', async () => {
    server.use(...publicHandlers());
    renderApp({ route: '/conditions' });
    expect(
      await screen.findAllByText(/Missing environment variable: LEGAL_GOVERNING_LAW/),
    ).not.toHaveLength(0);
    expect(
      screen.getByText(/Missing environment variable: LEGAL_NEGOTIATION_DAYS/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Missing environment variable: LEGAL_ARBITRATION_SEAT/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Missing environment variable: SUPPORT_EMAIL/)).toBeInTheDocument();
  });

  it('Privacy Notice: 15 sections with an anchor table of contents and the US-state table', async () => {
    server.use(configured(), ...publicHandlers());
    renderApp({ route: '/privacy' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Notice' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Last updated January 1, 2025')).toBeInTheDocument();
    expect(sectionHeadings()).toHaveLength(15);

    const toc = screen.getByRole('navigation', { name: 'Table of contents' });
    const entries = within(toc).getAllByRole('link');
    expect(entries).toHaveLength(15);
    for (const entry of entries) {
      const id = entry.getAttribute('href')!.slice(1);
      expect(document.getElementById(id), id).not.toBeNull();
    }

    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    const collected = rows.map((row) => [
      within(row).getByRole('rowheader').textContent,
      row.lastElementChild?.textContent,
    ]);
    expect(
      collected.filter(([, answer]) => answer === 'YES').map(([category]) => category),
    ).toEqual([
      'A. Identifiers',
      'B. Personal information as defined in the California Customer Records statute',
    ]);
    expect(collected.filter(([, answer]) => answer === 'NO')).toHaveLength(10);

    const text = screen.getByRole('main').textContent ?? '';
    expect(text).toMatch(/past twelve \(12\) months/);
    for (const state of [
      'California',
      'Colorado',
      'Connecticut',
      'Delaware',
      'Florida',
      'Indiana',
      'Iowa',
      'Kentucky',
      'Montana',
      'New Hampshire',
      'New Jersey',
      'Oregon',
      'Tennessee',
      'Texas',
      'Utah',
      'Virginia',
    ])
      expect(text).toContain(state);
    expect(text).toMatch(/we do not currently respond to DNT/);
    expect(text).toMatch(/honour the Global Privacy Control/);
    expect(text).toMatch(/for as long as you have an account/);
    expect(text).toMatch(/We do not process sensitive information/);
    for (const item of [
      'names',
      'email addresses',
      'usernames',
      'contact preferences',
      'billing addresses',
      'debit/credit card numbers',
    ])
      expect(text).toContain(item);
  });
});
