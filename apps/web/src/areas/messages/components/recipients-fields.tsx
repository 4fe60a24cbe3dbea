import {
  allows,
  Audience,
  audienceMessages,
  type AudienceSpec,
  type LoggedInUser,
  Resource,
  Role,
  roleLabels,
} from '@kg/contracts';
import { Form, Radio, Select } from 'antd';
import { useRef, useState } from 'react';
import { GroupsField, mayAddressAll } from '../../../shared/communication/audience-fields';
import { useGetMessageRecipientsQuery } from '../api';

/** Who a message is for, as the form holds it: an audience of spec 1 §3, or chosen people. */
export type RecipientsTarget = 'all' | 'classes' | 'staff' | 'people';

export interface RecipientsValues {
  target: RecipientsTarget;
  classIds?: number[];
  userIds?: number[];
}

const targetLabels: Record<RecipientsTarget, string> = {
  all: 'Всички',
  classes: 'Само групите',
  staff: 'Само персонала',
  people: 'Избрани хора',
};

/**
 * The targets a user may choose, as the server allows them (docs/communication.md "Audience"): the whole kindergarten
 * only with the full reach on Messages (the director); groups and staff for the staff; a parent only chosen staff.
 */
export function targetsFor(user: Pick<LoggedInUser, 'baseRoleType' | 'access'> | undefined): RecipientsTarget[] {
  if (!user || user.baseRoleType === Role.Parent) return ['people'];
  const fullReach = mayAddressAll(user.access, Resource.Messages);
  return allows(user.access, Resource.Messages, 'create')
    ? [...(fullReach ? (['all'] as const) : []), 'classes', 'staff', 'people']
    : [];
}

/** The body's audience fields of the chosen target. */
export function audienceOf(values: RecipientsValues): AudienceSpec {
  const audience = { all: Audience.All, classes: Audience.OnlyClasses, staff: Audience.OnlyStaff, people: null }[values.target];
  return {
    audience,
    classIds: values.target === 'classes' ? (values.classIds ?? []) : [],
    userIds: values.target === 'people' ? (values.userIds ?? []) : [],
  };
}

/** The recipients part of the message form: target, then the groups or the people. */
export function RecipientsFields({ targets }: { targets: RecipientsTarget[] }) {
  const target = Form.useWatch<RecipientsTarget | undefined>('target');
  const [search, setSearch] = useState('');
  const people = useGetMessageRecipientsQuery(search, { skip: target !== 'people' });
  // The chosen people keep their names while the search shows others.
  const known = useRef(new Map<number, string>());
  const chosen = Form.useWatch<number[] | undefined>('userIds') ?? [];
  for (const person of people.data ?? []) known.current.set(person.id, `${person.name} (${roleLabels[person.role]})`);
  const found = new Set((people.data ?? []).map((person) => person.id));
  const peopleOptions = [...(people.data ?? []).map((person) => person.id), ...chosen.filter((id) => !found.has(id))].map(
    (id) => ({ value: id, label: known.current.get(id) ?? String(id) }),
  );
  return (
    <>
      <Form.Item name="target" label="До кого" required hidden={targets.length <= 1}>
        <Radio.Group options={targets.map((value) => ({ value, label: targetLabels[value] }))} />
      </Form.Item>
      {target === 'classes' && <GroupsField />}
      {target === 'people' && (
        <Form.Item
          name="userIds"
          label="Получатели"
          required
          rules={[{ required: true, type: 'array', min: 1, message: audienceMessages.nobody }]}
        >
          <Select
            mode="multiple"
            showSearch={{ filterOption: false, onSearch: (term) => setSearch(term.trim()) }}
            loading={people.isFetching}
            placeholder="Започнете да пишете име"
            options={peopleOptions}
          />
        </Form.Item>
      )}
    </>
  );
}
