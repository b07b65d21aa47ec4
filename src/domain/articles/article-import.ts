/**
 * The spreadsheet import's row rule (docs/PRODUCT.md#article-import): the template's columns, their headers in both
 * languages, and the check of every row before anything is written. A row's problems are reported as `{
 * "<row>.<column>": code }` (sheet row numbers, 1 is the header), the shape of the error body's `fields`, so the web
 * shows a table of row number, column and message. The duplicate-in-catalogue check needs the database and is the
 * server's.
 */
import type { ErrorCode } from '@/domain/errors';
import { cyrillicCatalogue, toCyrillic } from '@/domain/shared/cyrillic';
import type { Language, Unit } from '@/domain/shared/enums';
import { UNITS } from '@/domain/shared/enums';
import { NameSchema } from '@/domain/auth/auth.schemas';
import { NOTE_MAX_LENGTH } from '@/domain/shared/limits';
import { userText } from '@/domain/shared/text';
import { parseTypedNumber } from '@/domain/shared/typed-number';
import { DEFAULT_UNIT, PriceSchema } from './articles.schemas';

export const IMPORT_COLUMNS = ['name', 'storeName', 'category', 'unit', 'price', 'note'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

const SERBIAN_HEADERS: Record<ImportColumn, string> = {
  name: 'Naziv',
  storeName: 'Naziv u radnji',
  category: 'Kategorija',
  unit: 'Jedinica mere',
  price: 'Cena',
  note: 'Napomena',
};

export const IMPORT_HEADERS: Record<Language, Record<ImportColumn, string>> = {
  ser: SERBIAN_HEADERS,
  cyr: cyrillicCatalogue(SERBIAN_HEADERS),
  en: {
    name: 'Name',
    storeName: 'Store name',
    category: 'Category',
    unit: 'Unit',
    price: 'Price',
    note: 'Note',
  },
};

const SERBIAN_EXAMPLE = ['Svinjski vrat 1 kg', 'Vrat b/k', 'Meso', 'KG', '890.00', 'Bez kostiju'];

/** The template's example row. Its unit stays the unit's code (KG), which the import reads in every language. */
export const IMPORT_EXAMPLE: Record<Language, string[]> = {
  ser: SERBIAN_EXAMPLE,
  cyr: SERBIAN_EXAMPLE.map((cell, index) => (IMPORT_COLUMNS[index] === 'unit' ? cell : toCyrillic(cell))),
  en: ['Pork neck 1 kg', 'Neck boneless', 'Meat', 'KG', '890.00', 'Boneless'],
};

export interface ImportedArticle {
  row: number;
  name: string;
  storeName: string;
  category: string;
  unit: Unit;
  price: string | null;
  note: string;
}

export interface ImportCheck {
  articles: ImportedArticle[];
  /** `${row}.${column}` -> code; empty when every row is right. */
  errors: Record<string, ErrorCode>;
}

const NoteSchema = userText({ max: NOTE_MAX_LENGTH });

/** Units are matched without case ("kg", "Kom"); an empty unit is the default (KOM). */
export function parseUnit(text: string): Unit | undefined {
  if (text === '') return DEFAULT_UNIT;
  return UNITS.find((unit) => unit.toLowerCase() === text.toLowerCase());
}

function firstCode(issues: readonly { message: string }[]): ErrorCode {
  return (issues[0]?.message ?? 'invalidInput') as ErrorCode;
}

/**
 * Checks data rows (cells as text, in template column order) given with their sheet row numbers. Empty rows are
 * skipped; a name twice in the file (without case) marks the later rows duplicateArticle.
 */
export function checkImportRows(rows: { row: number; cells: string[] }[]): ImportCheck {
  const articles: ImportedArticle[] = [];
  const errors: Record<string, ErrorCode> = {};
  const seen = new Set<string>();
  for (const { row, cells } of rows) {
    const cell = (column: ImportColumn) => (cells[IMPORT_COLUMNS.indexOf(column)] ?? '').trim();
    if (IMPORT_COLUMNS.every((column) => cell(column) === '')) continue;
    const fail = (column: ImportColumn, code: ErrorCode) => {
      errors[`${row}.${column}`] = code;
    };

    const name = NameSchema.safeParse(cell('name'));
    if (!name.success) fail('name', firstCode(name.error.issues));
    else if (seen.has(name.data.toLowerCase())) fail('name', 'duplicateArticle');
    const category = NameSchema.safeParse(cell('category'));
    if (!category.success) fail('category', firstCode(category.error.issues));
    const storeName = NoteSchema.safeParse(cell('storeName'));
    if (!storeName.success) fail('storeName', firstCode(storeName.error.issues));
    const note = NoteSchema.safeParse(cell('note'));
    if (!note.success) fail('note', firstCode(note.error.issues));
    const unit = parseUnit(cell('unit'));
    if (!unit) fail('unit', 'invalidInput');
    // As a Serbian user types it ("1.250,50"); the price rule wants plain decimal text.
    const typedPrice = cell('price');
    const price = PriceSchema.safeParse(
      typedPrice === '' ? '' : (parseTypedNumber(typedPrice) ?? typedPrice),
    );
    if (!price.success) fail('price', 'invalidInput');

    if (name.success) seen.add(name.data.toLowerCase());
    if (name.success && category.success && storeName.success && note.success && unit && price.success) {
      articles.push({
        row,
        name: name.data,
        storeName: storeName.data,
        category: category.data,
        unit,
        price: price.data,
        note: note.data,
      });
    }
  }
  return { articles, errors };
}
