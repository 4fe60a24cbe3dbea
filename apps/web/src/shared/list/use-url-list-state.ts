import { useSearchParams } from 'react-router';

export type ListChanges = Record<string, string | number | undefined>;

export interface ListPaging<S extends string> {
  page: number;
  sort: S | undefined;
  desc: boolean;
}

/**
 * A list's state in the URL (`?…&page=&sort=&desc=`), so that a link or a reload keeps the filters, the page and the
 * order. Pages read their own filters from `params`; `update` sets or clears keys (and goes back to the first page
 * unless told otherwise).
 */
export function useUrlListState<S extends string>(sortable: readonly S[]) {
  const [params, setParams] = useSearchParams();
  const sort = params.get('sort') as S | null;
  const paging: ListPaging<S> = {
    page: Math.max(1, Number(params.get('page')) || 1),
    sort: sort && sortable.includes(sort) ? sort : undefined,
    desc: params.get('desc') === 'true',
  };
  const update = (changes: ListChanges, resetPage = true): void => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries({ ...changes, ...(resetPage ? { page: undefined } : {}) })) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next, { replace: true });
  };
  return { params, paging, update };
}

/** The query's paging and order for a list call (`pageNumber`, `pageSize`, `orderByColumn`, `orderByDescending`). */
export function pageQueryOf<S extends string>(paging: ListPaging<S>, pageSize: number) {
  return {
    pageNumber: paging.page,
    pageSize,
    ...(paging.sort ? { orderByColumn: paging.sort, orderByDescending: paging.desc } : {}),
  };
}
