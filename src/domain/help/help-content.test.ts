import { describe, expect, it } from 'vitest';
import { markdownToHtml, parseHelpFile } from './help-content';

describe('help files (help topics: docs/PRODUCT.md#help)', () => {
  it('turns paragraphs, lists and bold into HTML', () => {
    expect(
      markdownToHtml(['First line', 'goes on.', '', '- one', '- two **bold**', '', '1. step', '2. next']),
    ).toBe(
      '<p>First line goes on.</p>\n<ul><li>one</li><li>two <strong>bold</strong></li></ul>\n<ol><li>step</li><li>next</li></ol>',
    );
  });

  it('escapes everything else: no tag, handler or script can come from a file', () => {
    const html = markdownToHtml(['<script>alert(1)</script> <img src=x onerror="alert(1)"> **<b>x</b>**']);
    expect(html).not.toMatch(/<script|<img|<b>/);
    expect(html).toContain('&lt;script&gt;');
  });

  it('reads categories and articles, and refuses a malformed file', () => {
    const parsed = parseHelpFile(
      '# start: Početak\n## registration: Registracija\nTekst.\n\n## profile: Profil\n- a\n',
    );
    expect(parsed).toEqual([
      {
        slug: 'start',
        name: 'Početak',
        articles: [
          { slug: 'registration', title: 'Registracija', html: '<p>Tekst.</p>' },
          { slug: 'profile', title: 'Profil', html: '<ul><li>a</li></ul>' },
        ],
      },
    ]);
    expect(() => parseHelpFile('## a: b\n')).toThrow();
    expect(() => parseHelpFile('# A B: c\n')).toThrow();
    expect(() => parseHelpFile('# a: b\n## x: c\n# b: d\n## x: e\n')).toThrow();
    expect(() => parseHelpFile('stray\n')).toThrow();
  });
});
