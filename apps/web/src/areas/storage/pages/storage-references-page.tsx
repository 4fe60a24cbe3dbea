import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { PageTitle } from '../../../shared/ui/page-title';

/** The storage's and the kitchen's reports, each a card linking to its page (docs/storage.md "Storage reports"). */
export const storageReferences = [
  {
    path: '/storage/references/trial-balance',
    title: 'Оборотна ведомост',
    text: 'Начално салдо, заприходено, изписано, бракувано, излишъци, липси и крайно салдо по продукти за период.',
  },
  {
    path: '/storage/references/document-transactions',
    title: 'Дневник на документите',
    text: 'Всеки осчетоводен складов документ за периода: разписки, искания, бракувания и инвентаризации.',
  },
  {
    path: '/storage/references/stock-availability',
    title: 'Наличност по партиди',
    text: 'Остатъкът по склад, продукт и партида към дата, със срока на годност и предупреждения.',
  },
  {
    path: '/storage/references/stock-inventory',
    title: 'Инвентаризационен опис',
    text: 'Наличността по книга на склад към дата с празни колони за преброеното и подписите на комисията.',
  },
  {
    path: '/storage/references/orders-book',
    title: 'Книга на заявките',
    text: 'Заявките към доставчици за период: доставчик, дата на доставка, състояние и стойност на доставеното.',
  },
  {
    path: '/storage/references/united-stock-receipts',
    title: 'Регистър на складовите разписки',
    text: 'Складовите разписки за период: доставчик, фактура, склад и стойност, с общо по доставчици.',
  },
  // The kitchen-fed reports (apps/web/src/areas/meal-calculations, docs/meal-calculations.md "Kitchen reports").
  {
    path: '/storage/references/monthly-report',
    title: 'Месечна справка за храна',
    text: 'Стойността на храната за месеца по хранения и възрастови групи и стойността на едно хранене.',
  },
  {
    path: '/storage/references/period-calculation',
    title: 'Калкулации за период',
    text: 'Хранените и стойността по дни и продуктите с количества и стойности за периода.',
  },
  {
    path: '/storage/references/department',
    title: 'Хранене на персонала',
    text: 'Храненията на персонала за месеца, тяхната стойност по дни и по служители.',
  },
  {
    path: '/storage/references/nutritional',
    title: 'Анализ на храненето спрямо нормите',
    text: 'Среднодневна енергия, белтъчини, мазнини, въглехидрати и продуктови групи на дете за десетдневка или месец спрямо нормите.',
  },
  {
    path: '/storage/references/recap-nutritional',
    title: 'Обобщен анализ на храненето',
    text: 'Същите показатели спрямо нормите по месеци за по-дълъг период, по възрастови групи.',
  },
  {
    path: '/storage/references/menu-estimation',
    title: 'Очаквани количества по меню',
    text: 'Продуктите и количествата, нужни за седмичното меню за очакваните деца.',
  },
  {
    path: '/storage/references/stock-inventory-register',
    title: 'Инвентаризации',
    text: 'Регистър на инвентаризациите: преброено срещу книжната наличност, излишъци и липси, протокол.',
  },
] as const;

/** /storage/references: the index of the storage reports. */
export default function StorageReferencesPage() {
  return (
    <Card title={<PageTitle>Справки за склад</PageTitle>}>
      <ul
        aria-label="Справки"
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
          gap: 16,
          listStyle: 'none',
          padding: 0,
          margin: 0,
        }}
      >
        {storageReferences.map((reference) => (
          <li key={reference.path}>
            <Card size="small" title={<Link to={reference.path}>{reference.title}</Link>} style={{ height: '100%' }}>
              <Typography.Paragraph style={{ margin: 0 }}>{reference.text}</Typography.Paragraph>
            </Card>
          </li>
        ))}
      </ul>
    </Card>
  );
}
