import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MarkdownText } from '../../src/views/whatsNew/MarkdownText';
import { renderWithProviders } from './renderWithProviders';

afterEach(cleanup);

const draw = (markdown: string) => renderWithProviders(<MarkdownText>{markdown}</MarkdownText>).container;

describe('MarkdownText', () => {
  it('draws the structure of the text: emphasis, lists and links', () => {
    const shown = draw('Read **this** and *that*.\n\n- one\n- two\n\n[Rules](https://example.com/rules)');
    expect(shown.querySelector('strong')?.textContent).toBe('this');
    expect(shown.querySelector('em')?.textContent).toBe('that');
    expect([...shown.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['one', 'two']);
    const link = shown.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/rules');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.getAttribute('target')).toBe('_blank');
  });

  it('draws no HTML the text holds, neither as elements nor as markup', () => {
    const shown = draw('Hello <script>alert(1)</script><img src=x onerror="alert(2)"> <b id="raw">bold</b>');
    expect(shown.querySelector('script, img, #raw, [onerror]')).toBeNull();
    expect(shown.innerHTML).not.toContain('&lt;script');
    expect(shown.textContent).toContain('Hello');
  });

  it('keeps a link from running script, and draws no images', () => {
    const shown = draw('[click](javascript:alert(1)) ![logo](https://example.com/logo.png)');
    expect(shown.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect(shown.querySelector('img')).toBeNull();
  });

  it("puts the writer's headings below the card's h2, so the page keeps its one h1", () => {
    const shown = draw('# Big\n\n## Smaller');
    expect(shown.querySelector('h1, h2')).toBeNull();
    expect(shown.querySelector('h3')?.textContent).toBe('Big');
    expect(shown.querySelector('h4')?.textContent).toBe('Smaller');
  });
});
