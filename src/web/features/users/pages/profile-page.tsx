import {
  Badge,
  Button,
  Card,
  Group,
  Input,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@/domain/auth/profile.schemas';
import { ProfileEditSchema } from '@/domain/auth/auth.schemas';
import { type Language, LANGUAGES, type Theme, THEMES } from '@/domain/shared/enums';
import { composePhone, type PhoneParts, splitPhone } from '@/web/components/phone';
import { PageLoader } from '@/web/components/page-loader';
import { PhoneInput } from '@/web/components/phone-input';
import { errorKey, setAppLanguage } from '@/web/i18n/i18n';
import { errorCodeOf, isApiError } from '@/web/lib/api-client';
import { useCurrentUser } from '@/web/lib/current-user';
import { notifyError, notifySuccessText } from '@/web/lib/notify';
import { useSchemaForm } from '@/web/lib/schema-form';
import { useEditProfile } from '../api';
import { ChangePasswordModal } from '../components/change-password-modal';
import { MyVenuesCard } from '../components/my-venues-card';
import { HelpLink } from '@/web/features/help/public';
import { PushSwitch } from '@/web/features/notifications/public';

interface ProfileValues extends Record<string, unknown> {
  name: string;
  phone: PhoneParts;
  language: Language;
  theme: Theme;
}

const toProfileInput = (values: ProfileValues) => ({ ...values, phone: composePhone(values.phone) });

/**
 * /profile: who you are, what you can change (profile, edit and change password: docs/PRODUCT.md#data-user,
 * #api-profile).
 */
export function ProfilePage() {
  const { t, ready } = useTranslation('users');
  const { t: tMain } = useTranslation();
  const { user } = useCurrentUser();
  const [passwordOpen, passwordModal] = useDisclosure(false);
  if (!user) return null;
  if (!ready) return <PageLoader />;

  return (
    <Stack gap="md" maw={640} mx="auto">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} fz={26}>
          {t('profile.title')}
        </Title>
        <HelpLink article="profile" />
      </Group>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap={6}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={700} fz="lg">
              {user.name}
            </Text>
            <Badge variant="light">{tMain(`enums.roles.${user.role}`)}</Badge>
          </Group>
          <Text c="dimmed" size="sm">
            {user.venue ? t('profile.venue', { venue: user.venue.name }) : t('profile.noVenue')}
          </Text>
        </Stack>
      </Card>
      <MyVenuesCard />
      <Card withBorder radius="lg" padding="lg">
        <ProfileForm key={user.id} user={user} />
      </Card>
      <PushSwitch />
      <Button
        variant="light"
        leftSection={<IconLock size={18} />}
        onClick={passwordModal.open}
        w="fit-content"
      >
        {t('changePassword.open')}
      </Button>
      <ChangePasswordModal opened={passwordOpen} onClose={passwordModal.close} />
    </Stack>
  );
}

function ProfileForm({ user }: { user: Profile }) {
  const { t } = useTranslation('users');
  const { t: tMain } = useTranslation();
  const edit = useEditProfile();
  const form = useSchemaForm(ProfileEditSchema, {
    initialValues: {
      name: user.name,
      phone: splitPhone(user.phone),
      language: user.language,
      theme: user.theme,
    } as ProfileValues,
    toInput: toProfileInput,
  });
  const input = form.valid ? form.getTransformedValues() : undefined;
  const changed =
    input !== undefined &&
    (input.name !== user.name ||
      input.phone !== user.phone ||
      input.language !== user.language ||
      input.theme !== user.theme);

  const submit = form.onSubmit((data) => {
    edit.mutate(data, {
      onSuccess: async (profile) => {
        await setAppLanguage(profile.language);
        notifySuccessText(t('profile.saved'));
      },
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length > 0) form.setServerErrors(error.fields);
        notifyError(errorKey(errorCodeOf(error)));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('profile.editTitle')}
        </Title>
        <TextInput label={tMain('common.email')} value={user.email} readOnly variant="filled" />
        <TextInput label={t('profile.name')} autoComplete="name" required {...form.getInputProps('name')} />
        <PhoneInput
          label={tMain('common.phone')}
          required
          value={form.values.phone}
          {...form.getInputProps('phone')}
        />
        <NativeSelect
          label={tMain('common.language')}
          {...form.getInputProps('language')}
          data={LANGUAGES.map((code) => ({ value: code, label: tMain(`common.languages.${code}`) }))}
        />
        <Stack gap={4}>
          <Input.Label labelElement="div" size="md" id="profile-theme-label">
            {t('profile.theme')}
          </Input.Label>
          <SegmentedControl
            aria-labelledby="profile-theme-label"
            {...form.getInputProps('theme')}
            data={THEMES.map((theme) => ({ value: theme, label: tMain(`enums.themes.${theme}`) }))}
          />
        </Stack>
        <Group justify="flex-end">
          <Button type="submit" disabled={!form.valid || !changed} loading={edit.isPending}>
            {tMain('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
