import { QueryClient, QueryClientProvider, useQuery as useTanStackQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { memo } from 'react';
import { describe, expect, it } from 'vitest';
import { useQuery } from './deferred-query';

/** A query whose answer the test gives when it likes. */
function controlledAnswer() {
  let answer: (value: string) => void = () => undefined;
  const promise = new Promise<string>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

/** What each render of the list saw: the rows it would draw. */
function renderProbe(use: typeof useQuery) {
  const { promise, answer } = controlledAnswer();
  const seen: Array<string | undefined> = [];
  const rowsDrawn: string[] = [];
  // A part of the page that only redraws for new data, as a memoized list of rows does.
  const Rows = memo(function Rows({ data }: { data: string | undefined }) {
    if (data !== undefined) rowsDrawn.push(data);
    return <p>{data ?? 'loading'}</p>;
  });
  function Page() {
    const { data } = use({ queryKey: ['probe'], queryFn: () => promise });
    seen.push(data);
    return <Rows data={data} />;
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Page />
    </QueryClientProvider>,
  );
  return { seen, rowsDrawn, answer };
}

describe('the app’s useQuery (decision 0040)', () => {
  it('lets the urgent render after an answer keep the previous result, and draws the new one after it', async () => {
    const { seen, rowsDrawn, answer } = renderProbe(useQuery);
    answer('rows');
    expect(await screen.findByText('rows')).toBeTruthy();
    // Mounted without data; the store's urgent render still without it; then the deferred render with it.
    expect(seen).toEqual([undefined, undefined, 'rows']);
    expect(rowsDrawn).toEqual(['rows']);
  });

  it('differs from TanStack Query’s own hook, whose answer is drawn in the urgent render itself', async () => {
    const { seen, answer } = renderProbe(useTanStackQuery as typeof useQuery);
    answer('rows');
    expect(await screen.findByText('rows')).toBeTruthy();
    expect(seen).toEqual([undefined, 'rows']);
  });

  it('returns another key’s result at once: no render shows one key’s data under another', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(['supplier', 1], 'contacts of 1');
    queryClient.setQueryData(['supplier', 2], 'contacts of 2');
    const seen: string[] = [];
    function Contacts({ supplierId }: { supplierId: number }) {
      const { data } = useQuery({
        queryKey: ['supplier', supplierId],
        queryFn: () => Promise.resolve(`contacts of ${supplierId}`),
        staleTime: Infinity,
      });
      seen.push(`${supplierId}: ${String(data)}`);
      return <p>{data}</p>;
    }
    const view = render(
      <QueryClientProvider client={queryClient}>
        <Contacts supplierId={1} />
      </QueryClientProvider>,
    );
    view.rerender(
      <QueryClientProvider client={queryClient}>
        <Contacts supplierId={2} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('contacts of 2')).toBeTruthy();
    expect(seen.filter((entry) => entry.startsWith('2:'))).not.toContain('2: contacts of 1');
  });
});
