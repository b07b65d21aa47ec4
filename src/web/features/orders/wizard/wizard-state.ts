/**
 * The order wizard's state ("New/edit order wizard", amounts: docs/PRODUCT.md#order-wizard, #amounts) as a pure
 * reducer: steps and which of them are finished, date and supplier, the selected articles with their amounts exactly
 * as typed, the order note and payment method. The same state is the local draft (newOrderDraft:
 * docs/PRODUCT.md#data-local), so a reload restores everything, including an unfinished amount such as "2.".
 */
import type { Article } from '@/domain/articles/articles.schemas';
import { isValidAmount, normalizeAmount } from '@/domain/orders/amount';
import type { OrderLineInput, Order } from '@/domain/orders/orders.schemas';
import type { PaymentMethod, Unit } from '@/domain/shared/enums';
import type { OrderKind } from '@/domain/orders/orders.contract';
import type { DraftLine, OrderDraft } from '../draft-storage';

export const WIZARD_STEPS = [0, 1, 2] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
type FinishedSteps = [boolean, boolean, boolean];

export type WizardLine = DraftLine;

export interface MergeDecision {
  /** mergeKey() of the station, supplier and date the user decided for. */
  key: string;
  /** Whether articles were selected then: only then could the user have merged (docs/PRODUCT.md#merge). */
  withSelection: boolean;
}

export interface WizardState {
  stationId: number;
  kind: OrderKind;
  /** The order this wizard edits; null when creating. Together with station and kind it names the draft. */
  orderId: number | null;
  /** The server order holding this content: the edited one, or the one an interrupted send already created. */
  savedOrderId: number | null;
  orderNumber: string | null;
  step: WizardStep;
  /** allSteps (docs/PRODUCT.md#data-local): which steps were completed with Continue. */
  finished: FinishedSteps;
  /** Calendar date YYYY-MM-DD. */
  deadline: string | null;
  supplierId: number | null;
  supplierName: string | null;
  /** The selection in the order articles were added. */
  lines: WizardLine[];
  orderNote: string;
  paymentMethod: PaymentMethod | null;
  /** The server version the content is based on (an edit made on an older one answers 409 order_changed). */
  version: number | null;
  receivingNote: string;
  mergeDecision: MergeDecision | null;
}

/** What the wizard needs of an article to select it. */
export interface ArticleRef {
  id: number;
  name: string;
  unit: Unit;
  isFavorite: boolean;
  recommendedQuantity: string | null;
  /** The station's price, else the article's (docs/PRODUCT.md#prices). */
  defaultPrice?: string | null;
}

export type WizardAction =
  | { type: 'setDeadline'; deadline: string | null }
  | { type: 'setSupplier'; supplierId: number; supplierName: string }
  /** From the article list: clearing the amount removes the article (docs/PRODUCT.md#order-wizard). */
  | { type: 'setListAmount'; article: ArticleRef; amount: string }
  /**
   * Typing in a selected article's amount. An empty amount keeps the article for now: in the cart it stays marked
   * until fixed or removed (docs/PRODUCT.md#input-rules); in the list it goes when the field is left (so retyping
   * keeps its note).
   */
  | { type: 'setLineAmount'; articleId: number; amount: string }
  | { type: 'setLineNote'; articleId: number; note: string }
  | { type: 'removeLine'; articleId: number }
  | { type: 'setFavorite'; articleId: number; isFavorite: boolean }
  | { type: 'setOrderNote'; note: string }
  | { type: 'setPaymentMethod'; paymentMethod: PaymentMethod | null }
  | { type: 'continue' }
  | { type: 'goBack'; to: WizardStep }
  | { type: 'decideMerge'; decision: MergeDecision }
  /** Replaces everything: the user chose the order as the server has it over their unsaved changes. */
  | { type: 'load'; state: WizardState }
  /** The server now holds this content (created, or a conflict resolved by keeping the user's version). */
  | { type: 'synced'; savedOrderId: number; version: number | null; orderNumber?: string | null };

export function initialWizardState(stationId: number, kind: OrderKind, deadline: string): WizardState {
  return {
    stationId,
    kind,
    orderId: null,
    savedOrderId: null,
    orderNumber: null,
    step: 0,
    finished: [false, false, false],
    deadline,
    supplierId: null,
    supplierName: null,
    lines: [],
    orderNote: '',
    paymentMethod: null,
    version: null,
    receivingNote: '',
    mergeDecision: null,
  };
}

