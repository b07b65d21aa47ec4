/** Value lists (docs/PRODUCT.md#data, #ordering, #constants), shared by the database, the API and the web. */
import { z } from 'zod';

export const ROLES = ['ROLE_USER', 'ROLE_ADMIN', 'ROLE_SUPERADMIN', 'ROLE_SUPPLIER'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

export const LANGUAGES = ['ser', 'cyr', 'en'] as const;
export const LanguageSchema = z.enum(LANGUAGES, { error: 'invalidLanguage' });
export type Language = z.infer<typeof LanguageSchema>;
export const DEFAULT_LANGUAGE: Language = 'ser';

export const THEMES = ['light', 'dark'] as const;
export const ThemeSchema = z.enum(THEMES, { error: 'invalidInput' });
export type Theme = z.infer<typeof ThemeSchema>;

export const PLANS = ['FREE', 'BASIC', 'PRO'] as const;
export const PlanSchema = z.enum(PLANS);
export type Plan = z.infer<typeof PlanSchema>;

/** docs/PRODUCT.md#order-statuses order statuses that an order row can hold. */
export const ORDER_STATUSES = ['OPEN', 'IN_PROGRESS', 'INCOMPLETE', 'COMPLETED'] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES, { error: 'invalidStatus' });
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** What happened to an order above its creator's limit (src/domain/orders/order-limit.ts). */
export const APPROVAL_ACTIONS = ['REQUESTED', 'APPROVED', 'RETURNED'] as const;
export const ApprovalActionSchema = z.enum(APPROVAL_ACTIONS);
export type ApprovalAction = z.infer<typeof ApprovalActionSchema>;

/**
 * Item statuses (docs/PRODUCT.md#item-statuses). PENDING: waiting; INCOMPLETE: arrives later; MOVE_TO_NEW: moved to
 * another order.
 */
export const ITEM_STATUSES = [
  'PENDING',
  'DELIVERED',
  'NOT_DELIVERED',
  'PARTIALLY_ARRIVED',
  'INCOMPLETE',
  'MOVE_TO_NEW',
] as const;
export const ItemStatusSchema = z.enum(ITEM_STATUSES, { error: 'invalidStatus' });
export type ItemStatus = z.infer<typeof ItemStatusSchema>;

export const NOT_DELIVERED_REASONS = ['MOVE_TO_NEW', 'NOT_AVAILABLE', 'ARRIVE_LATER'] as const;
export const NotDeliveredReasonSchema = z.enum(NOT_DELIVERED_REASONS, { error: 'invalidInput' });
export type NotDeliveredReason = z.infer<typeof NotDeliveredReasonSchema>;

export const PAYMENT_METHODS = ['cash', 'wire_transfer', 'credit_card', 'revers', 'accounting'] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'invalidPaymentMethod' });
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const UNITS = ['#', 'KG', 'g', 'Litar', 'KOM'] as const;
export const UnitSchema = z.enum(UNITS, { error: 'invalidInput' });
export type Unit = z.infer<typeof UnitSchema>;

export const VENUE_CATEGORIES = [
  'italian',
  'mediterranean',
  'sushi',
  'asian',
  'national',
  'coffee',
  'fast food',
  'pizza and pasta',
  'greek',
  'barbecue',
  'mexican',
] as const;
export type VenueCategory = (typeof VENUE_CATEGORIES)[number];
