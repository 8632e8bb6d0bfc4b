/**
 * The changes Komodo has published to its API since the first edition of
 * these docs, newest first. The API changes page renders them, and anything
 * else that announces a change (the home page's "Recent changes") reads them
 * from here, so there is one list to keep. The unit test checks the order and
 * that every link lands on a page and an anchor that exist.
 */

export type ChangeKind = 'Added' | 'Deprecated' | 'Removed' | 'Corrected' | 'Renamed';

export interface ChangeLink {
  /** Link text, Markdown backticks for code. */
  label: string;
  /** A site route, optionally with an anchor: `/docs/rest/v1/get-check-in#response-200-tier`. */
  to: string;
}

export interface ApiChange {
  /** Unique anchor of the entry on the API changes page. */
  id: string;
  /** Year and month in which Komodo documented the change, `YYYY-MM`. */
  month: string;
  kind: ChangeKind;
  /** A short heading for the entry. */
  title: string;
  /** What changed, in a sentence or two (Markdown backticks for code). */
  summary: string;
  /** What a reader should do about it, if anything. */
  action?: string;
  /** Where the site shows what changed; the first is the main one. */
  links: ChangeLink[];
}

export const apiChanges: ApiChange[] = [
  {
    id: '2026-03-tiers-deprecated',
    title: 'Tiers are deprecated',
    month: '2026-03',
    kind: 'Deprecated',
    summary:
      'The `tier` of a check-in, the `tier` of a metric and the `Tier` object are deprecated. ' +
      'Komodo discontinued tiers in 2025 and will remove them; they are no longer required fields.',
    action: 'Do not rely on tiers: a response may leave them out.',
    links: [
      {label: '`CheckIn.tier`', to: '/docs/rest/v1/get-check-in#response-200-tier'},
      {label: '`Metric.tier`', to: '/docs/rest/v1/get-metric#response-200-tier'},
      {label: '`Tier` in the data dictionary', to: '/docs/dictionary#tier'},
    ],
  },
  {
    id: '2026-02-normalised-score',
    title: 'Normalised scores run from 0 to 10',
    month: '2026-02',
    kind: 'Corrected',
    summary:
      'The `score` of a normalised survey response runs from 0 to 10, and 0 is a valid score. ' +
      'The first edition gave 1 as its lowest value.',
    action: 'Accept scores of 0 wherever you store or chart normalised scores.',
    links: [
      {label: '`NormalisedSurveyResponse.score`', to: '/docs/rest/v1/get-normalised-user-survey-response#response-200-score'},
      {label: 'NormalisedSurveyResponse in the data dictionary', to: '/docs/dictionary#normalised-survey-response'},
    ],
  },
  {
    id: '2026-01-overall-wellbeing',
    title: 'Overall wellbeing of each user',
    month: '2026-01',
    kind: 'Added',
    summary:
      'Two operations return overall wellbeing: a percentage per user calculated from their survey ' +
      'responses of the last 100 days, with the date of the latest response and a trend.',
    links: [
      {label: 'Get overall wellbeing (`GET /users/overall_wellbeing`)', to: '/docs/rest/v1/get-overall-wellbeing'},
      {label: 'Get user overall wellbeing (`GET /users/{user_id}/overall_wellbeing`)', to: '/docs/rest/v1/get-user-overall-wellbeing'},
      {label: 'UserOverallWellbeing in the data dictionary', to: '/docs/dictionary#user-overall-wellbeing'},
    ],
  },
  {
    id: '2025-11-renamed',
    title: 'Komodo Customer API',
    month: '2025-11',
    kind: 'Renamed',
    summary: 'The API is renamed the Komodo Customer API (it was the Komodo API). Its REST part is still REST API v1.',
    links: [{label: 'Introduction', to: '/docs/'}],
  },
  {
    id: '2025-09-your-organisation',
    title: 'Get your organisation',
    month: '2025-09',
    kind: 'Added',
    summary:
      '`GET /organisation` returns the organisation that your credentials belong to. ' +
      '`GET /organisations/{org_id}` is deprecated.',
    action: 'Use `GET /organisation` instead of `GET /organisations/{org_id}`.',
    links: [
      {label: 'Get your organisation (`GET /organisation`)', to: '/docs/rest/v1/get-your-organisation'},
      {label: 'Get organisation (`GET /organisations/{org_id}`, deprecated)', to: '/docs/rest/v1/get-organisation'},
    ],
  },
  {
    id: '2025-09-cube-removed',
    title: 'Cube API removed',
    month: '2025-09',
    kind: 'Removed',
    summary: 'The Cube API is removed. Its data is in the REST API v1.',
    action: 'Move Cube queries to REST v1 list operations.',
    links: [
      {label: 'Cube members in REST v1', to: '/docs/cube/#cube-members-in-rest-v1'},
      {label: 'Cube API overview', to: '/docs/cube/'},
    ],
  },
];

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2026-03" → "March 2026" (no Intl: the server and the browser must print the same text). */
export function monthName(month: string): string {
  const [year, number] = month.split('-');
  return `${months[Number(number) - 1]} ${year}`;
}
