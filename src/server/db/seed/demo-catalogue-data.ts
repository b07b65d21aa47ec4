/**
 * What the demo catalogue holds: suppliers, their contacts and notes, station links and articles with per-station
 * settings. Plain data; demo-catalogue.ts inserts it. Names are invented; e-mail domains use the reserved `.test`
 * TLD so a demo "send by e-mail" never reaches a real inbox. Pibs are 9 digits with a valid ISO 7064 MOD 11,10
 * check digit (the Serbian tax id rule).
 */
import type { Unit } from '@/domain/shared/enums';
import type { DemoAccountKey, DemoStationKey, DemoVenueKey } from './demo';

export type DemoSupplierKey =
  | 'mesara'
  | 'mlekara'
  | 'pekara'
  | 'povrce'
  | 'pica'
  | 'riba'
  | 'pijaca'
  | 'kafanaNabavka'
  | 'barSnabdevanje';

export const DEMO_CATEGORIES = [
  'Meso',
  'Suhomesnato',
  'Mlečni proizvodi',
  'Jaja',
  'Pekarski proizvodi',
  'Povrće',
  'Voće',
  'Riba',
  'Sokovi',
  'Voda',
  'Alkoholna pića',
  'Kafa i čaj',
  'Začini',
  'Namirnice',
] as const;
export type DemoCategory = (typeof DEMO_CATEGORIES)[number];

export interface SupplierSeed {
  name: string;
  /** Null: the shared, verified catalogue. A venue: that venue's own unverified supplier. */
  owner: DemoVenueKey | null;
  /** Who owns the articles: the catalogue (null), or the venue that typed them in (own and market suppliers). */
  articleOwner: DemoVenueKey | null;
  isMarket: boolean;
  pib: string;
  registrationNumber: string | null;
  address: string;
  postNumber: string;
  city: string;
  phone: string;
  email: string;
  bankAccountNumber: string;
  venues: DemoVenueKey[];
}

export const DEMO_SUPPLIERS: Record<DemoSupplierKey, SupplierSeed> = {
  mesara: {
    name: 'Mesara Zlatibor',
    owner: null,
    articleOwner: null,
    isMarket: false,
    pib: '104512378',
    registrationNumber: '20145873',
    address: 'Tržnica bb',
    postNumber: '31315',
    city: 'Zlatibor',
    phone: '+381313841200',
    email: 'prodaja@mesara-zlatibor.test',
    bankAccountNumber: '160-0000000214587-33',
    venues: ['bistro'],
  },
  mlekara: {
    name: 'Mlekara Subotica',
    owner: null,
    articleOwner: null,
    isMarket: false,
    pib: '106882149',
    registrationNumber: '08012345',
    address: 'Tolminska 10',
    postNumber: '24000',
    city: 'Subotica',
    phone: '+38124555100',
    email: 'kupci@mlekara-subotica.test',
    bankAccountNumber: '205-0000000112233-45',
    venues: ['bistro', 'kafana'],
  },
  pekara: {
    name: 'Pekara Kod Mike',
    owner: 'bistro',
    articleOwner: 'bistro',
    isMarket: false,
    pib: '102930479',
    registrationNumber: null,
    address: 'Cara Dušana 44',
    postNumber: '11000',
    city: 'Beograd',
    phone: '0637778899',
    email: '',
    bankAccountNumber: '',
    venues: ['bistro'],
  },
  povrce: {
    name: 'Voće i Povrće Kalenić',
    owner: null,
    articleOwner: null,
    isMarket: false,
    pib: '108155300',
    registrationNumber: '21478520',
    address: 'Maksima Gorkog 50',
    postNumber: '11000',
    city: 'Beograd',
    phone: '+381113440210',
    email: 'porudzbine@kalenic-povrce.test',
    bankAccountNumber: '170-0000000457812-96',
    venues: ['bistro'],
  },
  pica: {
    name: 'Pića Promet',
    owner: null,
    articleOwner: null,
    isMarket: false,
    pib: '103774262',
    registrationNumber: '17456321',
    address: 'Batajnički drum 23',
    postNumber: '11080',
    city: 'Zemun',
    phone: '+381113770500',
    email: 'narudzbe@pica-promet.test',
    bankAccountNumber: '265-0000000336699-12',
    venues: ['bistro'],
  },
  riba: {
    name: 'Riba Dunav',
    owner: 'bistro',
    articleOwner: 'bistro',
    isMarket: false,
    pib: '109621581',
    registrationNumber: null,
    address: 'Kej oslobođenja 8',
    postNumber: '11080',
    city: 'Zemun',
    phone: '0658765432',
    email: 'dragana@riba-dunav.test',
    bankAccountNumber: '',
    venues: ['bistro'],
  },
  pijaca: {
    name: 'Pijaca Zeleni Venac',
    owner: null,
    // A market sells what is on the stalls that day: the venue keeps its own list of what it buys there.
    articleOwner: 'bistro',
    isMarket: true,
    pib: '105403690',
    registrationNumber: null,
    address: 'Zeleni venac bb',
    postNumber: '11000',
    city: 'Beograd',
    phone: '+381112630210',
    email: 'info@zeleni-venac.test',
    bankAccountNumber: '',
    venues: ['bistro'],
  },
  kafanaNabavka: {
    name: 'Kafana Nabavka d.o.o.',
    owner: 'kafana',
    articleOwner: 'kafana',
    isMarket: false,
    pib: '110237841',
    registrationNumber: null,
    address: 'Futoški put 31',
    postNumber: '21000',
    city: 'Novi Sad',
    phone: '0669988776',
    email: '',
    bankAccountNumber: '',
    venues: ['kafana'],
  },
  barSnabdevanje: {
    name: 'Bar Snabdevanje Niš',
    owner: 'probni',
    articleOwner: 'probni',
    isMarket: false,
    pib: '111450924',
    registrationNumber: null,
    address: 'Vožda Karađorđa 12',
    postNumber: '18000',
    city: 'Niš',
    phone: '0615544332',
    email: 'ana@bar-snabdevanje.test',
    bankAccountNumber: '',
    venues: ['probni'],
  },
};

