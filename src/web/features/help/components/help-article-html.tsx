import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * The help files make only these tags (src/domain/help/help-content.ts). The stored rows can be corrected in the
 * database, so the page trusts nothing: whatever else a row holds is dropped here, and no attribute survives.
 */
const ALLOWED_TAGS = ['p', 'ul', 'ol', 'li', 'strong', 'em', 'br'];

export function sanitizeHelpHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [] });
}

export function HelpArticleHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHelpHtml(html), [html]);
  return (
    <Typography>
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
