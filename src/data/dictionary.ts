/**
 * The data dictionary as data: which entities exist, where each one's fields
 * are documented, and how the entities relate. The dictionary page, its field
 * tables, the entity-relationship diagram and the relationship list all read
 * this file, so the diagram and its text alternative cannot drift apart.
 *
 * What each field means is NOT here: it lives in the OpenAPI spec and reaches
 * the page through src/data/generated/schemas.json.
 */

import {operationById} from './rest-operations';

/** A REST v1 page id, as listed in src/data/generated/operations.json. */
export type RestPageId = string;

/** Link text for a REST page: its method and path, e.g. `GET /users`, from the spec. */
export function restLabel(page: RestPageId): string {
  const operation = operationById(page);
  return `${operation.method} ${operation.path}`;
}

export type EntityName =
  | 'Organisation'
  | 'User'
  | 'Group'
  | 'Metric'
  | 'MetricTheme'
  | 'Tier'
  | 'SurveyBlueprint'
  | 'BlueprintQuestion'
  | 'ScaleLibraryQuestion'
  | 'ScaleAnswer'
  | 'LongTextLibraryQuestion'
  | 'UserSurvey'
  | 'SurveyResponse'
  | 'NormalisedSurveyResponse'
  | 'UserOverallWellbeing'
  | 'CheckIn'
  | 'CheckInReason'
  | 'CheckInFollowUp'
  | 'PastoralNote'
  | 'FollowUpQuestion';

export interface Entity {
  /** The component schema in openapi/rest-v1.yaml; also the heading on the page. */
  name: EntityName;
  /** Lower-case singular and plural, for generated sentences. */
  singular: string;
  plural: string;
  /**
   * Where the fields are documented: the REST page that returns one record,
   * and the property path from that response's root down to this object
   * (empty for the root). Field anchors are `#response-200-{path}-{field}`.
   */
  canonical: {page: RestPageId; path: string[]};
  /** Pages whose 200 response contains this entity, the canonical one first. */
  returnedBy: RestPageId[];
  /** Cell of the entity-relationship diagram: column 0-4, row 0-4. */
  cell: {col: number; row: number};
}

