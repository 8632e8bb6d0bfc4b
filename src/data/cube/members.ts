/**
 * Cube members that appear in Komodo's own Cube examples. The full model of a
 * deployment is whatever GET /cube/v1/meta returns; these are the only names
 * the guides use, and the unit test checks every example against this list,
 * so a query on the site never names a member nobody has seen.
 */
export type MemberKind = 'dimension' | 'measure';

export interface CubeMember {
  name: string;
  kind: MemberKind;
  /** Whether the dimension holds a timestamp, so it can be a time dimension. */
  time?: boolean;
}

export const cubeMembers: CubeMember[] = [
  {name: 'Students.id', kind: 'dimension'},
  {name: 'Students.firstname', kind: 'dimension'},
  {name: 'Students.lastname', kind: 'dimension'},
  {name: 'Students.createdAt', kind: 'dimension', time: true},
  {name: 'Groups.id', kind: 'dimension'},
  {name: 'Groups.name', kind: 'dimension'},
  {name: 'Groups.count', kind: 'measure'},
];
