import { describe, expect, it } from 'vitest';
import { linkify, mailDocument } from './mail-content';

describe('demo mail content', () => {
  it('turns the links of a plain-text mail into link parts, leaving sentence punctuation out', () => {
    expect(linkify('Potvrdite: http://localhost:3000/verify/email?activationToken=abc. Hvala!')).toEqual([
      { kind: 'text', text: 'Potvrdite: ' },
      { kind: 'link', href: 'http://localhost:3000/verify/email?activationToken=abc' },
      { kind: 'text', text: '. Hvala!' },
    ]);
  });

  it('keeps text without links whole', () => {
    expect(linkify('Nema linkova')).toEqual([{ kind: 'text', text: 'Nema linkova' }]);
  });

  it('makes the links of the HTML open in a new tab', () => {
    expect(mailDocument('<p>x</p>')).toBe('<base target="_blank"><p>x</p>');
  });
});
