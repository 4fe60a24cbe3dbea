import {
  type AccessEntry,
  Audience,
  audienceLabels,
  audienceMessages,
  type AudienceSpec,
  type ClassSummary,
  classesRoutes,
  type Resource,
  type RouteResponse,
} from '@kg/contracts';
import { Form, Radio, Select, Tag } from 'antd';
import { baseApi } from '../api/base-api';
import { routeRequest } from '../api/route-request';

/**
 * Who an item is for (docs/communication.md "Audience"), for the forms of the calendar and the notice board (and any
 * other item with `audienceFields`): all, only the chosen groups, only the staff. The server decides who may address
 * whom and answers 400 on the field otherwise.
 */
const audienceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAudienceGroups: build.query<RouteResponse<typeof classesRoutes.list>, void>({
      query: () => routeRequest(classesRoutes.list, {}),
    }),
  }),
});
export const { useGetAudienceGroupsQuery } = audienceApi;

/**
 * May the user address the whole kindergarten with items of `resource`: all-groups create on it (the director, an
 * administrator), the same rule as the server's AudienceService.
 */
export function mayAddressAll(access: readonly AccessEntry[], resource: Resource): boolean {
  return access.some((entry) => entry.resource === resource && entry.canCreate);
}

/** The groups of an audience "only the groups" (a field `classIds` of the form). */
export function GroupsField({ skip = false }: { skip?: boolean }) {
  const groups = useGetAudienceGroupsQuery(undefined, { skip });
  return (
    <Form.Item
      name="classIds"
      label="Групи"
      required
      rules={[{ required: true, type: 'array', min: 1, message: audienceMessages.classesRequired }]}
    >
      <Select
        mode="multiple"
        loading={groups.isFetching}
        placeholder="Изберете групи"
        optionFilterProp="label"
        options={(groups.data ?? []).map((group) => ({ value: group.id, label: group.name }))}
      />
    </Form.Item>
  );
}

export interface AudienceValues {
  audience: Audience;
  classIds?: number[];
}

const audienceOptions = [Audience.All, Audience.OnlyClasses, Audience.OnlyStaff].map((value) => ({
  value,
  label: audienceLabels[value],
}));

/**
 * The audience fields inside an antd form whose values extend AudienceValues. `allowAll`: the writer may address the
 * whole kindergarten (`mayAddressAll`).
 */
export function AudienceFields({ allowAll = true }: { allowAll?: boolean }) {
  const audience = Form.useWatch<Audience | undefined>('audience');
  return (
    <>
      <Form.Item name="audience" label="За кого е" required>
        <Radio.Group options={allowAll ? audienceOptions : audienceOptions.filter((option) => option.value !== Audience.All)} />
      </Form.Item>
      {audience === Audience.OnlyClasses && <GroupsField />}
    </>
  );
}

/** The body fields of an audience chosen in AudienceFields. */
export function audienceSpecOf(values: AudienceValues): AudienceSpec {
  return {
    audience: values.audience,
    classIds: values.audience === Audience.OnlyClasses ? (values.classIds ?? []) : [],
    userIds: [],
  };
}

/** One colour per kind of audience, so the calendar and the board tell them apart at a glance. */
export const audienceColors: Record<Audience | 'people', string> = {
  [Audience.All]: 'blue',
  [Audience.OnlyClasses]: 'green',
  [Audience.OnlyStaff]: 'orange',
  people: 'purple',
};

/** The audience of a stored item as a tag ("Само групите: Слънчице, Пчелички"). */
export function AudienceTag({ spec, groups }: { spec: AudienceSpec; groups?: readonly ClassSummary[] }) {
  if (spec.audience === null) return <Tag color={audienceColors.people}>Избрани хора</Tag>;
  const names =
    spec.audience === Audience.OnlyClasses && groups
      ? spec.classIds.map((id) => groups.find((group) => group.id === id)?.name).filter(Boolean)
      : [];
  return (
    <Tag color={audienceColors[spec.audience]}>
      {audienceLabels[spec.audience]}
      {names.length > 0 ? `: ${names.join(', ')}` : ''}
    </Tag>
  );
}
