import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog in a chunk of its own, fetched the first time it opens (decision 0011: a screen's first load carries only
 * what its first paint shows). Once open it stays mounted, so it closes with its transition like any dialog; a dialog
 * arriving over the page moves nothing on it. A dialog opened by another prop than `opened` (the order it is about,
 * null while closed) names how it is open with `isOpen`.
 */
export function lazyDialog<P extends { opened: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P>;
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P>;
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => (props as { opened?: boolean }).opened === true,
): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: P) {
    const [needed, setNeeded] = useState(false);
    if (!needed && isOpen(props)) setNeeded(true);
    return needed ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  };
}
