import { useEffect } from 'react';

/** Every navigation starts at the top of the new page (docs/PRODUCT.md#shell). */
export function useScrollToTop(pathname: string): void {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
