/**
 * Order statuses as the screens group them (SPEC §2 current-orders tabs, dashboard station cards): drafts are
 * OPEN; expected are sent and still awaited, including received ones with items arriving later.
 */
import type { OrderStatus } from '@/domain/shared/enums';

export const DRAFT_STATUSES = ['OPEN'] as const satisfies readonly OrderStatus[];
export const EXPECTED_STATUSES = ['IN_PROGRESS', 'INCOMPLETE'] as const satisfies readonly OrderStatus[];
