// The routes of ../shared/site-spec.md §2, written out once for every test
// that checks the site against them (unit and browser tests alike).

/** REST v1 operation pages, under docs/rest/v1/. */
export const restPageIds = [
  'authenticate',
  'get-all-years',
  'get-check-in', 'get-check-ins',
  'get-group', 'get-groups', 'get-groups-users',
  'get-long-text-library-question', 'get-long-text-library-questions',
  'get-metric', 'get-metrics',
  'get-normalised-user-survey-response', 'get-normalised-user-survey-responses',
  'get-organisation',
  'get-scale-library-question', 'get-scale-library-questions',
  'get-survey-blueprint', 'get-survey-blueprints',
  'get-user', 'get-user-survey', 'get-user-survey-response', 'get-user-survey-responses', 'get-user-surveys',
  'get-users', 'get-users-check-ins', 'get-users-groups', 'get-users-normalised-survey-responses',
  'get-users-survey-responses', 'get-users-surveys', 'get-users-years',
  'get-year', 'get-years-users',
] as const;

/** Every route of the site spec, relative to the base path. */
export const specRoutes: string[] = [
  '',
  'docs/',
  'docs/cube/',
  'docs/cube/auth/',
  'docs/cube/load/',
  'docs/cube/meta/',
  'docs/cube/troubleshooting/',
  'docs/dictionary/',
  'docs/getting-started/',
  'docs/power-bi/',
  'docs/rest/v1/komodo-rest-api',
  ...restPageIds.map((id) => `docs/rest/v1/${id}`),
];
