import { useSearchParams } from 'react-router';
import { dayjs, toApiDate } from '../../../shared/dates/dates';

/** A reference's period in the URL (?fromDate=&toDate=, 'YYYY-MM-DD'); by default `defaultFrom` to the end of this month. */
export function usePeriodState(defaultFrom: dayjs.Dayjs) {
  const [params, setParams] = useSearchParams();
  const valid = (raw: string | null) => (raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) && dayjs(raw).isValid() ? raw : null);
  const fromDate = valid(params.get('fromDate')) ?? toApiDate(defaultFrom);
  const toDate = valid(params.get('toDate')) ?? toApiDate(dayjs().endOf('month'));
  return {
    fromDate,
    toDate,
    range: [dayjs(fromDate), dayjs(toDate)] as [dayjs.Dayjs, dayjs.Dayjs],
    setRange: (from: dayjs.Dayjs, to: dayjs.Dayjs) =>
      setParams(
        (current) => {
          current.set('fromDate', toApiDate(from));
          current.set('toDate', toApiDate(to));
          return current;
        },
        { replace: true },
      ),
  };
}
