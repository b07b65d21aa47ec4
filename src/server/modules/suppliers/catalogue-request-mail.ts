/**
 * The mail a venue's request for a new catalogue supplier or article sends to every super admin
 * (docs/PRODUCT.md#api-catalogue requestSupplier, requestNewArticle), queued in the request's transaction in each
 * super admin's language.
 */
import { and, eq } from 'drizzle-orm';
import type { Language } from '@/domain/shared/enums';
import type { Executor } from '@/server/db/client';
import { users } from '@/server/db/schema';
import type { Mailer } from '@/server/mail/mailer';
import { escapeHtml, mailDocument, mailParagraph } from '@/server/mail/templates';
import { toCyrillic, withCyrillic } from '@/domain/shared/cyrillic';

export interface CatalogueRequest {
  kind: 'supplier' | 'article';
  venueId: number;
  venueName: string;
  requestedBy: string;
  /** Label and value lines describing what is asked for, already in plain text. */
  lines: { ser: string; en: string; value: string }[];
}

const TEXTS = withCyrillic({
  ser: {
    supplier: (venue: string) => `Zahtev za novog dobavljača: ${venue}`,
    article: (venue: string) => `Zahtev za novi artikal: ${venue}`,
    intro: (venue: string, by: string) => `Objekat ${venue} (${by}) traži dodavanje u katalog:`,
  },
  en: {
    supplier: (venue: string) => `New supplier request: ${venue}`,
    article: (venue: string) => `New article request: ${venue}`,
    intro: (venue: string, by: string) => `The venue ${venue} (${by}) asks to add to the catalogue:`,
  },
});

/** A line's label in the reader's language; the Cyrillic one is made from the Serbian (docs/decisions/0033-cyrillic.md). */
function lineLabel(line: { ser: string; en: string }, language: Language): string {
  return language === 'cyr' ? toCyrillic(line.ser) : line[language];
}

export async function mailSuperAdmins(
  tx: Executor,
  mailer: Mailer,
  request: CatalogueRequest,
): Promise<void> {
  const admins = await tx
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.role, 'ROLE_SUPERADMIN'), eq(users.disabled, false)));
  for (const admin of admins) {
    const language: Language = admin.language ?? 'ser';
    const texts = TEXTS[language];
    const subject = texts[request.kind](request.venueName).replace(/[\r\n\t]+/g, ' ');
    const intro = texts.intro(request.venueName, request.requestedBy);
    const lines = request.lines.map((line) => `${lineLabel(line, language)}: ${line.value}`);
    await mailer.enqueue(
      {
        kind: `request-${request.kind}`,
        to: admin.email,
        userId: admin.id,
        venueId: request.venueId,
        subject,
        html: mailDocument(language, subject, [
          mailParagraph(escapeHtml(intro)),
          ...lines.map((line) => mailParagraph(escapeHtml(line))),
        ]),
        text: [intro, '', ...lines].join('\n'),
      },
      tx,
    );
  }
}
