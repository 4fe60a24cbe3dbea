import { useState } from 'react';
import {
  allows,
  MealType,
  mealTypeCodes,
  mealTypeLabels,
  mealTypes,
  Resource,
  type TeacherMealsMonth,
  type TeacherMealsRow,
} from '@kg/contracts';
import { App, Button, Checkbox, Flex, Form, Modal, Space, Typography } from 'antd';
import { Popconfirm } from '../../../shared/ui/popconfirm';
import { errorMessage } from '../../../shared/api/errors';
import { formatDate } from '../../../shared/dates/dates';
import { PageTitle } from '../../../shared/ui/page-title';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { useGetUserDataQuery } from '../../identity/api';
import {
  useFillTeacherMealsMutation,
  useGetTeacherMealsQuery,
  useSaveTeacherMealPatternMutation,
  useSaveTeacherMealsMutation,
} from '../api';
import { GridState, SaveChangesButton } from '../components/grid-state';
import { MonthPicker } from '../components/month-picker';
import { useMonthState, weekdayInitial } from '../components/month-state';
import '../components/staff-grid.css';

type Changes = Map<string, MealType[]>;
const keyOf = (teacherId: number, forDate: string): string => `${teacherId}|${forDate}`;
const codes = (types: readonly MealType[]): string => types.map((type) => mealTypeCodes[type]).join(' ');
const weekdayOptions = ['Понеделник', 'Вторник', 'Сряда', 'Четвъртък', 'Петък'].map((label, index) => ({
  label,
  value: index + 1,
}));
const mealOptions = mealTypes.map((type) => ({ label: mealTypeLabels[type], value: type }));

/** /staff/meals: which staff members eat which meals on which days (docs/staff-attendance.md, "Хранене"). */
export default function StaffMealsPage() {
  const { message } = App.useApp();
  const { value, month, year, setMonth } = useMonthState();
  const meals = useGetTeacherMealsQuery({ month, year });
  const access = useGetUserDataQuery().data?.access ?? [];
  const canEdit = allows(access, Resource.TeacherMeals, 'create') || allows(access, Resource.TeacherMeals, 'update');
  const [save, saving] = useSaveTeacherMealsMutation();
  const [fill, filling] = useFillTeacherMealsMutation();
  const [changes, setChanges] = useState<Changes>(new Map());
  const [brush, setBrush] = useState<MealType[]>([MealType.Lunch]);
  const [patternOf, setPatternOf] = useState<TeacherMealsRow | null>(null);

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      void message.success(done);
    } catch (error) {
      void message.error(errorMessage(error as never));
    }
  };
  const onSave = () =>
    run(async () => {
      const cells = [...changes].map(([key, types]) => {
        const [teacherId, forDate] = key.split('|');
        return { teacherId: Number(teacherId), forDate: forDate!, mealTypes: types };
      });
      await save({ cells }).unwrap();
      setChanges(new Map());
    }, 'Храненията са записани.');
  const onFill = async () => {
    try {
      const result = await fill({ month, year }).unwrap();
      void message.success(
        result.saved ? `Добавени хранения: ${result.saved}.` : 'Няма празни дни за попълване или служители с обичайно хранене.',
      );
    } catch (error) {
      void message.error(errorMessage(error as never));
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap="small">
        <PageTitle>Хранене на персонала</PageTitle>
        <MonthPicker
          value={value}
          onChange={(next) => {
            setChanges(new Map());
            setMonth(next);
          }}
        />
      </Flex>
      {canEdit && (
        <Flex align="center" gap="small" wrap>
          <span>Хранения за попълване:</span>
          <Checkbox.Group aria-label="Хранения за попълване" options={mealOptions} value={brush} onChange={setBrush} />
          <Popconfirm
            title="Попълване на месеца"
            description="Дните без хранения се попълват с обичайното хранене на всеки служител (без отпуск и болничен)."
            okText="Попълни"
            cancelText="Отказ"
            onConfirm={() => void onFill()}
            disabled={changes.size > 0}
          >
            <Button loading={filling.isLoading} disabled={changes.size > 0}>
              Попълни месеца по подразбиране
            </Button>
          </Popconfirm>
          <SaveChangesButton count={changes.size} loading={saving.isLoading} onSave={onSave} />
        </Flex>
      )}
      <GridState query={meals}>
        {(data) => (
          <MealsGrid
            data={data}
            changes={changes}
            canEdit={canEdit}
            onToggle={(teacherId, forDate, current) =>
              setChanges((previous) => new Map(previous).set(keyOf(teacherId, forDate), current.length ? [] : [...brush].sort()))
            }
            onPattern={setPatternOf}
          />
        )}
      </GridState>
      <Typography.Text type="secondary">
        {mealTypes.map((type) => `${mealTypeCodes[type]} – ${mealTypeLabels[type]}`).join('; ')}. Щракване върху клетка слага
        избраните хранения или ги маха.
      </Typography.Text>
      {patternOf && <PatternDialog row={patternOf} onClose={() => setPatternOf(null)} />}
    </Space>
  );
}

