import {
  FeeAmountBasis,
  feeAmountBasisLabels,
  PaymentMethod,
  paymentMethodLabels,
  PaymentSource,
  paymentSourceLabels,
} from '@kg/contracts';
import { Select } from 'antd';
import { useMemo } from 'react';
import { dayjs, toApiDate } from '../../../shared/dates/dates';
import { DateRangeFilter, GroupFilter, useUrlListState } from '../../../shared/list';
import { useGetActivitiesQuery, useGetActivityGroupsQuery, useGetKindergartenProvidersQuery } from '../../activities/api';
import { recentMonths, whole } from '../../activity-attendances/month-options';
import { useGetReferenceCashiersQuery } from '../api';

/** The filters a reference page may show (each page lists the ones its reference takes). */
export type FilterField = 'provider' | 'activity' | 'group' | 'source' | 'method' | 'cashier' | 'basis';

/** The period and filters of a reference, as its query takes them. */
export interface ReferenceFilterQuery {
  month?: number;
  year?: number;
  fromDate?: string;
  toDate?: string;
  providerId?: number;
  activityId?: number;
  classId?: number;
  paymentSource?: PaymentSource;
  paymentMethod?: PaymentMethod;
  cashierId?: number;
  amountBasis?: FeeAmountBasis;
}

const URL_KEYS: Record<FilterField, { key: string; query: keyof ReferenceFilterQuery }> = {
  provider: { key: 'providerId', query: 'providerId' },
  activity: { key: 'activityId', query: 'activityId' },
  group: { key: 'classId', query: 'classId' },
  source: { key: 'paymentSource', query: 'paymentSource' },
  method: { key: 'paymentMethod', query: 'paymentMethod' },
  cashier: { key: 'cashierId', query: 'cashierId' },
  basis: { key: 'amountBasis', query: 'amountBasis' },
};

/** The most activities the filter offers (a kindergarten has a few dozen at most). */
const ACTIVITY_OPTIONS = 500;

const selectStyle = { width: 200, maxWidth: '100%' };

/**
 * A reference's filters kept in the URL (`?month=&year=` or `?from=&to=`, then one key per filter), with the page and
 * order of a list (`useUrlListState`). The current month when no period is chosen.
 */
export function useReferenceFilters<S extends string>(fields: readonly FilterField[], sortable: readonly S[] = []) {
  const state = useUrlListState<S>(sortable);
  const { params } = state;
  const today = toApiDate(dayjs());
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const month = whole(params.get('month')) ?? Number(today.slice(5, 7));
  const year = whole(params.get('year')) ?? Number(today.slice(0, 4));
  const query: ReferenceFilterQuery = from && to ? { fromDate: from, toDate: to } : { month, year };
  for (const field of fields) {
    const value = whole(params.get(URL_KEYS[field].key));
    if (value !== undefined) (query as Record<string, number>)[URL_KEYS[field].query] = value;
  }
  return { ...state, query, month, year, from, to };
}

interface ReferenceFiltersProps {
  fields: readonly FilterField[];
  state: ReturnType<typeof useReferenceFilters>;
}

/** The period (a month, or from – to) and the page's own filters, each with its Bulgarian label. */
export function ReferenceFilters({ fields, state }: ReferenceFiltersProps) {
  const { query, update, month, year, from, to } = state;
  const months = useMemo(() => recentMonths(toApiDate(dayjs())), []);
  const has = (field: FilterField) => fields.includes(field);
  const providers = useGetKindergartenProvidersQuery(undefined, { skip: !has('provider') });
  const activities = useGetActivitiesQuery({ pageNumber: 1, pageSize: ACTIVITY_OPTIONS }, { skip: !has('activity') });
  const groups = useGetActivityGroupsQuery(undefined, { skip: !has('group') });
  const cashiers = useGetReferenceCashiersQuery(undefined, { skip: !has('cashier') });
  const byPeriod = Boolean(from && to);
  return (
    <>
      <Select
        aria-label="Месец"
        placeholder="Месец"
        value={byPeriod ? undefined : `${year}-${month}`}
        options={months.map((item) => ({ value: item.value, label: item.label }))}
        onChange={(value: string) => {
          const [nextYear, nextMonth] = value.split('-');
          update({ year: nextYear, month: nextMonth, from: undefined, to: undefined });
        }}
        style={{ width: 170, maxWidth: '100%' }}
      />
      <DateRangeFilter
        from={from}
        to={to}
        onChange={(range) => update({ from: range.from, to: range.to, month: undefined, year: undefined })}
      />
      {has('provider') && (
        <Select
          aria-label="Доставчик"
          placeholder="Доставчик"
          allowClear
          loading={providers.isLoading}
          value={query.providerId}
          options={(providers.data?.result ?? []).map((provider) => ({ value: provider.id, label: provider.name }))}
          onChange={(providerId?: number) => update({ providerId })}
          style={selectStyle}
        />
      )}
      {has('activity') && (
        <Select
          aria-label="Дейност"
          placeholder="Дейност"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={activities.isLoading}
          value={query.activityId}
          options={(activities.data?.result ?? []).map((activity) => ({ value: activity.id, label: activity.name }))}
          onChange={(activityId?: number) => update({ activityId })}
          style={selectStyle}
        />
      )}
      {has('group') && (
        <GroupFilter
          groups={groups.data?.map((group) => ({ classId: group.id, className: group.name }))}
          loading={groups.isLoading}
          value={query.classId}
          onChange={(classId) => update({ classId })}
        />
      )}
      {has('source') && (
        <Select
          aria-label="Събиране на плащанията"
          placeholder="Събиране: всички"
          allowClear
          value={query.paymentSource}
          options={[PaymentSource.EPay, PaymentSource.Own].map((value) => ({ value, label: paymentSourceLabels[value] }))}
          onChange={(paymentSource?: number) => update({ paymentSource })}
          style={selectStyle}
        />
      )}
      {has('method') && (
        <Select
          aria-label="Начин на плащане"
          placeholder="Начин на плащане"
          allowClear
          value={query.paymentMethod}
          options={Object.values(PaymentMethod)
            .filter((value): value is PaymentMethod => typeof value === 'number' && value !== PaymentMethod.Undefined)
            .map((value) => ({ value, label: paymentMethodLabels[value] }))}
          onChange={(paymentMethod?: number) => update({ paymentMethod })}
          style={selectStyle}
        />
      )}
      {has('cashier') && (
        <Select
          aria-label="Касиер"
          placeholder="Касиер"
          allowClear
          loading={cashiers.isLoading}
          value={query.cashierId}
          options={(cashiers.data ?? []).map((cashier) => ({ value: cashier.id, label: cashier.name }))}
          onChange={(cashierId?: number) => update({ cashierId })}
          style={selectStyle}
        />
      )}
      {has('basis') && (
        <Select
          aria-label="Суми"
          value={query.amountBasis ?? FeeAmountBasis.TotalAmount}
          options={[
            {
              value: FeeAmountBasis.TotalAmount,
              label: `Всички такси (${feeAmountBasisLabels[FeeAmountBasis.TotalAmount].toLowerCase()})`,
            },
            {
              value: FeeAmountBasis.PaidAmount,
              label: `Само платените (${feeAmountBasisLabels[FeeAmountBasis.PaidAmount].toLowerCase()})`,
            },
          ]}
          onChange={(amountBasis: number) =>
            update({ amountBasis: amountBasis === FeeAmountBasis.TotalAmount ? undefined : amountBasis })
          }
          style={{ width: 260, maxWidth: '100%' }}
        />
      )}
    </>
  );
}
