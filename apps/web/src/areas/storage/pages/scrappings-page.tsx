import { Resource, type ScrappingRow, scrappingStateLabels, scrappingTypeLabels } from '@kg/contracts';
import { OutflowList } from '../components/outflow-list';
import { useGetScrappingsQuery } from '../outflows-api';

/** /storage/scrappings: the scrapping protocols, newest first; warehouse, state and year in the URL. */
export default function ScrappingsPage() {
  return (
    <OutflowList<ScrappingRow, 'scrappingDate'>
      title="Бракуване"
      base="/storage/scrappings"
      resource={Resource.StockScrappings}
      dateKey="scrappingDate"
      documentName="Протокол"
      stateLabels={scrappingStateLabels}
      useList={useGetScrappingsQuery}
      columns={[{ title: 'Вид', key: 'type', responsive: ['md'], render: (_v, row) => scrappingTypeLabels[row.type] }]}
      createLabel="Нов протокол"
      emptyText="Няма протоколи за бракуване по избраните критерии."
    />
  );
}