/** An existing order opened for editing: supplier and date are known, so it opens on the articles (step 1). */
export function wizardStateFromOrder(order: Order, kind: OrderKind): WizardState {
  const supplier = order.supplier ?? order.marketSupplier;
  return {
    stationId: order.department.id,
    kind,
    orderId: order.id,
    savedOrderId: order.id,
    orderNumber: order.order_number,
    step: 1,
    finished: [true, false, false],
    deadline: order.deadline,
    supplierId: supplier?.id ?? null,
    supplierName: supplier?.name ?? null,
    lines: order.products.map((item) => ({
      articleId: item.articleId,
      name: item.name,
      unit: item.unit,
      amount: normalizeAmount(item.amount),
      note: item.note,
      // Order items do not say whether the article is a favorite; marking favorites after sending is idempotent.
      isFavorite: false,
      recommendedQuantity: null,
      // A line already on the order keeps its stored price through edits (docs/PRODUCT.md#prices).
      unitPrice: item.unitPrice,
    })),
    orderNote: order.orderNote,
    paymentMethod: order.paymentMethod,
    version: order.version,
    receivingNote: order.receivingNote,
    mergeDecision: null,
  };
}

function lineOf(article: ArticleRef, amount: string): WizardLine {
  return {
    articleId: article.id,
    name: article.name,
    unit: article.unit,
    amount,
    note: '',
    isFavorite: article.isFavorite,
    recommendedQuantity: article.recommendedQuantity,
    unitPrice: article.defaultPrice ?? null,
  };
}

export function articleRef(article: Article): ArticleRef {
  return {
    id: article.id,
    name: article.name,
    unit: article.unit,
    isFavorite: article.isFavorite,
    recommendedQuantity: article.recommendedQuantity,
    defaultPrice: article.defaultPrice,
  };
}

function updateLine(state: WizardState, articleId: number, change: Partial<WizardLine>): WizardState {
  if (!state.lines.some((line) => line.articleId === articleId)) return state;
  return {
    ...state,
    lines: state.lines.map((line) => (line.articleId === articleId ? { ...line, ...change } : line)),
  };
}

function withoutLine(state: WizardState, articleId: number): WizardState {
  if (!state.lines.some((line) => line.articleId === articleId)) return state;
  return { ...state, lines: state.lines.filter((line) => line.articleId !== articleId) };
}

/** Leaving a step unmarks it and every later step as finished (docs/PRODUCT.md#order-wizard). */
function unmarkFrom(finished: FinishedSteps, step: WizardStep): FinishedSteps {
  return finished.map((done, index) => (index < step ? done : false)) as FinishedSteps;
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'setDeadline':
      return state.deadline === action.deadline ? state : { ...state, deadline: action.deadline };
    case 'setSupplier':
      if (state.supplierId === action.supplierId) return state;
      // Another supplier has other articles, so the selection (and with it the draft's articles) goes
      // (docs/PRODUCT.md#order-wizard).
      return { ...state, supplierId: action.supplierId, supplierName: action.supplierName, lines: [] };
    case 'setListAmount': {
      if (action.amount === '') return withoutLine(state, action.article.id);
      const existing = state.lines.some((line) => line.articleId === action.article.id);
      return existing
        ? updateLine(state, action.article.id, { amount: action.amount })
        : { ...state, lines: [...state.lines, lineOf(action.article, action.amount)] };
    }
    case 'setLineAmount':
      return updateLine(state, action.articleId, { amount: action.amount });
    case 'setLineNote':
      return updateLine(state, action.articleId, { note: action.note });
    case 'removeLine':
      return withoutLine(state, action.articleId);
    case 'setFavorite':
      return updateLine(state, action.articleId, { isFavorite: action.isFavorite });
    case 'setOrderNote':
      return state.orderNote === action.note ? state : { ...state, orderNote: action.note };
    case 'setPaymentMethod':
      return state.paymentMethod === action.paymentMethod
        ? state
        : { ...state, paymentMethod: action.paymentMethod };
    case 'continue': {
      if (state.step === 2) return state;
      const finished = [...state.finished] as FinishedSteps;
      finished[state.step] = true;
      return { ...state, finished, step: (state.step + 1) as WizardStep };
    }
    case 'goBack':
      if (action.to >= state.step) return state;
      return { ...state, step: action.to, finished: unmarkFrom(state.finished, action.to) };
    case 'decideMerge':
      return { ...state, mergeDecision: action.decision };
    case 'load':
      return action.state;
    case 'synced':
      return {
        ...state,
        savedOrderId: action.savedOrderId,
        version: action.version,
        orderNumber: action.orderNumber === undefined ? state.orderNumber : action.orderNumber,
      };
  }
}

