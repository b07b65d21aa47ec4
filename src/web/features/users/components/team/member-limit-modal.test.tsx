import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatMoney } from '@/domain/prices/money';
import type { TeamMember } from '@/domain/users/team.schemas';
import usersSer from '@/web/features/users/locales/ser.json';
import { startSession } from '@/web/lib/session';
import { profileFixture, renderRoute } from '@/web/test-utils';
import { MemberLimitModal } from './member-limit-modal';

const texts = usersSer.team.limitDialog;

const member = (overrides: Partial<TeamMember>): TeamMember => ({
  id: 5,
  name: 'Stefan Kuvar',
  email: 'kuvar@nabavka.test',
  phone: '+381601000006',
  role: 'ROLE_USER',
  orderLimit: '1234.50',
  verified: true,
  disabled: false,
  emailNotificationsOn: true,
  canSendOrder: true,
  venue: { id: 3, name: 'Bistro Demo', currency: 'EUR' },
  departments: [],
  memberships: [{ id: 3, name: 'Bistro Demo', role: 'ROLE_USER' }],
  worksElsewhere: false,
  ...overrides,
});

describe('the order limit dialog (docs/PRODUCT.md#order-limits)', () => {
  beforeEach(() => {
    startSession({ jwt: 'access', refreshToken: 'refresh', user: profileFixture({ role: 'ROLE_ADMIN' }) });
  });

  it("names the person's venue currency and shows the limit in the reader's format", async () => {
    renderRoute('/', <MemberLimitModal member={member({})} onClose={() => undefined} />, { at: '/' });
    expect(
      await screen.findByRole('textbox', { name: texts.label.replace('{{currency}}', 'EUR') }),
    ).toHaveValue('1234,50');
    expect(
      screen.getByText(texts.current.replace('{{limit}}', formatMoney('1234.50', 'EUR', 'ser'))),
    ).toBeInTheDocument();
  });

  it("falls back to the reader's venue currency and says when there is no limit", async () => {
    renderRoute(
      '/',
      <MemberLimitModal member={member({ venue: null, orderLimit: null })} onClose={() => undefined} />,
      {
        at: '/',
      },
    );
    expect(
      await screen.findByRole('textbox', { name: texts.label.replace('{{currency}}', 'RSD') }),
    ).toHaveValue('');
    expect(screen.getByText(texts.none)).toBeInTheDocument();
  });
});
