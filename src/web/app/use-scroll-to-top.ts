import { useEffect } from 'react';

/** SPEC §2: every navigation starts at the top of the new page. */
export function useScrollToTop(pathname: string): void {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
