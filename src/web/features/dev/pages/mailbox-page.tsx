import { Accordion, Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconMailOpened, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { formatDateTime } from '@/web/lib/dates';
import type { StoredMail } from '@/domain/dev/dev.contract';
import { useStoredMails } from '../api';
import { linkify, mailDocument } from '../mail-content';

/**
 * The mail is shown in a sandbox: no scripts and no access to this page, but its links may open (in a new tab, or
 * in this tab when clicked), which is the whole point of reading a verification or reset mail here.
 */
const MAIL_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation';

/** /dev/mailbox: the super admin's view of the mails stored instead of sent (no SMTP server configured). */
export function MailboxPage() {
  const { t, ready } = useTranslation('dev');
  const { t: tMain } = useTranslation();
  const mailbox = useStoredMails();
  if (!ready) return <PageLoader />;

  return (
    <Stack gap="md" maw={900} mx="auto">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1} fz={26}>
          {t('mailbox.title')}
        </Title>
        <Button
          variant="light"
          leftSection={<IconRefresh size={18} />}
          onClick={() => void mailbox.refetch()}
          loading={mailbox.isFetching}
        >
          {tMain('common.refresh')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('mailbox.intro')}
      </Text>
      {mailbox.isPending ? (
        <PageLoader />
      ) : mailbox.isError ? (
        <ErrorState error={mailbox.error} onRetry={() => void mailbox.refetch()} />
      ) : mailbox.data.mails.length === 0 ? (
        <Text c="dimmed">{t('mailbox.empty')}</Text>
      ) : (
        <Accordion variant="separated" radius="md" chevronPosition="right">
          {mailbox.data.mails.map((mail) => (
            <MailItem key={mail.id} mail={mail} />
          ))}
        </Accordion>
      )}
    </Stack>
  );
}

function MailItem({ mail }: { mail: StoredMail }) {
  const { t } = useTranslation('dev');
  return (
    <Accordion.Item value={String(mail.id)}>
      <Accordion.Control icon={<IconMailOpened size={20} />}>
        <Stack gap={2} miw={0}>
          <Text fw={600} size="sm" lineClamp={2}>
            {mail.subject}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('mailbox.to', { to: mail.to })}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(mail.createdAt)}
            </Text>
            <Badge size="xs" variant="light">
              {mail.kind}
            </Badge>
          </Group>
        </Stack>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="md">
          <iframe
            title={t('mailbox.htmlTitle', { subject: mail.subject })}
            srcDoc={mailDocument(mail.html)}
            sandbox={MAIL_SANDBOX}
            style={{
              width: '100%',
              height: 420,
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 8,
              background: 'white',
            }}
          />
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('mailbox.plainText')}
            </Text>
            <Text
              component="pre"
              size="sm"
              m={0}
              p="sm"
              bg="var(--mantine-color-default-hover)"
              style={{
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                borderRadius: 8,
                fontFamily: 'inherit',
              }}
            >
              {linkify(mail.text).map((part, index) =>
                part.kind === 'link' ? (
                  <Anchor key={index} href={part.href} target="_blank" rel="noopener noreferrer" inherit>
                    {part.href}
                  </Anchor>
                ) : (
                  <span key={index}>{part.text}</span>
                ),
              )}
            </Text>
          </Stack>
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
