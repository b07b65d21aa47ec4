/**
 * Word lists the generator combines into a realistic catalogue: article names a restaurant orders (so a search for
 * "sir" or "mleko" finds a small share, as in real life), supplier and station names, contact names.
 */
import type { Unit } from '@/domain/shared/enums';

interface ProductGroup {
  category: string;
  unit: Unit;
  /** Price of one unit in dinars, before the supplier's markup. */
  price: number;
  /** Product name, then its variants ('' for the plain product). */
  products: [string, string[]][];
}

const GROUPS: ProductGroup[] = [
  {
    category: 'Mlečni proizvodi',
    unit: 'KOM',
    price: 180,
    products: [
      ['Mleko', ['2,8% mm 1 l', '1,5% mm 1 l', 'bez laktoze 1 l', 'kozje 0,5 l']],
      ['Jogurt', ['1 l', '180 g', 'grčki 150 g']],
      ['Kiselo mleko', ['0,5 l', '1 l']],
      ['Pavlaka', ['kisela 20%', 'slatka za kuvanje', 'za šlag 35%']],
      ['Kajmak', ['mladi', 'stari']],
      ['Maslac', ['82%', 'neslani 250 g']],
      ['Mleko u prahu', ['obrano']],
    ],
  },
  {
    category: 'Sirevi',
    unit: 'KG',
    price: 950,
    products: [
      [
        'Sir',
        [
          'gauda',
          'edamer',
          'trapist',
          'beli kravlji',
          'feta',
          'mocarela',
          'parmezan',
          'dimljeni',
          'ementaler',
        ],
      ],
      ['Krem sir', ['']],
      ['Kačkavalj', ['pirotski', 'mladi']],
      ['Rikota', ['']],
    ],
  },
  {
    category: 'Meso',
    unit: 'KG',
    price: 890,
    products: [
      ['Svinjski', ['vrat', 'kare', 'but bez kosti', 'file']],
      ['Junetina', ['biftek', 'ramstek', 'rozbif', 'mlevena']],
      ['Piletina', ['file', 'batak', 'krilca', 'cela']],
      ['Ćuretina', ['file', 'šunka']],
      ['Jagnjetina', ['but', 'plećka']],
      ['Teletina', ['šnicla', 'kolenica']],
      ['Slanina', ['suva', 'pančeta']],
      ['Pršuta', ['goveđa', 'svinjska']],
      ['Kobasica', ['sremska', 'čajna', 'kranjska']],
      ['Ćevapi', ['']],
      ['Pljeskavica', ['gurmanska', 'obična']],
    ],
  },
  {
    category: 'Riba i plodovi mora',
    unit: 'KG',
    price: 1400,
    products: [
      ['Losos', ['file', 'dimljeni']],
      ['Oslić', ['file']],
      ['Tuna', ['stek']],
      ['Pastrmka', ['sveža']],
      ['Lignje', ['očišćene', 'pohovane']],
      ['Škampi', ['16/20', 'očišćeni']],
      ['Dagnje', ['u ljušturi']],
      ['Brancin', ['']],
      ['Orada', ['']],
    ],
  },
  {
    category: 'Povrće',
    unit: 'KG',
    price: 160,
    products: [
      ['Paradajz', ['', 'čeri']],
      ['Krastavac', ['']],
      ['Paprika', ['crvena', 'zelena', 'babura']],
      ['Luk', ['crni', 'beli', 'mladi', 'crveni']],
      ['Krompir', ['mladi', 'žuti', 'crveni']],
      ['Šargarepa', ['']],
      ['Kupus', ['beli', 'crveni']],
      ['Zelena salata', ['']],
      ['Rukola', ['']],
      ['Spanać', ['']],
      ['Tikvica', ['']],
      ['Patlidžan', ['']],
      ['Pečurke', ['šampinjoni', 'bukovače']],
      ['Brokoli', ['']],
      ['Karfiol', ['']],
      ['Celer', ['koren']],
      ['Peršun', ['list', 'koren']],
      ['Praziluk', ['']],
    ],
  },
  {
    category: 'Voće',
    unit: 'KG',
    price: 220,
    products: [
      ['Jabuka', ['crvena', 'zelena']],
      ['Limun', ['']],
      ['Pomorandža', ['']],
      ['Banana', ['']],
      ['Jagoda', ['']],
      ['Grožđe', ['belo']],
      ['Kruška', ['']],
      ['Kivi', ['']],
      ['Ananas', ['']],
      ['Malina', ['smrznuta']],
      ['Borovnica', ['']],
    ],
  },
  {
    category: 'Pekara',
    unit: 'KOM',
    price: 90,
    products: [
      ['Hleb', ['beli', 'integralni', 'raženi']],
      ['Kifla', ['']],
      ['Lepinja', ['']],
      ['Tortilja', ['25 cm']],
      ['Testo', ['lisnato', 'za picu']],
      ['Kroasan', ['']],
    ],
  },
  {
    category: 'Namirnice',
    unit: '#',
    price: 150,
    products: [
      ['Brašno', ['T-400', 'T-500', 'integralno']],
      ['Šećer', ['kristal', 'u prahu']],
      ['So', ['morska', 'jodirana']],
      ['Pirinač', ['basmati', 'arborio']],
      ['Testenina', ['špagete', 'pene', 'taljatele', 'fusili']],
      ['Jaja', ['L', 'M']],
      ['Med', ['bagremov']],
      ['Džem', ['kajsija', 'šljiva']],
      ['Kečap', ['']],
      ['Majonez', ['']],
      ['Senf', ['']],
      ['Kokosovo mleko', ['']],
      ['Paradajz pire', ['']],
      ['Prezle', ['']],
    ],
  },
  {
    category: 'Ulja i sirće',
    unit: 'Litar',
    price: 260,
    products: [
      ['Ulje', ['suncokretovo', 'maslinovo ekstra devičansko', 'repičino']],
      ['Sirće', ['alkoholno', 'jabukovo', 'balzamiko']],
    ],
  },
  {
    category: 'Začini',
    unit: 'g',
    price: 2,
    products: [
      ['Biber', ['crni mleveni', 'u zrnu']],
      ['Origano', ['']],
      ['Bosiljak', ['sušeni']],
      ['Aleva paprika', ['slatka', 'ljuta']],
      ['Cimet', ['']],
      ['Lovorov list', ['']],
      ['Ruzmarin', ['']],
      ['Majčina dušica', ['']],
    ],
  },
  {
    category: 'Bezalkoholna pića',
    unit: 'KOM',
    price: 85,
    products: [
      ['Voda', ['negazirana 0,5 l', 'gazirana 0,5 l', 'negazirana 1,5 l']],
      ['Sok', ['od pomorandže 1 l', 'od jabuke 1 l', 'od borovnice 0,2 l', 'multivitamin 1 l']],
      ['Kola', ['0,33 l', '0,25 l staklo']],
      ['Tonik', ['0,25 l']],
      ['Limunada', ['']],
      ['Ledeni čaj', ['breskva', 'limun']],
      ['Energetsko piće', ['0,25 l']],
    ],
  },
  {
    category: 'Alkoholna pića',
    unit: 'KOM',
    price: 650,
    products: [
      ['Pivo', ['točeno 30 l', '0,33 l flaša', '0,5 l limenka']],
      ['Vino', ['belo suvo', 'crno suvo', 'roze']],
      ['Rakija', ['šljivovica', 'kajsijevača', 'viljamovka', 'dunjevača']],
      ['Viski', ['']],
      ['Džin', ['']],
      ['Vodka', ['']],
      ['Liker', ['od višnje']],
      ['Prosecco', ['']],
    ],
  },
  {
    category: 'Kafa i čaj',
    unit: '#',
    price: 420,
    products: [
      ['Kafa', ['espreso u zrnu', 'domaća mlevena', 'instant']],
      ['Čaj', ['zeleni', 'kamilica', 'nana', 'crni']],
      ['Kakao', ['']],
      ['Šlag', ['u spreju']],
    ],
  },
  {
    category: 'Smrznuto',
    unit: 'KG',
    price: 310,
    products: [
      ['Pomfrit', ['10 mm', '9x9']],
      ['Sladoled', ['vanila', 'čokolada']],
      ['Grašak', ['smrznuti']],
      ['Mešano povrće', ['']],
    ],
  },
  {
    category: 'Higijena i ambalaža',
    unit: '#',
    price: 240,
    products: [
      ['Salvete', ['bele', 'crne']],
      ['Ubrusi', ['']],
      ['Toalet papir', ['']],
      ['Deterdžent', ['za sudove', 'za mašinu']],
      ['Rukavice', ['nitrilne', 'vinil']],
      ['Kese', ['za otpad 120 l']],
      ['Folija', ['prijanjajuća', 'aluminijumska']],
      ['Papir za pečenje', ['']],
      ['Čaše', ['za jednokratnu upotrebu']],
      ['Slamčice', ['']],
      ['Sredstvo za dezinfekciju', ['']],
    ],
  },
];