export const entities: Entity[] = [
  {
    name: 'Organisation',
    singular: 'organisation',
    plural: 'organisations',
    canonical: {page: 'get-your-organisation', path: []},
    returnedBy: ['get-your-organisation', 'get-organisation'],
    cell: {col: 0, row: 1},
  },
  {
    name: 'User',
    singular: 'user',
    plural: 'users',
    canonical: {page: 'get-user', path: []},
    returnedBy: ['get-user', 'get-users', 'get-groups-users', 'get-years-users'],
    cell: {col: 1, row: 2},
  },
  {
    name: 'Group',
    singular: 'group',
    plural: 'groups',
    canonical: {page: 'get-group', path: []},
    returnedBy: ['get-group', 'get-groups', 'get-all-years', 'get-year', 'get-users-groups', 'get-users-years'],
    cell: {col: 0, row: 2},
  },
  {
    name: 'Metric',
    singular: 'metric',
    plural: 'metrics',
    canonical: {page: 'get-metric', path: []},
    returnedBy: ['get-metric', 'get-metrics'],
    cell: {col: 3, row: 3},
  },
  {
    name: 'MetricTheme',
    singular: 'metric theme',
    plural: 'metric themes',
    canonical: {page: 'get-metric', path: ['themes']},
    returnedBy: ['get-metric', 'get-metrics'],
    cell: {col: 4, row: 3},
  },
  {
    name: 'Tier',
    singular: 'tier',
    plural: 'tiers',
    canonical: {page: 'get-metric', path: ['tier']},
    returnedBy: ['get-metric', 'get-metrics', 'get-check-in', 'get-check-ins', 'get-users-check-ins'],
    cell: {col: 2, row: 3},
  },
  {
    name: 'SurveyBlueprint',
    singular: 'survey blueprint',
    plural: 'survey blueprints',
    canonical: {page: 'get-survey-blueprint', path: []},
    returnedBy: ['get-survey-blueprint', 'get-survey-blueprints'],
    cell: {col: 1, row: 0},
  },
  {
    name: 'BlueprintQuestion',
    singular: 'blueprint question',
    plural: 'blueprint questions',
    canonical: {page: 'get-survey-blueprint', path: ['questions']},
    returnedBy: ['get-survey-blueprint', 'get-survey-blueprints'],
    cell: {col: 2, row: 0},
  },
  {
    name: 'ScaleLibraryQuestion',
    singular: 'scale library question',
    plural: 'scale library questions',
    canonical: {page: 'get-scale-library-question', path: []},
    returnedBy: ['get-scale-library-question', 'get-scale-library-questions'],
    cell: {col: 4, row: 1},
  },
  {
    name: 'ScaleAnswer',
    singular: 'scale answer',
    plural: 'scale answers',
    canonical: {page: 'get-scale-library-question', path: ['answers']},
    returnedBy: ['get-scale-library-question', 'get-scale-library-questions'],
    cell: {col: 4, row: 0},
  },
  {
    name: 'LongTextLibraryQuestion',
    singular: 'long-text library question',
    plural: 'long-text library questions',
    canonical: {page: 'get-long-text-library-question', path: []},
    returnedBy: ['get-long-text-library-question', 'get-long-text-library-questions'],
    cell: {col: 3, row: 0},
  },
  {
    name: 'UserSurvey',
    singular: 'user survey',
    plural: 'user surveys',
    canonical: {page: 'get-user-survey', path: []},
    returnedBy: ['get-user-survey', 'get-user-surveys', 'get-users-surveys'],
    cell: {col: 1, row: 1},
  },
  {
    name: 'SurveyResponse',
    singular: 'survey response',
    plural: 'survey responses',
    canonical: {page: 'get-user-survey-response', path: []},
    returnedBy: ['get-user-survey-response', 'get-user-survey-responses', 'get-users-survey-responses'],
    cell: {col: 2, row: 1},
  },
  {
    name: 'NormalisedSurveyResponse',
    singular: 'normalised survey response',
    plural: 'normalised survey responses',
    canonical: {page: 'get-normalised-user-survey-response', path: []},
    returnedBy: [
      'get-normalised-user-survey-response',
      'get-normalised-user-survey-responses',
      'get-users-normalised-survey-responses',
    ],
    cell: {col: 2, row: 2},
  },
  {
    name: 'UserOverallWellbeing',
    singular: 'user overall wellbeing',
    plural: 'user overall wellbeing records',
    canonical: {page: 'get-user-overall-wellbeing', path: []},
    returnedBy: ['get-user-overall-wellbeing', 'get-overall-wellbeing'],
    cell: {col: 3, row: 1},
  },
  {
    name: 'CheckIn',
    singular: 'check-in',
    plural: 'check-ins',
    canonical: {page: 'get-check-in', path: []},
    returnedBy: ['get-check-in', 'get-check-ins', 'get-users-check-ins'],
    cell: {col: 1, row: 3},
  },
  {
    name: 'CheckInReason',
    singular: 'check-in reason',
    plural: 'check-in reasons',
    canonical: {page: 'get-check-in', path: ['reasons']},
    returnedBy: ['get-check-in', 'get-check-ins', 'get-users-check-ins'],
    cell: {col: 2, row: 4},
  },
  {
    name: 'CheckInFollowUp',
    singular: 'check-in follow-up',
    plural: 'check-in follow-ups',
    canonical: {page: 'get-check-in', path: ['follow_up']},
    returnedBy: ['get-check-in', 'get-check-ins', 'get-users-check-ins'],
    cell: {col: 0, row: 3},
  },
  {
    name: 'PastoralNote',
    singular: 'pastoral note',
    plural: 'pastoral notes',
    canonical: {page: 'get-check-in', path: ['follow_up', 'note']},
    returnedBy: ['get-check-in', 'get-check-ins', 'get-users-check-ins'],
    cell: {col: 0, row: 4},
  },
  {
    name: 'FollowUpQuestion',
    singular: 'follow-up question',
    plural: 'follow-up questions',
    canonical: {page: 'get-check-in', path: ['follow_up', 'questions']},
    returnedBy: ['get-check-in', 'get-check-ins', 'get-users-check-ins'],
    cell: {col: 1, row: 4},
  },
];