// ------------------------------------------------------------------------------------------------ selectors

type LineProblem = 'empty' | 'invalid';

/**
 * Every selected amount must be a complete amount of at least 0.1 (and at most MAX_AMOUNT,
 * docs/PRODUCT.md#amount-bounds) (docs/PRODUCT.md#amounts).
 */
export function lineProblem(line: Pick<WizardLine, 'amount'>): LineProblem | null {
  if (line.amount === '') return 'empty';
  return isValidAmount(line.amount) ? null : 'invalid';
}

/** Save and Continue need at least one article and every selected amount valid (docs/PRODUCT.md#amounts). */
export function selectionReady(lines: readonly WizardLine[]): boolean {
  return lines.length > 0 && lines.every((line) => lineProblem(line) === null);
}

/**
 * The date is today or later (docs/PRODUCT.md#dates). An edited order may keep the date it already has (decision
 * 0004: an unchanged past date may stay, e.g. when editing an overdue order).
 */
export function deadlineAllowed(
  deadline: string | null,
  today: string,
  keptDeadline: string | null = null,
): boolean {
  return deadline !== null && (deadline >= today || deadline === keptDeadline);
}

/** Continue on step 0 needs date and supplier (docs/PRODUCT.md#dates). */
export function stepZeroReady(
  state: WizardState,
  today: string,
  keptDeadline: string | null = null,
): boolean {
  return state.supplierId !== null && deadlineAllowed(state.deadline, today, keptDeadline);
}

/** The lines as the API takes them (article id, amount with a dot as typed with a comma or a dot, note). */
export function orderLines(lines: readonly WizardLine[]): OrderLineInput[] {
  return lines.map((line) => ({
    id: line.articleId,
    amount: normalizeAmount(line.amount),
    note: line.note.trim(),
  }));
}

/**
 * After sending, ordered articles that are not favorites yet become favorites (docs/PRODUCT.md#favorites-after-send).
 */
export function nonFavoriteArticleIds(lines: readonly WizardLine[]): number[] {
  return lines.filter((line) => !line.isFavorite).map((line) => line.articleId);
}

/** The station, supplier and date an existing order must share to be offered for merging (docs/PRODUCT.md#merge). */
export function mergeKey(state: Pick<WizardState, 'stationId' | 'supplierId' | 'deadline'>): string {
  return `${state.stationId}|${state.supplierId ?? ''}|${state.deadline ?? ''}`;
}

// ------------------------------------------------------------------------------------------------ draft

export function toDraft(state: WizardState, now: Date): OrderDraft {
  return {
    stationId: state.stationId,
    kind: state.kind,
    orderId: state.orderId,
    currentStep: state.step,
    allSteps: [...state.finished],
    orderObj: {
      deadline: state.deadline,
      supplierId: state.supplierId,
      supplierName: state.supplierName,
      products: state.lines.map((line) => ({ ...line })),
      orderNote: state.orderNote,
      paymentMethod: state.paymentMethod,
      version: state.version,
      savedOrderId: state.savedOrderId,
      orderNumber: state.orderNumber,
      receivingNote: state.receivingNote,
    },
    mergeDecision: state.mergeDecision,
    savedAt: now.toISOString(),
  };
}

export function fromDraft(draft: OrderDraft): WizardState {
  const { orderObj } = draft;
  return {
    stationId: draft.stationId,
    kind: draft.kind,
    orderId: draft.orderId,
    savedOrderId: orderObj.savedOrderId ?? draft.orderId,
    orderNumber: orderObj.orderNumber,
    step: draft.currentStep as WizardStep,
    finished: [draft.allSteps[0] ?? false, draft.allSteps[1] ?? false, draft.allSteps[2] ?? false],
    deadline: orderObj.deadline,
    supplierId: orderObj.supplierId,
    supplierName: orderObj.supplierName,
    lines: orderObj.products.map((line) => ({ ...line })),
    orderNote: orderObj.orderNote,
    paymentMethod: orderObj.paymentMethod,
    version: orderObj.version,
    receivingNote: orderObj.receivingNote,
    mergeDecision: draft.mergeDecision,
  };
}
