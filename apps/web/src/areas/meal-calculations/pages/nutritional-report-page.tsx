import {
  menuAgeBandLabels,
  NORM_MAX_DAYS,
  type NormIndicator,
  type NormReportBand,
  normNutrients,
  nutritionNormsRoutes,
} from '@kg/contracts';
import { Alert, Card, Empty, Flex, Spin, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { routePath } from '../../../shared/api/route-request';
import { BarChart } from '../../../shared/charts/bar-chart';
import { dayjs, formatDate, sofiaDay } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { DateRangeFilter, LoadError, ResponsiveTable, SelectFilter } from '../../../shared/list';
import { PageTitle } from '../../../shared/ui/page-title';
import { amount, bandOf, bandOptions, NormVerdict, percentText } from '../components/norm-parts';
import { useGetNormReportQuery } from '../nutrition-norms-api';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
type Day = NormReportBand['days'][number];

/** The period of the URL, else this month up to today (at most its first 31 days). */
function periodOf(params: URLSearchParams): { from: string; to: string } {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (DAY.test(from) && DAY.test(to)) return { from, to };
  const today = sofiaDay();
  return { from: `${today.slice(0, 7)}-01`, to: today };
}

function BandSection({ band, tolerance }: { band: NormReportBand; tolerance: string }) {
  const charted = band.indicators.filter((indicator) => indicator.percentOfNorm !== null);
  const dayColumns = [
    { title: 'Дата', key: 'date', render: (_v: unknown, row: Day) => formatDate(row.forDate) },
    { title: 'Деца', key: 'children', dataIndex: 'children', align: 'right' as const },
    ...normNutrients.map((nutrient) => ({
      title: `${nutrient.label}, ${nutrient.unit}`,
      key: nutrient.key,
      align: 'right' as const,
      render: (_v: unknown, row: Day) => amount(row.values[nutrient.key] ?? null),
    })),
  ];
  return (
    <section aria-label={menuAgeBandLabels[band.ageBand]}>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {menuAgeBandLabels[band.ageBand]}
      </Typography.Title>
      <ResponsiveTable<NormIndicator>
        matrix
        size="small"
        bordered
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowKey="key"
        dataSource={band.indicators}
        columns={[
          { title: 'Показател', key: 'label', render: (_v, row) => `${row.label}, ${row.unit}` },
          { title: 'Средно на ден', key: 'average', align: 'right', render: (_v, row) => amount(row.average) },
          { title: 'Норма', key: 'norm', align: 'right', render: (_v, row) => amount(row.norm) },
          { title: '% от нормата', key: 'percent', align: 'right', render: (_v, row) => percentText(row.percentOfNorm) },
          { title: 'Отклонение', key: 'deviation', align: 'right', render: (_v, row) => percentText(row.deviationPercent) },
          { title: 'Оценка', key: 'verdict', render: (_v, row) => <NormVerdict indicator={row} /> },
        ]}
      />
      {charted.length > 0 && (
        <div style={{ overflowX: 'auto', marginTop: 12 }}>
          <BarChart
            title={`${menuAgeBandLabels[band.ageBand]}: % от нормата по показатели (норма = 100 %, допуск ±${tolerance} %)`}
            labels={charted.map((indicator) => indicator.label.slice(0, 10))}
            longLabels={charted.map((indicator) => indicator.label)}
            series={[{ name: '% от нормата', color: '#1677ff', values: charted.map((i) => Number(i.percentOfNorm)) }]}
            format={(value) => `${new Intl.NumberFormat('bg-BG').format(value)} %`}
          />
        </div>
      )}
      {band.norms.length > 0 ? (
        <ul style={{ paddingLeft: 20 }}>
          {band.norms.map((norm) => (
            <li key={norm.id}>
              <Typography.Text type="secondary">{`Норма в сила от ${formatDate(norm.effectiveFrom)}: ${norm.citation}`}</Typography.Text>
            </li>
          ))}
        </ul>
      ) : (
        <Typography.Paragraph type="secondary">Нормата не е въведена за тази възрастова група и период.</Typography.Paragraph>
      )}
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        По дни (на дете)
      </Typography.Title>
      <ResponsiveTable<Day>
        matrix
        size="small"
        bordered
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowKey="forDate"
        dataSource={band.days}
        columns={dayColumns}
        // The rows have a `children` count: not antd's nested rows.
        expandable={{ childrenColumnName: 'nestedRows' }}
      />
    </section>
  );
}

/**
 * /storage/references/nutritional: the ten-day or monthly analysis of the children's average daily intake per age band
 * against the norms in force (docs/meal-calculations.md "Nutrition norms"), from what the meal calculations issued.
 */
export default function NutritionalReportPage() {
  const [params, setParams] = useSearchParams();
  const period = periodOf(params);
  const band = bandOf(params);
  const days = dayjs(period.to).diff(dayjs(period.from), 'day') + 1;
  const valid = period.from <= period.to && days <= NORM_MAX_DAYS;
  const query = { ...period, ...(band ? { band } : {}) };
  const report = useGetNormReportQuery(query, { skip: !valid });
  const update = (next: Record<string, string | undefined>) => {
    const merged: Record<string, string> = {};
    for (const [key, value] of Object.entries({
      from: period.from,
      to: period.to,
      band: band ? String(band) : undefined,
      ...next,
    })) {
      if (value) merged[key] = value;
    }
    setParams(merged, { replace: true });
  };
  const file = (format: 'pdf' | 'excel') => routePath(nutritionNormsRoutes.reportFile, { query: { ...query, format } });
  return (
    <Card
      title={<PageTitle>Анализ на храненето спрямо нормите</PageTitle>}
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
        <DateRangeFilter from={period.from} to={period.to} onChange={(range) => update({ from: range.from, to: range.to })} />
        <SelectFilter
          label="Възрастова група"
          placeholder="Всички възрастови групи"
          value={band}
          options={bandOptions}
          onChange={(value) => update({ band: value ? String(value) : undefined })}
          width={260}
        />
      </Flex>
      <Typography.Paragraph type="secondary">
        Среднодневно количество на дете от изписаното по калкулациите за храна, сравнено с нормата в сила за всеки ден. Отклонение
        над ±{report.data?.tolerancePercent ?? '10'} % се отбелязва.
      </Typography.Paragraph>
      {!valid ? (
        <Alert type="warning" showIcon title={`Изберете период до ${NORM_MAX_DAYS} дни (десетдневка или месец).`} />
      ) : report.isError ? (
        <LoadError list={report} />
      ) : !report.data ? (
        <Spin description="Зареждане…" />
      ) : report.data.bands.length === 0 ? (
        <Empty description="Няма калкулации за храна с хранени деца за периода." />
      ) : (
        <Flex vertical gap={24}>
          {report.data.unattributed.length > 0 ? (
            <Alert
              type="info"
              showIcon
              title={`Добавени от домакина продукти не са разпределени по възрастови групи и не са включени: ${report.data.unattributed
                .map((row) => `${row.productName} (${formatDate(row.forDate)})`)
                .join(', ')}.`}
            />
          ) : null}
          {report.data.bands.map((row) => (
            <BandSection key={row.ageBand} band={row} tolerance={report.data.tolerancePercent} />
          ))}
        </Flex>
      )}
    </Card>
  );
}
