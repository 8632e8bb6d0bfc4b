// What integrators type into the search box, and the pages that answer them.
// A query counts as answered at rank r when the r-th result links to one of its
// answers: that page, and that anchor when the answer names one (a field, a
// parameter or a section). Pages are paths under the base path.

export interface Answer {
  /** A path under the base path; `docs/rest/v1/*` is any REST page. */
  page: string;
  anchor?: string;
}

export interface SearchQuery {
  query: string;
  /** Any of these answers the query; the first is the best. */
  answers: Answer[];
}

const rest = (id: string, anchor?: string): Answer => ({page: `docs/rest/v1/${id}`, anchor});
const overview = (anchor?: string): Answer => rest('komodo-rest-api', anchor);
const gettingStarted = (anchor?: string): Answer => ({page: 'docs/getting-started', anchor});
const dictionary = (anchor?: string): Answer => ({page: 'docs/dictionary', anchor});
const powerBi = (anchor?: string): Answer => ({page: 'docs/power-bi', anchor});

/** The anchor on any REST page: e.g. the `cursor` parameter, which every list operation has. */
const anyOperation = (anchor: string): Answer => ({page: 'docs/rest/v1/*', anchor});

export const queries: SearchQuery[] = [
  // An operation by its name, its path, or what it returns.
  {query: 'get users', answers: [rest('get-users')]},
  {query: '/users', answers: [rest('get-users')]},
  {query: 'users overall wellbeing', answers: [rest('get-overall-wellbeing')]},
  {query: '/users/{user_id}/overall_wellbeing', answers: [rest('get-user-overall-wellbeing')]},
  {query: 'get your organisation', answers: [rest('get-your-organisation')]},
  {query: '/organisation', answers: [rest('get-your-organisation')]},
  {query: 'get user', answers: [rest('get-user')]},
  {query: '/users/{user_id}', answers: [rest('get-user')]},
  {query: '/check_ins/{check_in_id}', answers: [rest('get-check-in')]},
  {query: 'get group', answers: [rest('get-group')]},
  {query: 'groups of a user', answers: [rest('get-users-groups')]},
  {query: 'users in a year', answers: [rest('get-years-users')]},
  {query: 'all years', answers: [rest('get-all-years')]},
  {query: 'metrics', answers: [rest('get-metrics')]},
  {query: 'survey blueprints', answers: [rest('get-survey-blueprints')]},
  {query: 'scale library questions', answers: [rest('get-scale-library-questions')]},
  {query: 'long text question', answers: [rest('get-long-text-library-questions'), rest('get-long-text-library-question')]},
  {query: "user's survey responses", answers: [rest('get-users-survey-responses')]},
  {query: 'authenticate', answers: [rest('authenticate')]},
  {query: 'login', answers: [rest('authenticate')]},
  {query: '/auth/login', answers: [rest('authenticate')]},
  // British and US spellings and variants.
  {query: 'normalised', answers: [rest('get-normalised-user-survey-responses'), rest('get-normalised-user-survey-response')]},
  {query: 'normalized', answers: [rest('get-normalised-user-survey-responses'), rest('get-normalised-user-survey-response')]},
  {query: 'normalized survey responses', answers: [rest('get-normalised-user-survey-responses')]},
  {query: 'organization', answers: [rest('get-your-organisation'), rest('get-organisation'), dictionary('organisation')]},
  {query: 'check-in', answers: [rest('get-check-ins'), rest('get-check-in'), dictionary('check-in')]},
  {query: 'checkin', answers: [rest('get-check-ins'), rest('get-check-in'), dictionary('check-in')]},
  {query: 'check in', answers: [rest('get-check-ins'), rest('get-check-in'), dictionary('check-in')]},
  {query: 'user checkins', answers: [rest('get-users-check-ins')]},
  // A field or a parameter: the answer is its anchor.
  {query: 'mis_id', answers: [rest('get-users', 'response-200-data-mis_id'), rest('get-user', 'response-200-mis_id'), dictionary('user')]},
  {query: 'upn', answers: [rest('get-users', 'response-200-data-upn'), rest('get-user', 'response-200-upn'), dictionary('user')]},
  {query: 'cursor', answers: [anyOperation('param-cursor'), overview('pagination'), gettingStarted('page-through-a-list')]},
  {query: 'limit', answers: [anyOperation('param-limit'), overview('pagination')]},
  {query: 'has_next', answers: [anyOperation('response-200-has_next'), overview('pagination'), gettingStarted('page-through-a-list')]},
  {query: 'normalised score', answers: [rest('get-normalised-user-survey-responses', 'response-200-data-score'), rest('get-normalised-user-survey-response', 'response-200-score'), dictionary('normalised-survey-response')]},
  {query: 'follow_up', answers: [rest('get-check-ins', 'response-200-data-follow_up'), rest('get-check-in', 'response-200-follow_up'), dictionary('check-in-follow-up')]},
  // Concepts the guides explain once, which every operation page repeats.
  {query: 'basic auth', answers: [overview('http-basic'), gettingStarted('make-your-first-request')]},
  {query: 'bearer token', answers: [gettingStarted('authenticate-with-a-bearer-token-instead'), overview('bearer-token'), rest('authenticate')]},
  {query: 'x-api-key', answers: [overview('bearer-token'), rest('authenticate'), gettingStarted('authenticate-with-a-bearer-token-instead')]},
  {query: 'error response format', answers: [overview('errors'), gettingStarted('handle-errors')]},
  {query: '401 unauthorized', answers: [gettingStarted('handle-errors'), overview('errors'), powerBi('an-error-with-a-status-code')]},
  {query: 'pagination', answers: [overview('pagination'), gettingStarted('page-through-a-list')]},
  {query: 'credentials', answers: [gettingStarted('get-credentials')]},
  {query: 'environment variables', answers: [gettingStarted('put-your-credentials-in-environment-variables')]},
  {query: 'region', answers: [gettingStarted('choose-an-environment-and-your-region')]},
  {query: 'staging', answers: [gettingStarted('choose-an-environment-and-your-region'), overview('environments'), {page: 'docs', anchor: 'environments-at-a-glance'}]},
  // Power BI and the data model.
  {query: 'power bi', answers: [powerBi()]},
  {query: 'power bi refresh', answers: [powerBi('refresh-in-the-power-bi-service')]},
  {query: 'privacy level', answers: [powerBi('a-privacy-level-error')]},
  {query: 'metric theme', answers: [dictionary('metric-theme')]},
  {query: 'pastoral note', answers: [dictionary('pastoral-note')]},
  {query: 'how the data fits together', answers: [dictionary('how-the-data-fits-together'), dictionary('relationships-in-words')]},
];
