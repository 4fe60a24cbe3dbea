import { Resource, type StockRequestRow, stockRequestStateLabels } from '@kg/contracts';
import { OutflowList } from '../components/outflow-list';
import { useGetStockRequestsQuery } from '../outflows-api';

/** /storage/requests: the stock requests to the kitchen, newest first; warehouse, state and year in the URL. */
export default function StockRequestsPage() {
  return (
    <OutflowList<StockRequestRow, 'requestDate'>
      title="Искания за отпускане"
      base="/storage/requests"
      resource={Resource.StockRequests}
      dateKey="requestDate"
      documentName="Искане"
      stateLabels={stockRequestStateLabels}
      useList={useGetStockRequestsQuery}
      columns={[{ title: 'Редове', key: 'lines', dataIndex: 'lineCount', responsive: ['lg'], align: 'right' }]}
      createLabel="Ново искане"
      emptyText="Няма искания по избраните критерии."
    />
  );
}
