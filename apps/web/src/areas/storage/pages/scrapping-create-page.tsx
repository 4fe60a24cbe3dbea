import { Card } from 'antd';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../shared/ui/page-title';
import { ScrappingForm } from '../components/scrapping-form';

const BASE = '/storage/scrappings';

/** /storage/scrappings/create: a new scrapping protocol (numbered on saving; the stock changes when it is completed). */
export default function ScrappingCreatePage() {
  const navigate = useNavigate();
  return (
    <Card style={{ maxWidth: 860 }} title={<PageTitle>Нов протокол за бракуване</PageTitle>}>
      <ScrappingForm onSaved={(id) => void navigate(`${BASE}/${id}`)} onCancel={() => void navigate(BASE)} />
    </Card>
  );
}
