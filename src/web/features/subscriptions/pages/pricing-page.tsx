/**
 * /pricing (docs/PRODUCT.md#plan-prices): the plans with their monthly prices and what each includes, open to
 * anyone (linked from /login and from the plan dialog). A light page of its own chunk: one public read.
 */
import { Anchor, Box, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { planOffers } from '@/domain/subscriptions/plan-prices';
import { ErrorState } from '@/web/components/error-state';
import { LanguageToggle } from '@/web/components/language-toggle';
import { PageLoader } from '@/web/components/page-loader';
import { useSession } from '@/web/lib/session';
import { PATHS } from '@/web/lib/paths';
import { usePlanPrices } from '../api';
import { PlanOfferCard } from '../components/plan-offer-card';

const OFFERS = planOffers();

export function PricingPage() {
  const { t, ready } = useTranslation('subscriptions', { keyPrefix: 'pricing' });
  const prices = usePlanPrices();
  const signedIn = useSession() !== null;
  if (!ready) return <PageLoader />;
  const priceOf = (plan: string) => prices.data?.find((row) => row.plan === plan)?.monthlyPrice ?? null;
  return (
    <Box maw={720} mx="auto" px={{ base: 'xs', xs: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group wrap="nowrap" align="center">
          <Title order={1} fz={26}>
            {t('title')}
          </Title>
          <Box ml="auto">
            <LanguageToggle />
          </Box>
        </Group>
        <Text>{t('intro')}</Text>
        {prices.isPending ? (
          <PageLoader />
        ) : prices.isError ? (
          <ErrorState error={prices.error} onRetry={() => void prices.refetch()} />
        ) : (
          OFFERS.map((offer) => <PlanOfferCard key={offer.plan} offer={offer} price={priceOf(offer.plan)} />)
        )}
        <Text size="sm" ta="center">
          <Anchor component={Link} to={signedIn ? PATHS.home : PATHS.login} fw={600}>
            {t(signedIn ? 'back' : 'toLogin')}
          </Anchor>
        </Text>
      </Stack>
    </Box>
  );
}
