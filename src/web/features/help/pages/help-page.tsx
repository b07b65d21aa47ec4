import { Accordion, Alert, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { useAppLanguage } from '@/web/i18n/i18n';
import { useHelp } from '../api';
import { HelpArticleHtml } from '../components/help-article-html';
import { searchHelp } from '../help-search';

/**
 * /help (docs/PRODUCT.md#help, #data-help): categories with their articles in the interface language, searchable. A
 * screen's "?" opens it with ?article=<slug>, which opens that article and scrolls to it.
 */
export function HelpPage() {
  const { t, ready } = useTranslation('help');
  const language = useAppLanguage();
  const help = useHelp(language);
  const [params] = useSearchParams();
  const linked = params.get('article');
  const [query, setQuery] = useState('');
  const [opened, setOpened] = useState<string[]>(linked ? [linked] : []);
  const shown = useMemo(() => (help.data ? searchHelp(help.data, query) : []), [help.data, query]);

  // The linked article starts open (initial state); once the articles are on screen, bring it into view.
  useEffect(() => {
    if (linked && help.data) document.getElementById(`help-${linked}`)?.scrollIntoView({ block: 'start' });
  }, [linked, help.data]);

  if (!ready) return <PageLoader />;
  return (
    <Stack gap="md" maw={860}>
      <Title order={1} fz={26}>
        {t('page.title')}
      </Title>
      <TextInput
        size="md"
        type="search"
        label={t('page.search')}
        placeholder={t('page.searchPlaceholder')}
        leftSection={<IconSearch size={18} />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        maxLength={100}
      />
      {help.isPending ? (
        <PageLoader />
      ) : help.isError ? (
        <ErrorState error={help.error} onRetry={() => void help.refetch()} />
      ) : help.data.length === 0 ? (
        <Alert>{t('page.empty')}</Alert>
      ) : shown.length === 0 ? (
        <Text c="dimmed">{t('page.noMatch')}</Text>
      ) : (
        shown.map((category) => (
          <Stack key={category.id} gap="xs" component="section" aria-label={category.name}>
            <Title order={2} fz="lg">
              {category.name}
            </Title>
            <Accordion
              multiple
              variant="separated"
              value={opened}
              onChange={setOpened}
              // While searching every match is open: the reader sees why it matched.
              {...(query.trim() ? { value: category.articles.map((article) => article.slug) } : {})}
            >
              {category.articles.map((article) => (
                <Accordion.Item key={article.id} value={article.slug} id={`help-${article.slug}`}>
                  <Accordion.Control>
                    <Text fw={600}>{article.title}</Text>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <HelpArticleHtml html={article.html} />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Stack>
        ))
      )}
    </Stack>
  );
}