export const DEMO_STATION_SUPPLIERS: Record<DemoStationKey, DemoSupplierKey[]> = {
  kuhinja: ['mesara', 'mlekara', 'pekara', 'povrce', 'riba'],
  sank: ['pica', 'mlekara', 'pekara'],
  magacin: ['pijaca'],
  kafanaKuhinja: ['kafanaNabavka', 'mlekara'],
  probniBar: ['barSnabdevanje'],
};

export interface ContactSeed {
  venue: DemoVenueKey;
  supplier: DemoSupplierKey;
  name: string;
  phone: string;
  email: string;
}

// Both phone styles the app meets (local 06x… and +381…), plus contacts reachable by phone only (no e-mail
// channel) and by e-mail only (no WhatsApp, Viber, SMS or call), which the send rules (docs/PRODUCT.md#send-channels)
// tell apart.
export const DEMO_CONTACTS = {
  mesaraMilan: {
    venue: 'bistro',
    supplier: 'mesara',
    name: 'Milan Stojanović',
    phone: '0641234567',
    email: 'milan@mesara-zlatibor.test',
  },
  mesaraProdaja: {
    venue: 'bistro',
    supplier: 'mesara',
    name: 'Prodaja Mesara',
    phone: '+381641112233',
    email: 'prodaja@mesara-zlatibor.test',
  },
  mlekaraIvana: {
    venue: 'bistro',
    supplier: 'mlekara',
    name: 'Ivana Kovač',
    phone: '+381652223344',
    email: 'ivana.kovac@mlekara-subotica.test',
  },
  mlekaraPorudzbine: {
    venue: 'bistro',
    supplier: 'mlekara',
    name: 'Porudžbine Mlekara',
    phone: '',
    email: 'porudzbine@mlekara-subotica.test',
  },
  pekaraMika: { venue: 'bistro', supplier: 'pekara', name: 'Mika Pekar', phone: '0637778899', email: '' },
  povrceGoran: {
    venue: 'bistro',
    supplier: 'povrce',
    name: 'Goran Jović',
    phone: '0603456789',
    email: 'goran@kalenic-povrce.test',
  },
  picaSasa: {
    venue: 'bistro',
    supplier: 'pica',
    name: 'Saša Marković',
    phone: '+381649876543',
    email: 'sasa@pica-promet.test',
  },
  picaDispecer: {
    venue: 'bistro',
    supplier: 'pica',
    name: 'Dispečer Pića Promet',
    phone: '0113770501',
    email: '',
  },
  ribaDragana: {
    venue: 'bistro',
    supplier: 'riba',
    name: 'Dragana Petrović',
    phone: '0658765432',
    email: 'dragana@riba-dunav.test',
  },
  pijacaVesna: { venue: 'bistro', supplier: 'pijaca', name: 'Tezga Vesna', phone: '0621122334', email: '' },
  kafanaZoran: {
    venue: 'kafana',
    supplier: 'kafanaNabavka',
    name: 'Zoran Nikolić',
    phone: '0669988776',
    email: '',
  },
  kafanaMlekaraPetar: {
    venue: 'kafana',
    supplier: 'mlekara',
    name: 'Petar Horvat',
    phone: '+381214445566',
    email: 'petar@mlekara-subotica.test',
  },
  probniAna: {
    venue: 'probni',
    supplier: 'barSnabdevanje',
    name: 'Ana Stefanović',
    phone: '0615544332',
    email: 'ana@bar-snabdevanje.test',
  },
} as const satisfies Record<string, ContactSeed>;
export type DemoContactKey = keyof typeof DEMO_CONTACTS;