/** How many of the target one source record relates to. */
export type Cardinality = '1' | '0..1' | '*' | '1..*';

export interface Relationship {
  from: EntityName;
  to: EntityName;
  /** How many `to` records one `from` record has, and the reverse. */
  toCard: Cardinality;
  fromCard: Cardinality;
  /** Verb phrase read from `from` to `to`, and from `to` back to `from`. */
  verb: string;
  inverse: string;
  /** The fields or endpoints that carry the link, in the API's own terms. */
  via: string[];
  /** A condition or gloss on the link, in words (Markdown backticks for code). */
  note?: string;
  /** The link is through a deprecated field: said in words, as the diagram's dashes show it. */
  deprecated?: true;
}

export const relationships: Relationship[] = [
  {from: 'Organisation', to: 'User', toCard: '*', fromCard: '1', verb: 'has', inverse: 'belongs to', via: ['GET /users']},
  {from: 'Organisation', to: 'Group', toCard: '*', fromCard: '1', verb: 'has', inverse: 'belongs to', via: ['GET /groups', 'GET /years']},
  {from: 'Organisation', to: 'SurveyBlueprint', toCard: '*', fromCard: '1', verb: 'has', inverse: 'belongs to', via: ['GET /survey_blueprints']},
  {from: 'User', to: 'Group', toCard: '*', fromCard: '*', verb: 'is a member of', inverse: 'contains', via: ['GET /users/{user_id}/groups', 'GET /groups/{group_id}/users']},
  {from: 'Metric', to: 'MetricTheme', toCard: '1..*', fromCard: '*', verb: 'belongs to', inverse: 'covers', via: ['themes']},
  // Tiers are deprecated and `tier` is not required: zero or one.
  {from: 'Metric', to: 'Tier', toCard: '0..1', fromCard: '*', verb: 'is associated with', inverse: 'is associated with', via: ['tier'], deprecated: true},
  {from: 'ScaleLibraryQuestion', to: 'Metric', toCard: '0..1', fromCard: '*', verb: 'measures', inverse: 'is measured by', via: ['metric_id']},
  {from: 'ScaleLibraryQuestion', to: 'ScaleAnswer', toCard: '*', fromCard: '1', verb: 'offers', inverse: 'is offered by', via: ['answers']},
  {from: 'SurveyBlueprint', to: 'BlueprintQuestion', toCard: '*', fromCard: '1', verb: 'contains', inverse: 'is part of', via: ['questions']},
  {from: 'BlueprintQuestion', to: 'ScaleLibraryQuestion', toCard: '0..1', fromCard: '*', verb: 'places', inverse: 'is placed by', via: ['library_question_id'], note: 'when its `type` is `SCALE`'},
  {from: 'BlueprintQuestion', to: 'LongTextLibraryQuestion', toCard: '0..1', fromCard: '*', verb: 'places', inverse: 'is placed by', via: ['library_question_id'], note: 'when its `type` is `LONG_TEXT`'},
  {from: 'UserSurvey', to: 'User', toCard: '1', fromCard: '*', verb: 'is assigned to', inverse: 'is assigned', via: ['user_id']},
  {from: 'UserSurvey', to: 'SurveyBlueprint', toCard: '1', fromCard: '*', verb: 'follows', inverse: 'is followed by', via: ['survey_blueprint_id']},
  {from: 'SurveyResponse', to: 'UserSurvey', toCard: '1', fromCard: '*', verb: 'belongs to', inverse: 'has', via: ['survey_id']},
  {from: 'SurveyResponse', to: 'BlueprintQuestion', toCard: '1', fromCard: '*', verb: 'answers', inverse: 'is answered by', via: ['blueprint_question_id']},
  {from: 'SurveyResponse', to: 'User', toCard: '1', fromCard: '*', verb: 'was given by', inverse: 'gave', via: ['user_id']},
  {from: 'NormalisedSurveyResponse', to: 'UserSurvey', toCard: '1', fromCard: '*', verb: 'belongs to', inverse: 'has', via: ['survey_id']},
  {from: 'NormalisedSurveyResponse', to: 'Metric', toCard: '1', fromCard: '*', verb: 'scores', inverse: 'is scored by', via: ['metric_id']},
  {from: 'NormalisedSurveyResponse', to: 'User', toCard: '1', fromCard: '*', verb: 'is about', inverse: 'is the subject of', via: ['user_id']},
  {from: 'UserOverallWellbeing', to: 'User', toCard: '1', fromCard: '1', verb: 'is the overall wellbeing of', inverse: 'has', via: ['id'], note: 'its `id` is the user’s ID'},
  {
    from: 'UserOverallWellbeing',
    to: 'SurveyResponse',
    toCard: '*',
    fromCard: '0..1',
    verb: 'is calculated from',
    inverse: 'counts towards',
    via: [],
    note: 'the user’s responses of the last 100 days; no field lists them',
  },
  {from: 'CheckIn', to: 'User', toCard: '1', fromCard: '*', verb: 'is about', inverse: 'is the subject of', via: ['user_id']},
  {from: 'CheckIn', to: 'Tier', toCard: '0..1', fromCard: '*', verb: 'carries', inverse: 'is carried by', via: ['tier'], deprecated: true},
  {from: 'CheckIn', to: 'CheckInReason', toCard: '*', fromCard: '1', verb: 'is explained by', inverse: 'explains', via: ['reasons', 'check_in_id']},
  {from: 'CheckIn', to: 'CheckInFollowUp', toCard: '0..1', fromCard: '1', verb: 'is followed up by', inverse: 'follows up', via: ['follow_up', 'check_in_id']},
  {from: 'CheckInReason', to: 'Metric', toCard: '1', fromCard: '*', verb: 'names', inverse: 'is named by', via: ['metric_id']},
  {from: 'CheckInFollowUp', to: 'User', toCard: '1', fromCard: '*', verb: 'was recorded by', inverse: 'recorded', via: ['user_id'], note: 'the staff member'},
  {from: 'CheckInFollowUp', to: 'PastoralNote', toCard: '0..1', fromCard: '1', verb: 'holds', inverse: 'is held by', via: ['note']},
  {from: 'CheckInFollowUp', to: 'FollowUpQuestion', toCard: '*', fromCard: '1', verb: 'records answers to', inverse: 'is answered in', via: ['questions']},
];

