import { menuAgeBandLabels, NORM_MAX_MONTHS, nutritionNormsRoutes, type RecapNormReport } from '@kg/contracts';
import { Alert, Card, Empty, Flex, Input, Spin, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { routePath } from '../../../shared/api/route-request';
import { sofiaDay } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { LoadError, ResponsiveTable, SelectFilter } from '../../../shared/list';
import { PageTitle } from '../../../shared/ui/page-title';
import { amount, bandOf, bandOptions, NormVerdict, percentText } from '../components/norm-parts';
import { useGetRecapNormReportQuery } from '../nutrition-norms-api';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
type Indicator = RecapNormReport['bands'][number]['indicators'][number];
const monthIndex = (value: string): number => Number(value.slice(0, 4)) * 12 + Number(value.slice(5, 7)) - 1;
const monthLabel = (value: string): string => `${value.slice(5, 7)}.${value.slice(0, 4)}`;

/** The months of the URL, else the school year's months up to this one (September – now). */
function monthsOf(params: URLSearchParams): { from: string; to: string } {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (MONTH.test(from) && MONTH.test(to)) return { from, to };
  const now = sofiaDay().slice(0, 7);
  const year = Number(now.slice(0, 4));
  const start = Number(now.slice(5, 7)) >= 9 ? `${year}-09` : `${year - 1}-09`;
  return { from: start, to: now };
}

/**
 * /storage/references/recap-nutritional: the same indicators as the ten-day analysis over a longer period, months as
 * columns, per age band (docs/meal-calculations.md "Nutrition norms").
 */
export default function RecapNutritionalPage() {
  const [params, setParams] = useSearchParams();
  const period = monthsOf(params);
  const band = bandOf(params);
  const count = monthIndex(period.to) - monthIndex(period.from) + 1;
  const valid = count >= 1 && count <= NORM_MAX_MONTHS;
  const query = { ...period, ...(band ? { band } : {}) };
  const recap = useGetRecapNormReportQuery(query, { skip: !valid });
  const update = (next: Record<string, string | undefined>) => {
    const merged: Record<string, string> = {};
    for (const [key, value] of Object.entries({ ...period, band: band ? String(band) : undefined, ...next })) {
      if (value) merged[key] = value;
    }
    setParams(merged, { replace: true });
  };
  const file = (format: 'pdf' | 'excel') => routePath(nutritionNormsRoutes.recapFile, { query: { ...query, format } });
  const months = recap.data?.months ?? [];
  return (
    <Card
      title={<PageTitle>Обобщен анализ на храненето</PageTitle>}
      extra={
        valid && (
          <Flex gap={8} wrap>
            <DownloadButton path={file('pdf')}>PDF</DownloadButton>
            <DownloadButton path={file('excel')}>Excel</DownloadButton>
          </Flex>
        )
      }
    >
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input
          type="month"
          aria-label="От месец"
          value={period.from}
          onChange={(event) => update({ from: event.target.value || undefined })}
          style={{ width: 180, maxWidth: '100%' }}
        />
        <Input
          type="month"
          aria-label="До месец"
          value={period.to}
          onChange={(event) => update({ to: event.target.value || undefined })}
          style={{ width: 180, maxWidth: '100%' }}
        />
        <SelectFilter
          label="Възрастова група"
          placeholder="Всички възрастови групи"
          value={band}
          options={bandOptions}
          onChange={(value) => update({ band: value ? String(value) : undefined })}
          width={260}
        />
      </Flex>
      {!valid ? (
        <Alert type="warning" showIcon title={`Изберете от 1 до ${NORM_MAX_MONTHS} месеца, крайният не преди началния.`} />
      ) : recap.isError ? (
        <LoadError list={recap} />
      ) : !recap.data ? (
        <Spin description="Зареждане…" />
      ) : recap.data.bands.length === 0 ? (
        <Empty description="Няма калкулации за храна с хранени деца за периода." />
      ) : (
        <Flex vertical gap={24}>
          {recap.data.bands.map((row) => (
            <section key={row.ageBand} aria-label={menuAgeBandLabels[row.ageBand]}>
              <Typography.Title level={2} style={{ fontSize: 18 }}>
                {menuAgeBandLabels[row.ageBand]}
              </Typography.Title>
              <ResponsiveTable<Indicator>
                matrix
                size="small"
                bordered
                pagination={false}
                scroll={{ x: 'max-content' }}
                rowKey="key"
                loading={recap.isFetching}
                dataSource={row.indicators}
                columns={[
                  {
                    title: 'Показател',
                    key: 'label',
                    fixed: 'left',
                    render: (_v, indicator) => `${indicator.label}, ${indicator.unit}`,
                  },
                  ...months.map((month, index) => ({
                    title: monthLabel(month),
                    key: month,
                    render: (_v: unknown, indicator: Indicator) => {
                      const cell = indicator.months[index]!;
                      if (cell.days === 0) return <Typography.Text type="secondary">няма дни</Typography.Text>;
                      return (
                        <Flex vertical gap={2} align="end">
                          <span>{amount(cell.average)}</span>
                          <span>{percentText(cell.percentOfNorm)}</span>
                          <NormVerdict indicator={cell} />
                        </Flex>
                      );
                    },
                  })),
                ]}
              />
            </section>
          ))}
        </Flex>
      )}
    </Card>
  );
}
