import type { ReactNode } from 'react';
import { Card, Flex } from 'antd';
import { DownloadButton } from '../download';
import { PageTitle } from '../ui/page-title';
import { ServerTable, type ServerTableProps } from './server-table';

export interface ExportLink {
  path: string;
  label: string;
}

export interface ListPageProps<Row extends object, S extends string> extends ServerTableProps<Row, S> {
  title: string;
  /** The browser tab's text when it is not the title. */
  tab?: string;
  /** The filters above the table (they keep their state in the URL: `useUrlListState`). */
  filters?: ReactNode;
  /** The list's exports: the path under /api (`routePath(route, { query })`) and the button's text; one or several. */
  exportFile?: ExportLink | readonly ExportLink[];
  /** Buttons beside the title (create, …). */
  actions?: ReactNode;
  /** Above the filters: a note, a summary. */
  children?: ReactNode;
}

/**
 * The skeleton of every list page: the title (which also names the tab), the export and the page's actions at its
 * side (under it on a phone), the filters, and the server-paged table (cards on a phone) with its loading, empty and
 * error states.
 */
export function ListPage<Row extends object, S extends string>(props: ListPageProps<Row, S>) {
  const { title, tab, filters, exportFile, actions, children, ...table } = props;
  const exports: readonly ExportLink[] = exportFile === undefined ? [] : 'path' in exportFile ? [exportFile] : exportFile;
  const extra =
    exports.length || actions ? (
      <Flex gap={8} wrap>
        {exports.map((link) => (
          <DownloadButton key={link.path} path={link.path}>
            {link.label}
          </DownloadButton>
        ))}
        {actions}
      </Flex>
    ) : undefined;
  return (
    <Card title={<PageTitle tab={tab}>{title}</PageTitle>} extra={extra}>
      {children}
      {filters && (
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          {filters}
        </Flex>
      )}
      <ServerTable<Row, S> cardsLabel={title} {...table} />
    </Card>
  );
}