export interface Product {
  name: string;
  category: string;
  unit: Unit;
  price: number;
}

/** Every product variant once, e.g. "Sir gauda" (KG, Sirevi). */
export const PRODUCTS: Product[] = GROUPS.flatMap((group) =>
  group.products.flatMap(([product, variants]) =>
    variants.map((variant, index) => ({
      name: variant ? `${product} ${variant}` : product,
      category: group.category,
      unit: group.unit,
      price: group.price + index * 15,
    })),
  ),
);

export const CATEGORIES = [...new Set(PRODUCTS.map((product) => product.category))];

/** Line labels that make one supplier's article differ from another's ("Sir gauda Gastro"). */
export const LABELS = [
  'Gastro',
  'Horeca',
  'Premium',
  'Classic',
  'Bio',
  'Domaći',
  'Extra',
  'Select',
  'Fresh',
  'Eko',
  'Standard',
];

export const SUPPLIER_KINDS = [
  'Veletrgovina',
  'Distribucija',
  'Mlekara',
  'Mesara',
  'Ribarnica',
  'Pekara',
  'Povrće i voće',
  'Pića',
  'Vinarija',
  'Higijena',
  'Gastro servis',
  'Trgovina',
];

export const SURNAMES = [
  'Petrović',
  'Jovanović',
  'Nikolić',
  'Marković',
  'Đorđević',
  'Stojanović',
  'Ilić',
  'Stanković',
  'Pavlović',
  'Milošević',
  'Popović',
  'Simić',
  'Kostić',
  'Lazić',
  'Ristić',
  'Todorović',
  'Mitrović',
  'Savić',
  'Zorić',
  'Tomić',
  'Obradović',
  'Vasić',
  'Kovačević',
  'Radović',
  'Antić',
  'Janković',
];

export const MARKETS = [
  'Pijaca Kalenić',
  'Pijaca Zemun',
  'Pijaca Bajloni',
  'Pijaca Palilula',
  'Pijaca Skadarlija',
];

export const FIRST_NAMES = [
  'Milan',
  'Ana',
  'Dragan',
  'Jelena',
  'Nenad',
  'Marija',
  'Zoran',
  'Ivana',
  'Saša',
  'Milica',
  'Goran',
  'Tamara',
];

/** The big venue's stations; the last is the warehouse (docs/PRODUCT.md#order-kinds). */
export const BIG_STATIONS = [
  'Kuhinja',
  'Šank',
  'Poslastičarnica',
  'Roštilj',
  'Picerija',
  'Bar terasa',
  'Kafe bar',
  'Restoran sala',
  'Hladna kuhinja',
  'Topla kuhinja',
  'Doručak',
  'Room service',
  'Banket sala',
  'Lobi bar',
  'Bazen bar',
  'Vinski podrum',
  'Suši bar',
  'Pekara',
  'Kantina',
  'Magacin',
];

export const SMALL_STATIONS = ['Kuhinja', 'Šank'];
