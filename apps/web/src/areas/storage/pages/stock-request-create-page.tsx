import { Card } from 'antd';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../shared/ui/page-title';
import { StockRequestForm } from '../components/stock-request-form';

const BASE = '/storage/requests';

/** /storage/requests/create: a new stock request (numbered on saving; the stock changes when it is completed). */
export default function StockRequestCreatePage() {
  const navigate = useNavigate();
  return (
    <Card style={{ maxWidth: 860 }} title={<PageTitle>Ново искане за отпускане</PageTitle>}>
      <StockRequestForm onSaved={(id) => void navigate(`${BASE}/${id}`)} onCancel={() => void navigate(BASE)} />
    </Card>
  );
}
