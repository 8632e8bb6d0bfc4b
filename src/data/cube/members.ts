/**
 * The Cube members that Komodo's own Cube examples named, and where REST v1
 * serves the same data now that the Cube API is removed. The full model of a
 * deployment was whatever GET /cube/v1/meta returned; these are the only names
 * the provider published, so they are the only ones the Cube pages use. The
 * unit test checks every example against this list, and every replacement
 * against the operations and response fields of the spec.
 */
export type MemberKind = 'dimension' | 'measure';

export interface CubeMember {
  name: string;
  kind: MemberKind;
  /** Whether the dimension holds a timestamp, so it could be a time dimension. */
  time?: boolean;
  /** Where REST v1 has the same data. */
  rest: {
    /** Page id of the list operation to read. */
    operation: string;
    /** The field of each record that holds the value; absent when no field does. */
    field?: string;
    /** What to do besides reading the field, in words (Markdown backticks for code). */
    note?: string;
  };
}

const students = 'get-users';
const groups = 'get-groups';

export const cubeMembers: CubeMember[] = [
  {name: 'Students.id', kind: 'dimension', rest: {operation: students, field: 'id'}},
  {name: 'Students.firstname', kind: 'dimension', rest: {operation: students, field: 'firstname'}},
  {name: 'Students.lastname', kind: 'dimension', rest: {operation: students, field: 'lastname'}},
  {
    name: 'Students.createdAt',
    kind: 'dimension',
    time: true,
    rest: {
      operation: students,
      field: 'created_at',
      note: 'The list has no date filter: read it whole and keep the records in your date range.',
    },
  },
  {name: 'Groups.id', kind: 'dimension', rest: {operation: groups, field: 'id'}},
  {name: 'Groups.name', kind: 'dimension', rest: {operation: groups, field: 'name'}},
  {
    name: 'Groups.count',
    kind: 'measure',
    rest: {
      operation: groups,
      note:
        'No field holds it. Count the records of every page of the list yourself; do not use the page’s `count`, ' +
        'since whether it counts the page or the whole list is not documented.',
    },
  },
];

/** The anchor of a list record's field on a REST page, e.g. `response-200-data-firstname`. */
export const listFieldAnchor = (field: string): string => `response-200-data-${field}`;
