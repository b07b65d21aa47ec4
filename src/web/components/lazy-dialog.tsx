import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog in a chunk of its own, fetched the first time it opens (decision 0011: a screen's first load carries only
 * what its first paint shows). Once open it stays mounted, so it closes with its transition like any dialog; a dialog
 * arriving over the page moves nothing on it.
 */
export function lazyDialog<P extends { opened: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: P) {
    const [needed, setNeeded] = useState(false);
    if (!needed && props.opened) setNeeded(true);
    return needed ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  };
}
