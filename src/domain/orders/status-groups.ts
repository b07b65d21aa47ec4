/**
 * Order statuses as the screens group them (current-orders tabs, dashboard station cards:
 * docs/PRODUCT.md#current-orders): drafts are OPEN; expected are sent and still awaited, including received ones with
 * items arriving later.
 */
import type { OrderStatus } from '@/domain/shared/enums';

export const DRAFT_STATUSES = ['OPEN'] as const satisfies readonly OrderStatus[];
export const EXPECTED_STATUSES = ['IN_PROGRESS', 'INCOMPLETE'] as const satisfies readonly OrderStatus[];
