import { GroupAgeType, groupAgeTypeLabels } from '@kg/contracts/enums';

/** The age types of spec 1 §3 (1, 2, 4, 8) with their Bulgarian labels, for filters and the form. */
export const ageTypes: readonly GroupAgeType[] = [
  GroupAgeType.Nursery,
  GroupAgeType.Kindergarten,
  GroupAgeType.KindergartenFirstGroup,
  GroupAgeType.KindergartenPGGroups,
];
export const ageTypeOptions = ageTypes.map((value) => ({ value, label: groupAgeTypeLabels[value] }));