export interface NoteSeed {
  venue: DemoVenueKey;
  supplier: DemoSupplierKey;
  user: DemoAccountKey;
  timeToOrder: string;
  timeToDeliver: string;
  /** Monday first, 0-6 (docs/PRODUCT.md#formats). */
  daysInWeek: number[];
  note: string;
}

// Supplier notes are a PRO feature (docs/PRODUCT.md#plan-allowance), so only Bistro Demo has them.
export const DEMO_NOTES: NoteSeed[] = [
  {
    venue: 'bistro',
    supplier: 'mesara',
    user: 'admin',
    timeToOrder: '14:00',
    timeToDeliver: '08:00',
    daysInWeek: [0, 2, 4],
    note: 'Poručiti do 14h dan ranije. Isporuka na zadnji ulaz.',
  },
  {
    venue: 'bistro',
    supplier: 'mlekara',
    user: 'admin',
    timeToOrder: '18:00',
    timeToDeliver: '07:00',
    daysInWeek: [0, 1, 2, 3, 4, 5],
    note: 'Svaki dan osim nedelje. Pri prijemu proveriti rok trajanja.',
  },
  {
    venue: 'bistro',
    supplier: 'pekara',
    user: 'admin',
    timeToOrder: '20:00',
    timeToDeliver: '06:30',
    daysInWeek: [0, 1, 2, 3, 4, 5, 6],
    note: 'Hleb stiže svako jutro do 7h.',
  },
  {
    venue: 'bistro',
    supplier: 'povrce',
    user: 'staff',
    timeToOrder: '16:00',
    timeToDeliver: '09:00',
    daysInWeek: [0, 2, 4, 5],
    note: 'Meri se pri prijemu, reklamacije odmah vozaču.',
  },
  {
    venue: 'bistro',
    supplier: 'pica',
    user: 'admin',
    timeToOrder: '12:00',
    timeToDeliver: '10:00',
    daysInWeek: [1, 3],
    note: 'Minimalna porudžbina 10.000 din. Vraćaju se prazne gajbe i burad.',
  },
  {
    venue: 'bistro',
    supplier: 'riba',
    user: 'admin',
    timeToOrder: '10:00',
    timeToDeliver: '08:00',
    daysInWeek: [1, 4],
    note: 'Sveža riba utorkom i petkom, smrznuto po dogovoru.',
  },
  {
    venue: 'bistro',
    supplier: 'pijaca',
    user: 'staff',
    timeToOrder: '00:00',
    timeToDeliver: '09:00',
    daysInWeek: [5],
    note: 'Pijaca subotom ujutru, plaća se gotovinom.',
  },
];

export interface StationSetting {
  favorite: boolean;
  recommendedQuantity: string | null;
  comment: string;
}

