export { ServerTable, type ServerList, sortOrderOf } from './server-table';
export { type FailedLoad, LoadError, retryHelps } from './load-error';
export { type ListChanges, type ListPaging, pageQueryOf, useUrlListState } from './use-url-list-state';
export { DateRangeFilter, GroupFilter, type GroupOption, SearchFilter, SelectFilter } from './filters';
export { TitleCell } from './title-cell';
export { type ExportLink, ListPage, type ListPageProps } from './list-page';
export {
  type MobilePlace,
  type ResponsiveColumn,
  type ResponsiveColumns,
  ResponsiveTable,
  type ResponsiveTableProps,
} from './responsive-table';
