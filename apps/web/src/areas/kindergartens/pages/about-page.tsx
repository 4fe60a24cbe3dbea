import { kindergartenTypeLabels } from '@kg/contracts';
import { Alert, Card, Descriptions, Space, Spin, Typography } from 'antd';
import { version } from '../../../../package.json';
import { errorMessage } from '../../../shared/api/errors';
import { PageTitle } from '../../../shared/ui/page-title';
import { PRODUCT_TITLE } from '../../../shared/ui/use-page-title';
import { useGetConfigurationQuery } from '../records-api';
import { useKindergartenSettingsAccess } from './settings-access';

/** The kindergarten the user works in: its full record for those who read it (resource 10), else what user-data says. */
function KindergartenSummary() {
  const can = useKindergartenSettingsAccess();
  const selected = can.user?.kindergartens.find((kindergarten) => kindergarten.isSelected);
  const record = useGetConfigurationQuery(can.kindergartenId ?? 0, {
    skip: can.kindergartenId === undefined || !can.readConfiguration,
  });
  if (!selected) return <Typography.Text type="secondary">Не работите в конкретна детска градина.</Typography.Text>;
  if (!can.readConfiguration) {
    return (
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'name', label: 'Наименование', children: selected.name },
          { key: 'address', label: 'Адрес', children: [selected.town, selected.adress].filter(Boolean).join(', ') },
        ]}
      />
    );
  }
  if (record.isError) return <Alert type="error" showIcon title={errorMessage(record.error)} />;
  if (!record.data) return <Spin />;
  const data = record.data;
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        { key: 'name', label: 'Наименование', children: data.name },
        { key: 'type', label: 'Вид', children: kindergartenTypeLabels[data.type] },
        { key: 'address', label: 'Адрес', children: `${data.town}, ${data.address}` },
        { key: 'code', label: 'Код по НЕИСПУО', children: data.institutionCode ?? '—' },
        { key: 'phone', label: 'Телефон', children: data.phone ?? '—' },
        { key: 'email', label: 'Имейл', children: data.email ? <a href={`mailto:${data.email}`}>{data.email}</a> : '—' },
        ...(data.motherKindergartenName ? [{ key: 'mother', label: 'Филиал на', children: data.motherKindergartenName }] : []),
        ...(data.branches.length
          ? [{ key: 'branches', label: 'Филиали', children: data.branches.map((branch) => branch.name).join(', ') }]
          : []),
      ]}
    />
  );
}

/** /platform/about: the product, its version, the user's kindergarten, data protection and the sources of reference data. */
export default function AboutPage() {
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 860 }}>
      <Card title={<PageTitle tab="За платформата">{PRODUCT_TITLE}</PageTitle>}>
        <Typography.Paragraph>
          Платформа за управление на детски градини и ясли: групи, деца и родители, персонал, присъствия, хранене, допълнителни
          дейности и комуникация между детската градина и семейството.
        </Typography.Paragraph>
        <Typography.Text>
          Версия: <Typography.Text strong>{version}</Typography.Text>
        </Typography.Text>
      </Card>
      <Card title="Детската градина">
        <KindergartenSummary />
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          За въпроси относно данните на детето или на служителите се обръщайте към ръководството на детската градина.
        </Typography.Paragraph>
      </Card>
      <Card title="Защита на личните данни">
        <Typography.Paragraph>
          Администратор на личните данни на децата, родителите и служителите е детската градина. Данните се обработват съгласно
          Регламент (ЕС) 2016/679 (Общ регламент относно защитата на данните) и Закона за защита на личните данни, само за целите
          на предучилищното образование и дейността на детската градина.
        </Typography.Paragraph>
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          Всеки потребител вижда само данните, до които ролята му дава достъп: родителят — данните на своите деца, учителят — на
          своите групи. Промените в данните се записват в журнал с автора и времето им.
        </Typography.Paragraph>
      </Card>
      <Card title="Източници на данни">
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          Областите, общините, населените места (по ЕКАТТЕ), районите и държавите са от номенклатурите на Министерството на
          образованието и науката в публичното хранилище на НЕИСПУО (
          <Typography.Link underline href="https://github.com/governmentbg/NEISPUO" target="_blank" rel="noreferrer">
            governmentbg/NEISPUO
          </Typography.Link>
          ), лиценз EUPL-1.2.
        </Typography.Paragraph>
      </Card>
    </Space>
  );
}