export interface ArticleSeed {
  name: string;
  storeName: string;
  category: DemoCategory;
  unit: Unit;
  price: string;
  note: string;
  stations: Partial<Record<DemoStationKey, StationSetting>>;
}

/** A favorite, optionally with a recommended quantity and a comment. */
const fav = (recommendedQuantity: string | null = null, comment = ''): StationSetting => ({
  favorite: true,
  recommendedQuantity,
  comment,
});
/** Not a favorite, but with a recommended quantity. */
const rec = (recommendedQuantity: string): StationSetting => ({
  favorite: false,
  recommendedQuantity,
  comment: '',
});

function article(
  name: string,
  storeName: string,
  category: DemoCategory,
  unit: Unit,
  price: string,
  stations: ArticleSeed['stations'] = {},
  note = '',
): ArticleSeed {
  return { name, storeName, category, unit, price, note, stations };
}

// Names carry pack size and unit where natural (advice: docs/PRODUCT.md#input-rules).
export const DEMO_ARTICLES: Record<DemoSupplierKey, ArticleSeed[]> = {
  mesara: [
    article('Juneći but bez kosti', 'JUNECI BUT BK', 'Meso', 'KG', '1150.00', { kuhinja: fav('5') }),
    article('Svinjski vrat bez kosti', 'SV VRAT BK', 'Meso', 'KG', '780.00', { kuhinja: fav('4') }),
    article('Pileći file', 'PILECI FILE', 'Meso', 'KG', '690.00', {
      kuhinja: fav('10', 'Uvek sveže, nikako smrznuto'),
    }),
    article('Pileći batak i karabatak', 'PIL BATAK KARABATAK', 'Meso', 'KG', '420.00'),
    article('Mleveno meso mešano', 'MLEVENO MESANO', 'Meso', 'KG', '820.00', { kuhinja: fav('3') }),
    article('Juneći biftek', 'JUNECI BIFTEK', 'Meso', 'KG', '3200.00', {}, 'Poručiti 48 h unapred'),
    article('Jagnjetina polutka', 'JAGNJE POLUTKA', 'Meso', 'KG', '1450.00'),
    article('Teleća rebra', 'TELECA REBRA', 'Meso', 'KG', '980.00'),
    article('Ćevapi 1kg (20 kom)', 'CEVAPI 1/1', 'Meso', '#', '1100.00', { kuhinja: fav() }),
    article('Pljeskavica 150g', 'PLJESKAVICA 150', 'Meso', 'KOM', '210.00'),
    article('Domaća kobasica', 'KOBASICA DOMACA', 'Suhomesnato', 'KG', '950.00'),
    article('Slanina dimljena', 'SLANINA DIMLJENA', 'Suhomesnato', 'KG', '1050.00', { kuhinja: rec('1.5') }),
    article('Goveđa pršuta', 'PRSUTA GOVEDJA', 'Suhomesnato', 'g', '4.20'),
    article('Sremski kulen', 'KULEN SREMSKI', 'Suhomesnato', 'KG', '2400.00'),
    article('Čvarci 500g', 'CVARCI 500', 'Suhomesnato', '#', '850.00'),
    article('Svinjska mast 1kg', 'MAST SVINJSKA 1/1', 'Namirnice', '#', '390.00'),
  ],
  mlekara: [
    article('Mleko 2.8% 1L', 'MLEKO 2,8 1L', 'Mlečni proizvodi', 'Litar', '139.00', {
      kuhinja: fav('6'),
      sank: fav('12'),
      kafanaKuhinja: fav('4'),
    }),
    article('Mleko za kafu 3.5% 1L', 'MLEKO BARISTA 1L', 'Mlečni proizvodi', 'Litar', '165.00', {
      sank: fav('10', 'Samo ovo mleko za espreso aparat'),
    }),
    article('Jogurt 2.8% 1.5L', 'JOGURT 1,5L', 'Mlečni proizvodi', '#', '210.00', { kafanaKuhinja: fav() }),
    article('Kisela pavlaka 20% 400g', 'PAVLAKA KISELA 400', 'Mlečni proizvodi', 'KOM', '189.00', {
      kuhinja: fav('6'),
    }),
    article('Kajmak 500g', 'KAJMAK 500', 'Mlečni proizvodi', '#', '890.00', {
      kuhinja: fav('2'),
      kafanaKuhinja: fav('3'),
    }),
    article('Beli sir kravlji', 'SIR BELI KRAVLJI', 'Mlečni proizvodi', 'KG', '780.00', {
      kuhinja: fav('3'),
    }),
    article('Mladi sir 500g', 'SIR MLADI 500', 'Mlečni proizvodi', 'KOM', '320.00'),
    article('Gauda u komadu', 'GAUDA KOMAD', 'Mlečni proizvodi', 'KG', '1150.00'),
    article('Pavlaka za kuvanje 1L', 'PAVLAKA KUVANJE 1L', 'Mlečni proizvodi', 'Litar', '420.00', {
      kuhinja: fav('4'),
    }),
    article('Slatka pavlaka 35% 1L', 'PAVLAKA SLATKA 1L', 'Mlečni proizvodi', 'Litar', '520.00', {
      sank: rec('2'),
    }),
    article('Maslac 250g', 'MASLAC 250', 'Mlečni proizvodi', 'KOM', '390.00', { kuhinja: rec('8') }),
    article('Mocarela 125g', 'MOCARELA 125', 'Mlečni proizvodi', 'KOM', '179.00'),
    article('Parmezan rendani', 'PARMEZAN REND', 'Mlečni proizvodi', 'g', '3.10', { kuhinja: rec('500') }),
    article('Jaja L (30 kom)', 'JAJA L 30', 'Jaja', '#', '720.00', { kuhinja: fav('2') }),
  ],
  pekara: [
    article('Hleb beli 600g', 'HLEB BELI', 'Pekarski proizvodi', 'KOM', '75.00', { kuhinja: fav('10') }),
    article('Hleb integralni 500g', 'HLEB INTEGRALNI', 'Pekarski proizvodi', 'KOM', '110.00', {
      kuhinja: rec('4'),
    }),
    article('Lepinja', 'LEPINJA', 'Pekarski proizvodi', 'KOM', '45.00', { kuhinja: fav('20') }),
    article('Somun', 'SOMUN', 'Pekarski proizvodi', 'KOM', '60.00'),
    article('Baget', 'BAGET', 'Pekarski proizvodi', 'KOM', '90.00'),
    article('Kroasan', 'KROASAN', 'Pekarski proizvodi', 'KOM', '95.00', { sank: fav('15') }),
    article('Kifla sa susamom', 'KIFLA SUSAM', 'Pekarski proizvodi', 'KOM', '35.00'),
    article('Burek sa sirom', 'BUREK SIR', 'Pekarski proizvodi', 'KG', '620.00'),
    article('Pita sa jabukama', 'PITA JABUKA', 'Pekarski proizvodi', 'KG', '680.00', { sank: rec('1') }),
    article('Tost hleb 500g', 'TOST 500', 'Pekarski proizvodi', '#', '150.00', { sank: fav('3') }),
    article('Prezle 1kg', 'PREZLE 1/1', 'Namirnice', '#', '180.00'),
    article('Brašno T-400 1kg', 'BRASNO T400', 'Namirnice', '#', '95.00', { kuhinja: rec('5') }),
  ],
  povrce: [
    article('Krompir mladi', 'KROMPIR MLADI', 'Povrće', 'KG', '85.00', { kuhinja: fav('25') }),
    article('Crni luk', 'LUK CRNI', 'Povrće', 'KG', '70.00', { kuhinja: fav('10') }),
    article('Beli luk', 'LUK BELI', 'Povrće', 'KG', '480.00', { kuhinja: fav('1') }),
    article('Paradajz', 'PARADAJZ', 'Povrće', 'KG', '190.00', { kuhinja: fav('8') }),
    article('Krastavac salatar', 'KRASTAVAC', 'Povrće', 'KG', '150.00'),
    article('Paprika babura', 'PAPRIKA BABURA', 'Povrće', 'KG', '220.00', { kuhinja: fav('5') }),
    article('Zelena salata', 'SALATA ZELENA', 'Povrće', 'KOM', '80.00', { kuhinja: rec('10') }),
    article('Šargarepa', 'SARGAREPA', 'Povrće', 'KG', '90.00'),
    article('Tikvice', 'TIKVICE', 'Povrće', 'KG', '160.00'),
    article('Šampinjoni 500g', 'SAMPINJONI 500', 'Povrće', '#', '260.00'),
    article('Rukola', 'RUKOLA', 'Povrće', 'g', '1.90', { kuhinja: rec('300') }),
    article('Peršun vezica', 'PERSUN', 'Začini', 'KOM', '40.00', { kuhinja: fav('5') }),
    article('Limun', 'LIMUN', 'Voće', 'KG', '260.00'),
    article('Pomorandža', 'POMORANDZA', 'Voće', 'KG', '180.00'),
    article('Jabuka ajdared', 'JABUKA AJDARED', 'Voće', 'KG', '110.00'),
    article('Banana', 'BANANA', 'Voće', 'KG', '170.00'),
  ],
  pica: [
    article('Kola 0.25L staklo', 'KOLA 0,25 ST', 'Sokovi', 'KOM', '95.00', { sank: fav('48') }),
    article('Sok od pomorandže 100% 1L', 'SOK POMORANDZA 1L', 'Sokovi', 'Litar', '240.00', {
      sank: fav('6'),
    }),
    article('Sok od jabuke 0.2L', 'SOK JABUKA 0,2', 'Sokovi', 'KOM', '85.00'),
    article('Tonik 0.25L', 'TONIK 0,25', 'Sokovi', 'KOM', '99.00', { sank: fav('24') }),
    article('Ledeni čaj breskva 0.33L', 'LEDENI CAJ 0,33', 'Sokovi', 'KOM', '120.00'),
    article('Kisela voda 0.25L', 'KISELA 0,25', 'Voda', 'KOM', '65.00', { sank: fav('48') }),
    article('Negazirana voda 0.75L', 'NEGAZIRANA 0,75', 'Voda', 'KOM', '80.00', { sank: rec('24') }),
    article('Pivo točeno 30L (bure)', 'PIVO BURE 30L', 'Alkoholna pića', '#', '6900.00', {
      sank: fav('2', 'Vratiti prazna burad pri isporuci'),
    }),
    article('Pivo 0.5L flaša', 'PIVO 0,5 FL', 'Alkoholna pića', 'KOM', '150.00'),
    article('Vino belo Tamjanika 0.75L', 'VINO TAMJANIKA', 'Alkoholna pića', 'KOM', '1200.00', {
      sank: fav('6'),
    }),
    article('Vino crno Prokupac 0.75L', 'VINO PROKUPAC', 'Alkoholna pića', 'KOM', '1350.00'),
    article('Rakija šljivovica 1L', 'RAKIJA SLJIVA 1L', 'Alkoholna pića', 'Litar', '1800.00', {
      sank: fav('2'),
    }),
    article('Rakija dunja 0.7L', 'RAKIJA DUNJA 0,7', 'Alkoholna pića', 'KOM', '2200.00'),
    article('Espreso kafa u zrnu 1kg', 'KAFA ZRNO 1KG', 'Kafa i čaj', 'KG', '2900.00', { sank: fav('3') }),
    article('Čaj nana (20 kesica)', 'CAJ NANA 20', 'Kafa i čaj', '#', '190.00', { sank: rec('5') }),
  ],
  riba: [
    article('Šaran očišćen', 'SARAN', 'Riba', 'KG', '650.00'),
    article('Som file', 'SOM FILE', 'Riba', 'KG', '1400.00', { kuhinja: fav('3') }),
    article('Smuđ file', 'SMUDJ FILE', 'Riba', 'KG', '2100.00', { kuhinja: fav('2') }),
    article('Pastrmka', 'PASTRMKA', 'Riba', 'KG', '990.00', { kuhinja: fav('4') }),
    article('Orada', 'ORADA', 'Riba', 'KG', '1500.00'),
    article('Brancin', 'BRANCIN', 'Riba', 'KG', '1650.00'),
    article('Lignje očišćene', 'LIGNJE', 'Riba', 'KG', '1300.00', { kuhinja: rec('2') }),
    article('Škampi 500g', 'SKAMPI 500', 'Riba', '#', '1450.00'),
    article('Dagnje 1kg', 'DAGNJE 1/1', 'Riba', '#', '690.00'),
    article('Losos file', 'LOSOS FILE', 'Riba', 'KG', '2800.00'),
    article('Riblja čorba mešavina', 'CORBA MESAVINA', 'Riba', 'KG', '520.00'),
    article('Morska so krupna 1kg', 'SO MORSKA 1/1', 'Začini', '#', '160.00'),
  ],
  pijaca: [
    article('Domaća jaja', 'JAJA DOMACA', 'Jaja', 'KOM', '25.00', { magacin: fav('60') }),
    article('Sir sa pijace', 'SIR PIJACA', 'Mlečni proizvodi', 'KG', '700.00', { magacin: fav('2') }),
    article('Domaći kajmak', 'KAJMAK DOMACI', 'Mlečni proizvodi', 'g', '1.60', { magacin: rec('500') }),
    article('Med livadski 900g', 'MED 900', 'Namirnice', '#', '1200.00'),
    article('Ajvar domaći 720g', 'AJVAR 720', 'Namirnice', '#', '650.00', { magacin: fav('6') }),
    article('Ljuta papričica', 'PAPRICICA LJUTA', 'Povrće', 'KG', '400.00'),
    article('Pasulj tetovac', 'PASULJ TETOVAC', 'Namirnice', 'KG', '480.00', { magacin: fav('5') }),
    article('Bosiljak vezica', 'BOSILJAK', 'Začini', 'KOM', '60.00'),
    article('Mirođija vezica', 'MIRODJIJA', 'Začini', 'KOM', '50.00'),
    article('Lubenica', 'LUBENICA', 'Voće', 'KG', '60.00'),
    article('Trešnje', 'TRESNJE', 'Voće', 'KG', '350.00'),
    article('Orasi očišćeni', 'ORASI', 'Namirnice', 'g', '1.80', { magacin: rec('1000') }),
  ],
  kafanaNabavka: [
    article('Ćevapi', 'CEVAPI', 'Meso', 'KG', '980.00', { kafanaKuhinja: fav('5') }),
    article('Pljeskavica 200g', 'PLJESKAVICA 200', 'Meso', 'KOM', '240.00', { kafanaKuhinja: fav('20') }),
    article('Svinjski vrat', 'SV VRAT', 'Meso', 'KG', '760.00'),
    article('Krompir', 'KROMPIR', 'Povrće', 'KG', '80.00', { kafanaKuhinja: fav('20') }),
    article('Crni luk', 'LUK CRNI', 'Povrće', 'KG', '70.00', { kafanaKuhinja: fav('5') }),
    article('Urnebes 1kg', 'URNEBES 1/1', 'Mlečni proizvodi', '#', '950.00'),
    article('Lepinja', 'LEPINJA', 'Pekarski proizvodi', 'KOM', '40.00', { kafanaKuhinja: fav('30') }),
    article('Pivo 0.5L', 'PIVO 0,5', 'Alkoholna pića', 'KOM', '140.00'),
    article('Rakija šljivovica 1L', 'RAKIJA SLJIVA', 'Alkoholna pića', 'Litar', '1600.00'),
    article('Kisela voda 0.25L', 'KISELA 0,25', 'Voda', 'KOM', '60.00'),
    article('Ulje suncokretovo 1L', 'ULJE 1L', 'Namirnice', 'Litar', '210.00'),
    article('Aleva paprika slatka', 'ALEVA SLATKA', 'Začini', 'g', '2.50'),
  ],
  barSnabdevanje: [
    article('Espreso kafa u zrnu 1kg', 'KAFA ZRNO', 'Kafa i čaj', 'KG', '2700.00', { probniBar: fav('2') }),
    article('Mleko 2.8% 1L', 'MLEKO 1L', 'Mlečni proizvodi', 'Litar', '135.00', { probniBar: fav('6') }),
    article('Šećer u kesicama 5g (1000 kom)', 'SECER KESICE', 'Namirnice', '#', '1400.00'),
    article('Tonik 0.25L', 'TONIK', 'Sokovi', 'KOM', '95.00'),
    article('Limunada 1L', 'LIMUNADA', 'Sokovi', 'Litar', '220.00'),
  ],
};
