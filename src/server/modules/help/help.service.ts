/**
 * The help centre (docs/PRODUCT.md#help): the files content/help/{ser,en}.md (Cyrillic made from ser.md), shipped with the app, are loaded into the
 * database at start (idempotent), so a correction is a file edit and a restart (or an update of the rows), never
 * a rebuild of the web app. Reads serve the caller's language.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cyrillicHelp, parseHelpFile } from '@/domain/help/help-content';
import { LANGUAGES, type Language } from '@/domain/shared/enums';
import type { Database } from '@/server/db/client';
import { projectRoot } from '@/server/paths';
import type { Deps } from '@/server/types';
import { findHelp, replaceHelpLanguage } from './help.repository';

export const helpFolder = () => join(projectRoot(), 'content', 'help');

/** Loads every language's help file into the database, in one transaction. */
export async function loadHelpContent(db: Database, folder = helpFolder()): Promise<void> {
  const files = await Promise.all(
    LANGUAGES.map(async (language) => {
      // Cyrillic help is made from the Serbian Latin file (docs/decisions/0033-cyrillic.md): no third file to keep.
      const source = language === 'cyr' ? 'ser' : language;
      const categories = parseHelpFile(await readFile(join(folder, `${source}.md`), 'utf8'));
      return { language, categories: language === 'cyr' ? cyrillicHelp(categories) : categories };
    }),
  );
  await db.transaction(async (tx) => {
    for (const file of files) await replaceHelpLanguage(tx, file.language, file.categories);
  });
}

export function listHelp(deps: Deps<'db'>, language: Language) {
  return findHelp(deps.db, language);
}