export function entityByName(name: EntityName): Entity {
  const entity = entities.find((e) => e.name === name);
  if (!entity) throw new Error(`Unknown entity ${name}`);
  return entity;
}

/** The anchor of one field on the entity's canonical REST page. */
export function fieldHref(entity: Entity, field: string): string {
  const anchor = ['response', '200', ...entity.canonical.path, field].join('-');
  return `/docs/rest/v1/${entity.canonical.page}#${anchor}`;
}

const quantity: Record<Cardinality, (e: Entity) => string> = {
  '1': (e) => `exactly one ${e.singular}`,
  '0..1': (e) => `at most one ${e.singular}`,
  '*': (e) => `any number of ${e.plural}`,
  '1..*': (e) => `one or more ${e.plural}`,
};

/** A relationship read in both directions, e.g. "Each check-in is about exactly one user". */
export function describe(r: Relationship): {forward: string; backward: string} {
  const [from, to] = [entityByName(r.from), entityByName(r.to)];
  return {
    forward: `Each ${from.singular} ${r.verb} ${quantity[r.toCard](to)}`,
    backward: `each ${to.singular} ${r.inverse} ${quantity[r.fromCard](from)}`,
  };
}

/** The id of the entity's heading on the dictionary page, e.g. `check-in-follow-up`. */
export function entityAnchor(entity: Entity): string {
  return entity.singular.replace(/\s+/g, '-');
}

/** The shape of src/data/generated/schemas.json, written from the spec by `npm run gen`. */
export interface SchemaField {
  name: string;
  type: string;
  nullable: boolean;
  required: boolean;
  /** The spec marks the property `deprecated: true`. */
  deprecated?: boolean;
  description: string;
  enum?: Array<{value: string; meaning: string}>;
}
export type SchemaDigest = Record<string, {description: string; deprecated?: boolean; fields: SchemaField[]}>;
