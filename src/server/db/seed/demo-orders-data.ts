/**
 * The demo orders, as plain data. Deadlines are calendar days relative to the venue's today; timestamps are
 * fractions of a day before `now`. demo-orders.ts turns them into rows.
 *
 * Status semantics (the receive logic relies on them):
 * - OPEN: draft, not sent; IN_PROGRESS: sent, expected. Items of both are PENDING.
 * - INCOMPLETE: received, but at least one item arrives later (item INCOMPLETE, reason ARRIVE_LATER).
 * - COMPLETED: every item resolved: DELIVERED (delivered amount = amount, or less for a partial delivery),
 *   NOT_DELIVERED with NOT_AVAILABLE, or MOVE_TO_NEW (moved to a new OPEN order that holds the same article).
 */
import type { OrderStatus, PaymentMethod } from '@/domain/shared/enums';
import type { DemoAccountKey, DemoStationKey, DemoVenueKey } from './demo';
import type { DemoContactKey, DemoSupplierKey } from './demo-catalogue-data';

export type Outcome =
  | { kind: 'pending' }
  | { kind: 'delivered' }
  | { kind: 'partial'; delivered: string }
  | { kind: 'notAvailable' }
  | { kind: 'arriveLater' }
  | { kind: 'moved' };

export interface ItemSpec {
  article: string;
  amount: string;
  note: string;
  receiveNote: string;
  outcome: Outcome;
  /** The unit price ordered and the one paid at the receipt (docs/PRODUCT.md#prices): points of price history. */
  orderedPrice?: string;
  paidPrice?: string;
}

export interface OrderSpec {
  /** Names the order inside the seed (backorders point at their origin by it). */
  key: string;
  venue: DemoVenueKey;
  station: DemoStationKey;
  supplier: DemoSupplierKey;
  status: OrderStatus;
  /** Calendar days from the venue's today: -3 is three days ago, 1 is tomorrow. */
  deadline: number;
  createdBy: DemoAccountKey;
  createdDaysAgo: number;
  sent?: { by: DemoAccountKey; daysAgo: number; contact: DemoContactKey };
  received?: { by: DemoAccountKey; daysAgo: number; note: string };
  paymentMethod?: PaymentMethod;
  orderNote?: string;
  /** This order holds the MOVE_TO_NEW items of the order with that key. */
  backorderOf?: string;
  items: ItemSpec[];
}

const item = (article: string, amount: string, outcome: Outcome, note = '', receiveNote = ''): ItemSpec => ({
  article,
  amount,
  note,
  receiveNote,
  outcome,
});
/** A received item with its ordered and paid unit price. */
const priced = (spec: ItemSpec, orderedPrice: string, paidPrice: string): ItemSpec => ({
  ...spec,
  orderedPrice,
  paidPrice,
});
const pending = (article: string, amount: string, note = '') =>
  item(article, amount, { kind: 'pending' }, note);
const full = (article: string, amount: string, note = '') =>
  item(article, amount, { kind: 'delivered' }, note);
const partial = (
  article: string,
  amount: string,
  delivered: string,
  receiveNote = 'Stiglo manje od poručenog',
) => item(article, amount, { kind: 'partial', delivered }, '', receiveNote);
const notAvailable = (article: string, amount: string) =>
  item(article, amount, { kind: 'notAvailable' }, '', 'Nema na stanju');
const arriveLater = (article: string, amount: string) =>
  item(article, amount, { kind: 'arriveLater' }, '', 'Stiže naknadno');
const moved = (article: string, amount: string) =>
  item(article, amount, { kind: 'moved' }, '', 'Prebačeno u novu porudžbinu');

