import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@/domain/errors';
import en from './en.json';
import ser from './ser.json';
import currentOrdersEn from './current-orders-en.json';
import currentOrdersSer from './current-orders-ser.json';
import orderWizardEn from './order-wizard-en.json';
import orderWizardSer from './order-wizard-ser.json';
import ordersEn from './orders-en.json';
import ordersSer from './orders-ser.json';
import termsEn from './terms-en.json';
import termsSer from './terms-ser.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) found.set(leaf, text);
  }
  return found;
}

// The lazily loaded namespaces are checked together with the main catalogue, under their namespace name.
const catalogues = {
  ser: new Map([
    ...leaves(ser),
    ...leaves({
      terms: termsSer,
      orders: ordersSer,
      orderWizard: orderWizardSer,
      currentOrders: currentOrdersSer,
    }),
  ]),
  en: new Map([
    ...leaves(en),
    ...leaves({
      terms: termsEn,
      orders: ordersEn,
      orderWizard: orderWizardEn,
      currentOrders: currentOrdersEn,
    }),
  ]),
};

describe('translation catalogues', () => {
  it('have exactly the same keys in Serbian and English', () => {
    const serKeys = [...catalogues.ser.keys()].sort();
    const enKeys = [...catalogues.en.keys()].sort();
    expect(enKeys).toEqual(serKeys);
  });

  it.each(Object.entries(catalogues))('have no empty texts (%s)', (_language, texts) => {
    const empty = [...texts].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(Object.entries(catalogues))(
    'translate every error code of the catalogue (%s)',
    (_language, texts) => {
      // Dotted codes such as common.requiredField are nested keys (errors.common.requiredField).
      const missing = ERROR_CODES.filter((code) => !texts.has(`errors.${code}`));
      expect(missing).toEqual([]);
    },
  );

  it('write Serbian in Latin script with its own letters', () => {
    const serbian = [...catalogues.ser.values()].join(' ');
    expect(serbian).toMatch(/[čćšžđ]/);
    expect(serbian).not.toMatch(/[\u0400-\u04FF]/);
  });

  it('use the same interpolation variables in both languages', () => {
    const variables = (text: string) =>
      [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
    const mismatched = [...catalogues.ser].filter(
      ([key, text]) =>
        JSON.stringify(variables(text)) !== JSON.stringify(variables(catalogues.en.get(key) ?? '')),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });
});
