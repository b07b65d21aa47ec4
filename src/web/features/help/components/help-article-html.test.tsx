import { describe, expect, it } from 'vitest';
import { sanitizeHelpHtml } from './help-article-html';

describe('help HTML', () => {
  it('keeps the help subset and drops scripts, handlers, links and styles', () => {
    const html =
      '<p>Text <strong>bold</strong></p><script>alert(1)</script><img src=x onerror="alert(1)">' +
      '<a href="javascript:alert(1)">x</a><p style="color:red" onclick="alert(1)">y</p>';
    const clean = sanitizeHelpHtml(html);
    expect(clean).toBe('<p>Text <strong>bold</strong></p>x<p>y</p>');
  });
});
