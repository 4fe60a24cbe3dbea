import { useEffect } from 'react';

export const PRODUCT_TITLE = 'Асистент за детски градини';

/** Sets the browser tab's title: "<page> · Асистент за детски градини". */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_TITLE}` : PRODUCT_TITLE;
  }, [title]);
}
