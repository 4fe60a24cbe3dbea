import { type SubstitutionNorms, substitutionsRoutes } from '@kg/contracts';
import { useSearchParams } from 'react-router';
import { Card, DatePicker, Flex } from 'antd';
import type { ReactNode } from 'react';
import { routePath } from '../../../shared/api/route-request';
import { DATE_FORMAT, dayjs, toApiDate } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { LoadError } from '../../../shared/list';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetSubstitutionNormsQuery } from '../api';

interface NormsReportFrameProps {
  title: string;
  /** Beside the period picker (figures of the period). */
  summary?: (norms: SubstitutionNorms) => ReactNode;
  children: (norms: SubstitutionNorms | undefined, loading: boolean) => ReactNode;
}

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The two references built on GET TeacherSubstitutions/norms: a card with the period (?fromDate=&toDate=, the
 * current month by default), the PDF and Excel exports of the period, and the load error with a retry.
 */
export function NormsReportFrame({ title, summary, children }: NormsReportFrameProps) {
  const [params, setParams] = useSearchParams();
  const from = params.get('fromDate');
  const to = params.get('toDate');
  const fromDate = isDay(from) ? from : toApiDate(dayjs().startOf('month'));
  const toDate = isDay(to) && to >= fromDate ? to : toApiDate(dayjs(fromDate).endOf('month'));
  const norms = useGetSubstitutionNormsQuery({ fromDate, toDate });
  const exportPath = (type: 'pdf' | 'excel') =>
    routePath(substitutionsRoutes.normsExport, { params: { type }, query: { fromDate, toDate } });
  return (
    <Card
      title={<PageTitle>{title}</PageTitle>}
      extra={
        <Flex gap={8}>
          <DownloadButton path={exportPath('pdf')}>PDF</DownloadButton>
          <DownloadButton path={exportPath('excel')}>Excel</DownloadButton>
        </Flex>
      }
    >
      <Flex gap={16} wrap align="center" style={{ marginBottom: 16 }}>
        <DatePicker.RangePicker
          aria-label="Период"
          format={DATE_FORMAT}
          allowClear={false}
          value={[dayjs(fromDate), dayjs(toDate)]}
          onChange={(range) =>
            range?.[0] && range[1] && setParams({ fromDate: toApiDate(range[0]), toDate: toApiDate(range[1]) }, { replace: true })
          }
        />
        {norms.data && summary?.(norms.data)}
      </Flex>
      {norms.isError ? <LoadError list={norms} /> : children(norms.data, norms.isFetching)}
    </Card>
  );
}
