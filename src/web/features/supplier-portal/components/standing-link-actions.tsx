/**
 * A contact row's standing link (docs/PRODUCT.md#standing-links), for the venue admin: make it, copy or share it,
 * make a new one (the old one stops working) or revoke it. The link is shown in full, so it can be copied by hand
 * too.
 */
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCopy, IconLink, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyShortcut, copyText } from '@/web/lib/clipboard';
import { formatDate } from '@/web/lib/dates';
import { notifySuccessText } from '@/web/lib/notify';
import { useContactStandingLinks, useCreateStandingLink, useRevokeStandingLink } from '../api';

export function StandingLinkActions({ contactId, contactName }: { contactId: number; contactName: string }) {
  const { t } = useTranslation('supplier-portal', { keyPrefix: 'standingLink' });
  const { t: tMain } = useTranslation();
  const links = useContactStandingLinks(true);
  const create = useCreateStandingLink();
  const revoke = useRevokeStandingLink();
  const [confirming, setConfirming] = useState(false);
  const link = links.data?.find((entry) => entry.contactId === contactId);

  const make = () => create.mutate(contactId, { onSuccess: () => notifySuccessText(t('created')) });
  const copy = async (url: string) => {
    const outcome = await copyText(url, t('copyPrompt', { keys: copyShortcut() }));
    if (outcome === 'copied') notifySuccessText(t('copied'));
  };
  const share = (url: string) => navigator.share({ title: t('shareTitle'), url }).catch(() => undefined);
  const confirmRevoke = () =>
    revoke.mutate(contactId, {
      onSuccess: () => {
        setConfirming(false);
        notifySuccessText(t('revoked'));
      },
    });

  if (links.isPending) return null;
  if (!link) {
    return (
      <Group>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconLink size={16} />}
          loading={create.isPending}
          onClick={make}
          aria-label={t('createFor', { name: contactName })}
        >
          {t('create')}
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap={4}>
      <Group gap={4} wrap="nowrap" align="flex-end">
        <TextInput
          readOnly
          size="xs"
          style={{ flex: 1, minWidth: 0 }}
          label={t('label', { date: formatDate(link.createdAt) })}
          aria-label={t('linkOf', { name: contactName })}
          value={link.link}
          onFocus={(event) => event.currentTarget.select()}
        />
        <ActionIcon variant="subtle" size="lg" aria-label={t('copy')} onClick={() => void copy(link.link)}>
          <IconCopy size={18} />
        </ActionIcon>
        {typeof navigator.share === 'function' ? (
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t('share')}
            onClick={() => void share(link.link)}
          >
            <IconShare size={18} />
          </ActionIcon>
        ) : null}
      </Group>
      {confirming ? (
        <Group gap="xs" justify="flex-end">
          <Text size="sm">{t('revokeQuestion')}</Text>
          <Button size="compact-sm" variant="default" onClick={() => setConfirming(false)}>
            {tMain('common.cancel')}
          </Button>
          <Button size="compact-sm" color="red" loading={revoke.isPending} onClick={confirmRevoke}>
            {t('revokeConfirm')}
          </Button>
        </Group>
      ) : (
        <Group gap="xs" justify="flex-end">
          <Button size="compact-sm" variant="subtle" loading={create.isPending} onClick={make}>
            {t('renew')}
          </Button>
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => setConfirming(true)}>
            {t('revoke')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