interface MealsGridProps {
  data: TeacherMealsMonth;
  changes: Changes;
  canEdit: boolean;
  onToggle: (teacherId: number, forDate: string, current: MealType[]) => void;
  onPattern: (row: TeacherMealsRow) => void;
}

function MealsGrid({ data, changes, canEdit, onToggle, onPattern }: MealsGridProps) {
  return (
    <div className="staff-grid-wrap">
      <table className="staff-grid" aria-label="Хранене на персонала">
        <thead>
          <tr>
            <th className="staff-grid-name">Служител</th>
            {data.days.map((day) => (
              <th
                key={day.forDate}
                className={day.isDayLocked ? 'staff-grid-locked' : undefined}
                title={day.lockReason ?? undefined}
              >
                {day.forDate.slice(8, 10)}
                <br />
                {weekdayInitial(day.forDate)}
              </th>
            ))}
            <th>Общо</th>
          </tr>
        </thead>
        <tbody>
          {data.teachers.map((row) => {
            const of = (forDate: string): MealType[] => changes.get(keyOf(row.teacherId, forDate)) ?? row.meals[forDate] ?? [];
            const total = data.days.reduce((sum, day) => sum + of(day.forDate).length, 0);
            return (
              <tr key={row.teacherId}>
                <td className="staff-grid-name">
                  {canEdit ? (
                    <Button type="link" size="small" onClick={() => onPattern(row)} title="Обичайно хранене">
                      {row.teacherName}
                    </Button>
                  ) : (
                    row.teacherName
                  )}
                </td>
                {data.days.map((day) => {
                  const types = of(day.forDate);
                  const editable = canEdit && !day.isDayLocked;
                  return (
                    <td
                      key={day.forDate}
                      className={
                        [
                          day.isDayLocked ? 'staff-grid-locked' : '',
                          changes.has(keyOf(row.teacherId, day.forDate)) ? 'staff-grid-changed' : '',
                        ]
                          .join(' ')
                          .trim() || undefined
                      }
                      title={day.lockReason ?? undefined}
                      style={types.length ? { background: '#e6f4ff', fontSize: 10 } : undefined}
                    >
                      {editable ? (
                        <button
                          type="button"
                          style={{ all: 'unset', cursor: 'pointer', display: 'block', width: '100%', height: '100%' }}
                          aria-label={`${row.teacherName}, ${formatDate(day.forDate)}: ${types.length ? types.map((type) => mealTypeLabels[type]).join(', ') : 'без хранене'}`}
                          onClick={() => onToggle(row.teacherId, day.forDate, types)}
                        >
                          {codes(types)}
                        </button>
                      ) : (
                        codes(types)
                      )}
                    </td>
                  );
                })}
                <td>{total}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A staff member's usual meals: the weekdays and meal types that "Попълни месеца по подразбиране" puts in. */
function PatternDialog({ row, onClose }: { row: TeacherMealsRow; onClose: () => void }) {
  const [savePattern] = useSaveTeacherMealPatternMutation();
  const { form, submit, saving } = useSaveForm<{ weekdays: number[]; mealTypes: MealType[] }>({
    save: (values) =>
      savePattern({ teacherId: row.teacherId, weekdays: values.weekdays ?? [], mealTypes: values.mealTypes ?? [] }),
    success: 'Обичайното хранене е записано.',
    onSaved: onClose,
  });
  return (
    <Modal
      open
      title={`Обичайно хранене — ${row.teacherName}`}
      okText="Запази"
      cancelText="Отказ"
      confirmLoading={saving}
      onOk={() => void submit(form.getFieldsValue())}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ weekdays: row.pattern?.weekdays ?? [1, 2, 3, 4, 5], mealTypes: row.pattern?.mealTypes ?? [] }}
      >
        <Form.Item name="weekdays" label="Дни от седмицата">
          <Checkbox.Group options={weekdayOptions} />
        </Form.Item>
        <Form.Item name="mealTypes" label="Хранения" extra="Без избрано хранене служителят няма обичайно хранене.">
          <Checkbox.Group options={mealOptions} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