export const DEMO_ORDERS: OrderSpec[] = [
  // ------------------------------------------------------------ Bistro Demo: history (COMPLETED)
  {
    key: 'kuhinjaMesara58',
    venue: 'bistro',
    station: 'kuhinja',
    supplier: 'mesara',
    status: 'COMPLETED',
    deadline: -58,
    createdBy: 'staff',
    createdDaysAgo: 60,
    sent: { by: 'staff', daysAgo: 59.9, contact: 'mesaraMilan' },
    received: { by: 'admin', daysAgo: 57.7, note: 'Sve u redu.' },
    paymentMethod: 'wire_transfer',
    items: [full('Juneći but bez kosti', '5'), full('Pileći file', '10'), full('Mleveno meso mešano', '3')],
  },
  {
    key: 'sankPica52',
    venue: 'bistro',
    station: 'sank',
    supplier: 'pica',
    status: 'COMPLETED',
    deadline: -52,
    createdBy: 'staff',
    createdDaysAgo: 54,
    sent: { by: 'admin', daysAgo: 53.9, contact: 'picaSasa' },
    received: { by: 'staff', daysAgo: 51.6, note: 'Tonika stiglo pola.' },
    paymentMethod: 'revers',
    items: [
      full('Kola 0.25L staklo', '48'),
      partial('Tonik 0.25L', '24', '12'),
      full('Kisela voda 0.25L', '48'),
      full('Vino belo Tamjanika 0.75L', '6'),
    ],
  },
  {
    key: 'kuhinjaMlekara45',
    venue: 'bistro',
    station: 'kuhinja',
    supplier: 'mlekara',
    status: 'COMPLETED',
    deadline: -45,
    createdBy: 'viewer',
    createdDaysAgo: 46,
    sent: { by: 'staff', daysAgo: 45.9, contact: 'mlekaraIvana' },
    received: { by: 'staff', daysAgo: 44.7, note: '' },
    paymentMethod: 'accounting',
    items: [
      priced(full('Mleko 2.8% 1L', '6'), '140', '140'),
      full('Kisela pavlaka 20% 400g', '6'),
      notAvailable('Kajmak 500g', '2'),
      full('Jaja L (30 kom)', '2'),
    ],
  },
  {
    key: 'magacinPijaca40',
    venue: 'bistro',
    station: 'magacin',
    supplier: 'pijaca',
    status: 'COMPLETED',
    deadline: -40,
    createdBy: 'admin',
    createdDaysAgo: 41,
    sent: { by: 'admin', daysAgo: 40.9, contact: 'pijacaVesna' },
    received: { by: 'admin', daysAgo: 39.6, note: '' },
    paymentMethod: 'cash',
    items: [
      priced(full('Domaća jaja', '60'), '20', '20'),
      full('Sir sa pijace', '2'),
      full('Ajvar domaći 720g', '6'),
    ],
  },
  {
    key: 'kuhinjaPovrce33',
    venue: 'bistro',
    station: 'kuhinja',
    supplier: 'povrce',
    status: 'COMPLETED',
    deadline: -33,
    createdBy: 'staff',
    createdDaysAgo: 34,
    sent: { by: 'staff', daysAgo: 33.9, contact: 'povrceGoran' },
    received: { by: 'staff', daysAgo: 32.7, note: 'Krompir sitan, primljeno manje.' },
    items: [
      partial('Krompir mladi', '25', '20'),
      full('Crni luk', '10'),
      priced(full('Paradajz', '8'), '180', '180'),
      full('Peršun vezica', '5'),
      full('Rukola', '300'),
    ],
  },
  {
    key: 'sankMlekara26',
    venue: 'bistro',
    station: 'sank',
    supplier: 'mlekara',
    status: 'COMPLETED',
    deadline: -26,
    createdBy: 'staff',
    createdDaysAgo: 27,
    sent: { by: 'staff', daysAgo: 26.9, contact: 'mlekaraIvana' },
    received: { by: 'staff', daysAgo: 25.7, note: '' },
    items: [
      priced(full('Mleko 2.8% 1L', '12'), '140', '155'),
      full('Mleko za kafu 3.5% 1L', '10'),
      full('Slatka pavlaka 35% 1L', '2'),
    ],
  },
  {
    key: 'kuhinjaRiba19',
    venue: 'bistro',
    station: 'kuhinja',
    supplier: 'riba',
    status: 'COMPLETED',
    deadline: -19,
    createdBy: 'staff',
    createdDaysAgo: 21,
    sent: { by: 'admin', daysAgo: 20.9, contact: 'ribaDragana' },
    received: { by: 'admin', daysAgo: 18.7, note: 'Smuđa nije bilo.' },
    paymentMethod: 'cash',
    orderNote: 'Ribu dostaviti na ledu.',
    items: [
      partial('Som file', '3', '2.5'),
      notAvailable('Smuđ file', '2'),
      priced(full('Pastrmka', '4'), '1200', '1200'),
      full('Lignje očišćene', '2'),
    ],
  },
  {
    key: 'kuhinjaPekara12',
    venue: 'bistro',
    station: 'kuhinja',
    supplier: 'pekara',
    status: 'COMPLETED',
    deadline: -12,
    createdBy: 'viewer',
    createdDaysAgo: 13,
    sent: { by: 'staff', daysAgo: 12.9, contact: 'pekaraMika' },
    received: { by: 'staff', daysAgo: 11.8, note: '' },
    paymentMethod: 'cash',
    items: [full('Hleb beli 600g', '10'), full('Lepinja', '20'), full('Brašno T-400 1kg', '5')],
  },
  {
    key: 'magacinPijaca8',
    venue: 'bistro',
    station: 'magacin',
    supplier: 'pijaca',
    status: 'COMPLETED',
    deadline: -8,
    createdBy: 'admin',
    createdDaysAgo: 9,
    sent: { by: 'admin', daysAgo: 8.9, contact: 'pijacaVesna' },
    received: { by: 'admin', daysAgo: 7.7, note: 'Jaja samo 60 komada.' },
    paymentMethod: 'cash',
    items: [
      priced(partial('Domaća jaja', '90', '60', 'Više nije bilo na tezgi'), '20', '23'),
      full('Pasulj tetovac', '5'),
      full('Orasi očišćeni', '1000'),
      full('Trešnje', '3'),
    ],
  },
  {
    key: 'sankPekara5',
    venue: 'bistro',
    station: 'sank',
    supplier: 'pekara',
    status: 'COMPLETED',
    deadline: -5,
    createdBy: 'staff',
    createdDaysAgo: 6,
    sent: { by: 'staff', daysAgo: 5.9, contact: 'pekaraMika' },
    received: { by: 'staff', daysAgo: 4.8, note: '' },
    items: [full('Kroasan', '15'), full('Tost hleb 500g', '3'), full('Pita sa jabukama', '1.5')],
  },
  {
    key: 'kuhinjaPovrce2',
    venue: 'bistro',
    station: 'kuhinja',
    supplier: 'povrce',
    status: 'COMPLETED',
    deadline: -2,
    createdBy: 'staff',
    createdDaysAgo: 3.5,
    sent: { by: 'staff', daysAgo: 3.4, contact: 'povrceGoran' },
    received: { by: 'admin', daysAgo: 1.7, note: 'Limuna nije bilo, paprika delimično.' },
    paymentMethod: 'wire_transfer',
    items: [
      priced(full('Paradajz', '10'), '180', '176'),
      partial('Paprika babura', '5', '3.5'),
      notAvailable('Limun', '2'),
      full('Zelena salata', '10', 'Samo sveža'),
    ],
  },
  // ------------------------------------------------------------ Bistro Demo: received, something still waiting
  {
    key: 'kuhinjaMlekara4',
    venue: 'bistro',
    station: 'kuhinja',
    supplier: 'mlekara',
    status: 'INCOMPLETE',
    deadline: -4,
    createdBy: 'staff',
    createdDaysAgo: 6,
    sent: { by: 'staff', daysAgo: 5.2, contact: 'mlekaraIvana' },
    received: { by: 'staff', daysAgo: 3.7, note: 'Sir stiže naknadno.' },
    paymentMethod: 'accounting',
    items: [
      full('Mleko 2.8% 1L', '6'),
      partial('Pavlaka za kuvanje 1L', '4', '2'),
      arriveLater('Beli sir kravlji', '3'),
      full('Maslac 250g', '8'),
    ],
  },
  {
    key: 'sankPica1',
    venue: 'bistro',
    station: 'sank',
    supplier: 'pica',
    status: 'INCOMPLETE',
    deadline: -1,
    createdBy: 'staff',
    createdDaysAgo: 3,
    sent: { by: 'admin', daysAgo: 2.8, contact: 'picaDispecer' },
    received: { by: 'staff', daysAgo: 0.1, note: 'Burad u novoj porudžbini, rakija stiže u četvrtak.' },
    paymentMethod: 'revers',
    items: [
      full('Kola 0.25L staklo', '48'),
      moved('Pivo točeno 30L (bure)', '2'),
      arriveLater('Rakija šljivovica 1L', '2'),
      full('Espreso kafa u zrnu 1kg', '3'),
    ],
  },
  // ------------------------------------------------------------ Bistro Demo: sent and expected (IN_PROGRESS)
  {
    // The one order more than 24 hours past its deadline (past-due list: docs/PRODUCT.md#overdue).
    key: 'kuhinjaMesaraOverdue',
    venue: 'bistro',
    station: 'kuhinja',
    supplier: 'mesara',
    status: 'IN_PROGRESS',
    deadline: -3,
    createdBy: 'staff',
    createdDaysAgo: 5,
    sent: { by: 'staff', daysAgo: 4.8, contact: 'mesaraMilan' },
    paymentMethod: 'wire_transfer',
    orderNote: 'Molim isporuku pre 9h.',
    items: [
      pending('Svinjski vrat bez kosti', '4'),
      pending('Pileći file', '10', 'Bez kože'),
      pending('Ćevapi 1kg (20 kom)', '2'),
    ],
  },
  {
    // Due yesterday and not received yet: the "unresolved from the previous day" warning.
    key: 'kuhinjaPovrceYesterday',
    venue: 'bistro',
    station: 'kuhinja',
    supplier: 'povrce',
    status: 'IN_PROGRESS',
    deadline: -1,
    createdBy: 'viewer',
    createdDaysAgo: 2,
    sent: { by: 'staff', daysAgo: 1.9, contact: 'povrceGoran' },
    items: [
      pending('Krompir mladi', '25'),
      pending('Crni luk', '10'),
      pending('Beli luk', '1'),
      pending('Šargarepa', '5'),
    ],
  },
  {
    key: 'kuhinjaRibaToday',
    venue: 'bistro',
    station: 'kuhinja',
    supplier: 'riba',
    status: 'IN_PROGRESS',
    deadline: 0,
    createdBy: 'staff',
    createdDaysAgo: 1.5,
    sent: { by: 'staff', daysAgo: 1.4, contact: 'ribaDragana' },
    paymentMethod: 'cash',
    items: [pending('Som file', '3'), pending('Pastrmka', '4', 'Očišćena'), pending('Lignje očišćene', '2')],
  },
  {
    key: 'sankMlekaraToday',
    venue: 'bistro',
    station: 'sank',
    supplier: 'mlekara',
    status: 'IN_PROGRESS',
    deadline: 0,
    createdBy: 'staff',
    createdDaysAgo: 1.2,
    sent: { by: 'staff', daysAgo: 1.1, contact: 'mlekaraIvana' },
    items: [pending('Mleko 2.8% 1L', '12'), pending('Mleko za kafu 3.5% 1L', '10')],
  },
  {
    key: 'sankPicaTomorrow',
    venue: 'bistro',
    station: 'sank',
    supplier: 'pica',
    status: 'IN_PROGRESS',
    deadline: 1,
    createdBy: 'staff',
    createdDaysAgo: 0.8,
    sent: { by: 'staff', daysAgo: 0.7, contact: 'picaSasa' },
    paymentMethod: 'revers',
    orderNote: 'Dostava na zadnji ulaz.',
    items: [
      pending('Kisela voda 0.25L', '48'),
      pending('Tonik 0.25L', '24'),
      pending('Sok od pomorandže 100% 1L', '6'),
      pending('Vino belo Tamjanika 0.75L', '6'),
    ],
  },
  {
    key: 'magacinPijacaTomorrow',
    venue: 'bistro',
    station: 'magacin',
    supplier: 'pijaca',
    status: 'IN_PROGRESS',
    deadline: 1,
    createdBy: 'admin',
    createdDaysAgo: 0.6,
    sent: { by: 'admin', daysAgo: 0.55, contact: 'pijacaVesna' },
    paymentMethod: 'cash',
    items: [pending('Domaća jaja', '60'), pending('Ajvar domaći 720g', '6'), pending('Bosiljak vezica', '3')],
  },
  {
    key: 'kuhinjaMlekaraIn2',
    venue: 'bistro',
    station: 'kuhinja',
    supplier: 'mlekara',
    status: 'IN_PROGRESS',
    deadline: 2,
    createdBy: 'staff',
    createdDaysAgo: 0.5,
    sent: { by: 'staff', daysAgo: 0.45, contact: 'mlekaraIvana' },
    items: [pending('Mleko 2.8% 1L', '6'), pending('Kajmak 500g', '2'), pending('Jaja L (30 kom)', '2')],
  },
  // ------------------------------------------------------------ Bistro Demo: drafts (OPEN)
  {
    key: 'kuhinjaPekaraDraft',
    venue: 'bistro',
    station: 'kuhinja',
    supplier: 'pekara',
    status: 'OPEN',
    deadline: 3,
    createdBy: 'viewer',
    createdDaysAgo: 0.3,
    items: [pending('Hleb beli 600g', '10'), pending('Lepinja', '20')],
  },
  {
    key: 'sankPekaraDraft',
    venue: 'bistro',
    station: 'sank',
    supplier: 'pekara',
    status: 'OPEN',
    deadline: 1,
    createdBy: 'staff',
    createdDaysAgo: 0.25,
    items: [pending('Kroasan', '15'), pending('Kifla sa susamom', '10')],
  },
  {
    key: 'kuhinjaMesaraDraft',
    venue: 'bistro',
    station: 'kuhinja',
    supplier: 'mesara',
    status: 'OPEN',
    deadline: 1,
    createdBy: 'staff',
    createdDaysAgo: 0.2,
    paymentMethod: 'wire_transfer',
    orderNote: 'Za vikend meni.',
    items: [
      pending('Juneći but bez kosti', '5'),
      pending('Mleveno meso mešano', '3'),
      pending('Slanina dimljena', '1.5', 'Tanko sečeno'),
    ],
  },
  {
    key: 'magacinPijacaDraft',
    venue: 'bistro',
    station: 'magacin',
    supplier: 'pijaca',
    status: 'OPEN',
    deadline: 2,
    createdBy: 'admin',
    createdDaysAgo: 0.15,
    items: [
      pending('Pasulj tetovac', '5'),
      pending('Orasi očišćeni', '1000'),
      pending('Med livadski 900g', '2'),
    ],
  },
  {
    // Created by receiving sankPica1: its MOVE_TO_NEW item, dated the day of receiving (docs/PRODUCT.md#receiving).
    key: 'sankPicaBackorder',
    venue: 'bistro',
    station: 'sank',
    supplier: 'pica',
    status: 'OPEN',
    deadline: 0,
    createdBy: 'staff',
    createdDaysAgo: 0.09,
    backorderOf: 'sankPica1',
    items: [pending('Pivo točeno 30L (bure)', '2')],
  },
  // ------------------------------------------------------------ Kafana Druga (BASIC: no not-delivered choices)
  {
    key: 'kafanaNabavka10',
    venue: 'kafana',
    station: 'kafanaKuhinja',
    supplier: 'kafanaNabavka',
    status: 'COMPLETED',
    deadline: -10,
    createdBy: 'admin2',
    createdDaysAgo: 11,
    sent: { by: 'admin2', daysAgo: 10.9, contact: 'kafanaZoran' },
    received: { by: 'admin2', daysAgo: 9.7, note: 'Pljeskavica 15 umesto 20.' },
    paymentMethod: 'cash',
    items: [
      full('Ćevapi', '5'),
      partial('Pljeskavica 200g', '20', '15'),
      full('Krompir', '20'),
      full('Lepinja', '30'),
    ],
  },
  {
    key: 'kafanaMlekara6',
    venue: 'kafana',
    station: 'kafanaKuhinja',
    supplier: 'mlekara',
    status: 'COMPLETED',
    deadline: -6,
    createdBy: 'admin2',
    createdDaysAgo: 7,
    sent: { by: 'admin2', daysAgo: 6.9, contact: 'kafanaMlekaraPetar' },
    received: { by: 'admin2', daysAgo: 5.7, note: '' },
    items: [full('Mleko 2.8% 1L', '4'), full('Kajmak 500g', '3'), full('Jogurt 2.8% 1.5L', '2')],
  },
  {
    key: 'kafanaNabavkaToday',
    venue: 'kafana',
    station: 'kafanaKuhinja',
    supplier: 'kafanaNabavka',
    status: 'IN_PROGRESS',
    deadline: 0,
    createdBy: 'admin2',
    createdDaysAgo: 1,
    sent: { by: 'admin2', daysAgo: 0.9, contact: 'kafanaZoran' },
    paymentMethod: 'cash',
    items: [pending('Ćevapi', '5'), pending('Crni luk', '5'), pending('Pivo 0.5L', '24')],
  },
  {
    key: 'kafanaNabavkaDraft',
    venue: 'kafana',
    station: 'kafanaKuhinja',
    supplier: 'kafanaNabavka',
    status: 'OPEN',
    deadline: 1,
    createdBy: 'admin2',
    createdDaysAgo: 0.2,
    items: [pending('Pljeskavica 200g', '20'), pending('Lepinja', '30'), pending('Kisela voda 0.25L', '24')],
  },
  // ------------------------------------------------------------ Probni Restoran: one order while the trial ran
  {
    key: 'probniBar20',
    venue: 'probni',
    station: 'probniBar',
    supplier: 'barSnabdevanje',
    status: 'COMPLETED',
    deadline: -20,
    createdBy: 'admin3',
    createdDaysAgo: 21,
    sent: { by: 'admin3', daysAgo: 20.9, contact: 'probniAna' },
    received: { by: 'admin3', daysAgo: 19.7, note: '' },
    paymentMethod: 'credit_card',
    items: [
      full('Espreso kafa u zrnu 1kg', '2'),
      full('Mleko 2.8% 1L', '6'),
      partial('Tonik 0.25L', '24', '20'),
    ],
  },
];
