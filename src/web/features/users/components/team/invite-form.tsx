/**
 * Invite by e-mail (/admin/users: docs/PRODUCT.md#team): the button is enabled once the address has stayed valid for
 * 1500 ms (debounce: docs/PRODUCT.md#debounces), and the server's refusal (an address that already has a venue) shows
 * on the field.
 */
import { Button, Group, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InviteEmailFormSchema } from '@/domain/users/team.schemas';
import { DEBOUNCE } from '@/domain/shared/timing';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf, isApiError } from '@/web/lib/api-client';
import { notifyErrorText, notifySuccessText } from '@/web/lib/notify';
import { useSchemaForm } from '@/web/lib/schema-form';
import { useInviteUser } from '../../api';

interface InviteFormProps {
  venueId: number;
  userId: number;
}

export function InviteForm(props: InviteFormProps) {
  // A sent invitation starts a fresh form (no "required" complaint on the emptied field).
  const [round, setRound] = useState(0);
  return <InviteEmailForm key={round} {...props} onSent={() => setRound((value) => value + 1)} />;
}

function InviteEmailForm({ venueId, userId, onSent }: InviteFormProps & { onSent: () => void }) {
  const { t } = useTranslation('users', { keyPrefix: 'team' });
  const { t: tMain } = useTranslation();
  const invite = useInviteUser();
  const form = useSchemaForm(InviteEmailFormSchema, { initialValues: { email: '' } });
  const [settled] = useDebouncedValue(form.values.email, DEBOUNCE.inviteEmail);
  const ready = form.valid && settled === form.values.email;

  const submit = form.onSubmit(({ email }) => {
    if (!ready) return;
    invite.mutate(
      { email, restaurantId: venueId, userId },
      {
        onSuccess: () => {
          notifySuccessText(t('invite.sent', { email }));
          onSent();
        },
        onError: (error) => {
          if (isApiError(error) && error.status < 500 && error.code !== 'not_found') {
            form.setServerErrors({ email: error.fields.email ?? error.code });
          } else notifyErrorText(tMain(errorKey(errorCodeOf(error))));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="xs" wrap="wrap">
        <TextInput
          label={t('invite.label')}
          placeholder={t('invite.placeholder')}
          type="email"
          inputMode="email"
          autoComplete="off"
          style={{ flex: '1 1 240px' }}
          {...form.getInputProps('email')}
          onChange={(event) => form.setFieldValue('email', event.currentTarget.value.toLowerCase())}
        />
        <Button type="submit" mt={{ base: 0, xs: 25 }} disabled={!ready} loading={invite.isPending}>
          {t('invite.submit')}
        </Button>
      </Group>
    </form>
  );
}
