/**
 * The accept page for an address that has an account in a venue already (docs/decisions/0037-venue-memberships.md):
 * signed in as that account, one tap joins the venue beside the others; signed out, the way to log in; signed in as
 * somebody else, the way to log out.
 */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { useCurrentUser } from '@/web/lib/current-user';
import type { LoginState } from '@/web/lib/login-state';
import { PATHS } from '@/web/lib/paths';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { useJoinInvite } from '../api';

interface JoinInviteProps {
  token: string;
  email: string;
  venueName: string;
}

export function JoinInvite({ token, email, venueName }: JoinInviteProps) {
  const { t } = useTranslation('users', { keyPrefix: 'acceptInvite' });
  const { t: tMain } = useTranslation();
  const { user } = useCurrentUser();
  const join = useJoinInvite();
  const intro = <Text>{t('joinIntro', { venue: venueName, email })}</Text>;
  if (!user) {
    const state: LoginState = { email };
    return (
      <Stack gap="md">
        {intro}
        <Text>{t('loginFirst')}</Text>
        <Button component={Link} to={PATHS.login} state={state} fullWidth>
          {t('login')}
        </Button>
      </Stack>
    );
  }
  if (user.email.toLowerCase() !== email.toLowerCase()) {
    return (
      <Stack gap="md">
        {intro}
        <Text>{t('otherAccount', { email })}</Text>
        <Button component={Link} to={PATHS.logout} variant="default" fullWidth>
          {t('logout')}
        </Button>
      </Stack>
    );
  }
  if (join.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color={SEMANTIC_COLORS.positive} role="status">
          {t('joined', { venue: join.data.venueName })}
        </Alert>
        <Button component={Link} to={PATHS.home} fullWidth>
          {t('toHome')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {intro}
      {join.isError && (
        <Alert color={SEMANTIC_COLORS.negative} role="alert">
          {tMain(errorKey(errorCodeOf(join.error)))}
        </Alert>
      )}
      <Button fullWidth loading={join.isPending} onClick={() => join.mutate(token)}>
        {t('join')}
      </Button>
    </Stack>
  );
}
