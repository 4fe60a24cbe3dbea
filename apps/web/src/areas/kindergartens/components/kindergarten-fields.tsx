import {
  kindergartenConfigurationRequest,
  KindergartenType,
  kindergartenTypeLabels,
  updateKindergartenRequest,
} from '@kg/contracts';
import { Checkbox, Flex, Form, Input, Radio, Select, Tag } from 'antd';
import { useState } from 'react';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useGetInstitutionsQuery, useSearchCitiesQuery } from '../records-api';

const shape = updateKindergartenRequest.shape;
/** Kindergarten, then nursery, with their labels. */
export const kindergartenTypeOptions = [KindergartenType.Kindergarten, KindergartenType.Nursery].map((value) => ({
  value,
  label: kindergartenTypeLabels[value],
}));

export interface Choice {
  value: number;
  label: string;
}

/** A settlement from the geography nomenclature, searched by name ("гр. Пловдив, общ. Пловдив"). */
export function SettlementSelect({
  initial,
  ...props
}: {
  initial?: Choice;
  value?: number;
  onChange?: (value: number) => void;
  id?: string;
}) {
  const [search, setSearch] = useState('');
  const cities = useSearchCitiesQuery({ search: search || undefined }, { skip: search.length < 2 });
  const options: Choice[] = (cities.data?.result ?? []).map((city) => ({
    value: city.id,
    label: `${city.typeName} ${city.name}, общ. ${city.districtName}, обл. ${city.areaName}`,
  }));
  if (initial && !options.some((option) => option.value === initial.value)) options.unshift(initial);
  return (
    <Select
      {...props}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={cities.isFetching}
      options={options}
      placeholder="Въведете поне 2 букви от името"
      notFoundContent={search.length < 2 ? 'Въведете поне 2 букви' : 'Няма такова населено място'}
    />
  );
}

/** A mother kindergarten for a branch: one that is nobody's branch, and not the kindergarten itself. */
export function MotherSelect({
  initial,
  excludeId,
  ...props
}: {
  initial?: Choice;
  excludeId?: number;
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
}) {
  const [search, setSearch] = useState('');
  const list = useGetInstitutionsQuery({ search: search || undefined, pageSize: 20 });
  const options: Choice[] = (list.data?.result ?? [])
    .filter((row) => row.motherKindergartenId === null && row.id !== excludeId)
    .map((row) => ({ value: row.id, label: `${row.name} (${row.town})` }));
  if (initial && !options.some((option) => option.value === initial.value)) options.unshift(initial);
  return (
    <Select
      {...props}
      allowClear
      onChange={(value?: number) => props.onChange?.(value ?? null)}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={list.isFetching}
      options={options}
      placeholder="Самостоятелна детска градина"
    />
  );
}

/** The register's data the master sets (type, name, town, institution code, mother kindergarten). */
export function RegisterFields({ town, mother, excludeId }: { town?: Choice; mother?: Choice; excludeId?: number }) {
  return (
    <>
      <Form.Item name="type" label="Вид" rules={[{ required: true }]}>
        <Radio.Group options={kindergartenTypeOptions} optionType="button" />
      </Form.Item>
      <Form.Item name="name" label="Наименование" rules={[zodRule(shape.name)]} required>
        <Input maxLength={300} />
      </Form.Item>
      <Flex gap={12} wrap>
        <Form.Item
          name="settlementId"
          label="Населено място"
          rules={[zodRule(shape.settlementId)]}
          required
          style={{ flex: '1 1 320px' }}
        >
          <SettlementSelect initial={town} />
        </Form.Item>
        <Form.Item
          name="institutionCode"
          label="Код по НЕИСПУО"
          rules={[zodRule(shape.institutionCode)]}
          style={{ flex: '0 1 200px' }}
        >
          <Input maxLength={10} inputMode="numeric" />
        </Form.Item>
      </Flex>
      <Form.Item name="motherKindergartenId" label="Основна детска градина (за филиал)">
        <MotherSelect initial={mother} excludeId={excludeId} />
      </Form.Item>
    </>
  );
}

const own = kindergartenConfigurationRequest.shape;

/** The fields a director may change of their own kindergarten (and the master of any). */
export function ContactFields() {
  return (
    <>
      <Form.Item name="address" label="Адрес" rules={[zodRule(own.address)]} required>
        <Input maxLength={300} />
      </Form.Item>
      <Flex gap={12} wrap>
        <Form.Item name="phone" label="Телефон" rules={[zodRule(own.phone)]} style={{ flex: '1 1 200px' }}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="email" label="Имейл" rules={[zodRule(own.email)]} style={{ flex: '1 1 240px' }}>
          <Input maxLength={200} type="email" />
        </Form.Item>
      </Flex>
      <Form.Item
        name="automaticExcuseWithMedicalNote"
        valuePropName="checked"
        extra="Отсъствията на дете, за които е качена медицинска бележка, се отбелязват като уважителни без одобрение."
      >
        <Checkbox>Автоматично уважаване на отсъствия с медицинска бележка</Checkbox>
      </Form.Item>
    </>
  );
}

/** A kindergarten's state as a tag: "Активна" (green) or "Неактивна". */
export const activeTag = (isActive: boolean) => (isActive ? <Tag color="green">Активна</Tag> : <Tag>Неактивна</Tag>);
