import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@/web/lib/paths';
import { PAGES } from './router';

describe('route chunks (decision 0011)', () => {
  it("the dashboard's chunk arrives with the texts its first screen shows, not after its first render", async () => {
    const sections = ['venues', 'subscriptions', 'help', 'supplier-portal'] as const;
    for (const namespace of sections) i18n.removeResourceBundle('sr', namespace);

    const page = await PAGES[PATHS.home]!();

    expect(page.name).toBe('DashboardPage');
    for (const namespace of sections) expect(i18n.hasResourceBundle('sr', namespace), namespace).toBe(true);
  });
});
