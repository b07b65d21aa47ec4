import { describe, expect, it } from 'vitest';
import { cyrillicCatalogue, toCyrillic } from './cyrillic';

describe('toCyrillic', () => {
  it('writes every Serbian Latin letter, digraphs included, in Cyrillic', () => {
    expect(toCyrillic('abvgdđežzijklljmnnjoprstćufhcčdžš')).toBe('абвгдђежзијклљмнњопрстћуфхцчџш');
    expect(toCyrillic('Ljubljana, njiva, džem, đak, ćevapi, čaša, šargarepa, žito')).toBe(
      'Љубљана, њива, џем, ђак, ћевапи, чаша, шаргарепа, жито',
    );
  });

  it('keeps upper, title and lower case, digraphs as one capital letter', () => {
    expect(toCyrillic('LJUBAV NJIVA DŽEP')).toBe('ЉУБАВ ЊИВА ЏЕП');
    expect(toCyrillic('Ljubav Njiva Džep Đorđe Čačak')).toBe('Љубав Њива Џеп Ђорђе Чачак');
    expect(toCyrillic('Porudžbina')).toBe('Поруџбина');
  });

  it('splits nj and dž where a prefix meets a root (injekcija, konjunkcija, nadživeti)', () => {
    expect(toCyrillic('injekcija konjunkcija nadživeti')).toBe('инјекција конјункција надживети');
    expect(toCyrillic('Injekcije, konjugacija, podžanr, odžaliti')).toBe(
      'Инјекције, конјугација, поджанр, оджалити',
    );
    expect(toCyrillic('konj, njegov, džak')).toBe('коњ, његов, џак');
  });

  it('never touches interpolation placeholders, nesting or ICU argument names', () => {
    expect(toCyrillic('Zdravo, {{name}}! Porudžbina {{number}}')).toBe(
      'Здраво, {{name}}! Поруџбина {{number}}',
    );
    expect(toCyrillic('Vidi $t(common.save) i {name}')).toBe('Види $t(common.save) и {name}');
    expect(toCyrillic('{count, plural, one {# stavka} other {# stavki}}')).toBe(
      '{count, plural, one {# ставка} other {# ставки}}',
    );
  });

  it('leaves tags, URLs, e-mail addresses, domains and identifiers as they are', () => {
    expect(toCyrillic('Kliknite <strong>ovde</strong> ili <1>link</1>')).toBe(
      'Кликните <strong>овде</strong> или <1>линк</1>',
    );
    expect(toCyrillic('Otvorite https://nabavka.rs/pomoc?a=b sada')).toBe(
      'Отворите https://nabavka.rs/pomoc?a=b сада',
    );
    expect(toCyrillic('Pišite na ime@primer.rs ili posetite nabavka.rs')).toBe(
      'Пишите на ime@primer.rs или посетите nabavka.rs',
    );
    expect(toCyrillic('Podesite SMTP_URL')).toBe('Подесите SMTP_URL');
    expect(toCyrillic('[Pomoć](/help/orders) je tu')).toBe('[Помоћ](/help/orders) је ту');
  });

  it('keeps order numbers, brands, formats and units Latin but writes Serbian abbreviations in Cyrillic', () => {
    expect(toCyrillic('Porudžbina KUH-0012 je poslata')).toBe('Поруџбина KUH-0012 је послата');
    expect(toCyrillic('Pošaljite preko WhatsApp-a, Viber-a ili SMS-om')).toBe(
      'Пошаљите преко WhatsApp-а, Viber-а или SMS-ом',
    );
    expect(toCyrillic('UBL 2.1 XML datoteke (SEF ili EN 16931), do 5 MB, xlsx i PDF')).toBe(
      'UBL 2.1 XML датотеке (СЕФ или EN 16931), до 5 MB, xlsx и PDF',
    );
    expect(toCyrillic('PIB-om, PDV i 1.234,50 RSD')).toBe('ПИБ-ом, ПДВ и 1.234,50 RSD');
    expect(toCyrillic('Paket PRO ili BASIC')).toBe('Пакет PRO или BASIC');
  });
});

describe('cyrillicCatalogue', () => {
  it('converts every text of a nested catalogue and keeps its keys', () => {
    expect(cyrillicCatalogue({ a: 'Sačuvaj', b: { c: ['Da', 'Ne'] }, n: 3 })).toEqual({
      a: 'Сачувај',
      b: { c: ['Да', 'Не'] },
      n: 3,
    });
  });

  it("converts a text function's result but not the names passed to it", () => {
    const texts = cyrillicCatalogue({
      greeting: ({ name }: { name: string }) => `Zdravo, ${name}!`,
      count: (count: number) => `Stavki: ${count}`,
    });
    expect(texts.greeting({ name: 'Bistro Njegoš' })).toBe('Здраво, Bistro Njegoš!');
    expect(texts.count(3)).toBe('Ставки: 3');
  });
});
