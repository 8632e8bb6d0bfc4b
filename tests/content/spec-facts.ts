/**
 * The REST v1 operations of the facts tables (../shared/api-facts.md: the first edition's table
 * and the new operations of "Changes to the API"), as typed data: the spec is checked against
 * this, so a renamed path, tag or summary fails a test instead of a page. The spec may have more
 * operations than these; every one listed here must be in it as stated.
 */
import {fileURLToPath} from 'node:url';

/** Absolute, because the plugin's reader resolves a relative path against the wrong directory. */
export const specPath = fileURLToPath(new URL('../../openapi/rest-v1.yaml', import.meta.url));
export const brokenSpecsDir = fileURLToPath(new URL('../../openapi/examples/', import.meta.url));

export type Tag =
  | 'Auth' | 'Check-ins' | 'Groups' | 'Metrics' | 'Organisations' | 'Survey Blueprints'
  | 'Survey Library' | 'Survey Responses' | 'User Surveys' | 'Users';

/** Tags in the order of the facts table, which is also the order of the sidebar. */
export const tagOrder: Tag[] = [
  'Auth', 'Check-ins', 'Groups', 'Metrics', 'Organisations', 'Survey Blueprints',
  'Survey Library', 'Survey Responses', 'User Surveys', 'Users',
];

export interface ExpectedOperation {
  /** Page id under docs/rest/v1/ (site-spec.md). */
  id: string;
  tag: Tag;
  summary: string;
  method: 'get' | 'post';
  path: string;
  /** Component schema of the 200 body; a name ending in `Page` marks a list operation. */
  body: string;
  /** Statuses besides 200. */
  errors: (400 | 401 | 404 | 500)[];
  /** Deprecated: the page id of the operation to use instead. */
  replacedBy?: string;
}

const E = [400, 401, 500] as ExpectedOperation['errors'];
const E404 = [400, 401, 404, 500] as ExpectedOperation['errors'];

export const operations: ExpectedOperation[] = [
  {id: 'authenticate', tag: 'Auth', summary: 'Authenticate', method: 'post', path: '/auth/login', body: 'AuthToken', errors: E},
  {id: 'get-check-ins', tag: 'Check-ins', summary: 'Get check-ins', method: 'get', path: '/check_ins', body: 'CheckInPage', errors: E},
  {id: 'get-check-in', tag: 'Check-ins', summary: 'Get check-in', method: 'get', path: '/check_ins/{check_in_id}', body: 'CheckIn', errors: E404},
  {id: 'get-groups', tag: 'Groups', summary: 'Get groups', method: 'get', path: '/groups', body: 'GroupPage', errors: E},
  {id: 'get-group', tag: 'Groups', summary: 'Get group', method: 'get', path: '/groups/{group_id}', body: 'Group', errors: E404},
  {id: 'get-groups-users', tag: 'Groups', summary: "Get group's users", method: 'get', path: '/groups/{group_id}/users', body: 'UserPage', errors: E404},
  {id: 'get-all-years', tag: 'Groups', summary: 'Get all years', method: 'get', path: '/years', body: 'GroupPage', errors: E},
  {id: 'get-year', tag: 'Groups', summary: 'Get year', method: 'get', path: '/years/{year_id}', body: 'Group', errors: E404},
  {id: 'get-years-users', tag: 'Groups', summary: "Get year's users", method: 'get', path: '/years/{year_id}/users', body: 'UserPage', errors: E404},
  {id: 'get-metrics', tag: 'Metrics', summary: 'Get metrics', method: 'get', path: '/metrics', body: 'MetricPage', errors: E},
  {id: 'get-metric', tag: 'Metrics', summary: 'Get metric', method: 'get', path: '/metrics/{metric_id}', body: 'Metric', errors: E404},
  {id: 'get-your-organisation', tag: 'Organisations', summary: 'Get your organisation', method: 'get', path: '/organisation', body: 'Organisation', errors: E404},
  {id: 'get-organisation', tag: 'Organisations', summary: 'Get organisation', method: 'get', path: '/organisations/{org_id}', body: 'Organisation', errors: E404, replacedBy: 'get-your-organisation'},
  {id: 'get-survey-blueprints', tag: 'Survey Blueprints', summary: 'Get survey blueprints', method: 'get', path: '/survey_blueprints', body: 'SurveyBlueprintPage', errors: E},
  {id: 'get-survey-blueprint', tag: 'Survey Blueprints', summary: 'Get survey blueprint', method: 'get', path: '/survey_blueprints/{blueprint_id}', body: 'SurveyBlueprint', errors: E404},
  {id: 'get-long-text-library-questions', tag: 'Survey Library', summary: 'Get long text library questions', method: 'get', path: '/survey_library/questions/long_text', body: 'LongTextLibraryQuestionPage', errors: E},
  {id: 'get-long-text-library-question', tag: 'Survey Library', summary: 'Get long text library question', method: 'get', path: '/survey_library/questions/long_text/{question_id}', body: 'LongTextLibraryQuestion', errors: E404},
  {id: 'get-scale-library-questions', tag: 'Survey Library', summary: 'Get scale library questions', method: 'get', path: '/survey_library/questions/scale', body: 'ScaleLibraryQuestionPage', errors: E},
  {id: 'get-scale-library-question', tag: 'Survey Library', summary: 'Get scale library question', method: 'get', path: '/survey_library/questions/scale/{question_id}', body: 'ScaleLibraryQuestion', errors: E404},
  {id: 'get-user-survey-responses', tag: 'Survey Responses', summary: 'Get user survey responses', method: 'get', path: '/survey_responses', body: 'SurveyResponsePage', errors: E404},
  {id: 'get-user-survey-response', tag: 'Survey Responses', summary: 'Get user survey response', method: 'get', path: '/survey_responses/{response_id}', body: 'SurveyResponse', errors: E404},
  {id: 'get-normalised-user-survey-responses', tag: 'Survey Responses', summary: 'Get normalised user survey responses', method: 'get', path: '/normalised_responses', body: 'NormalisedSurveyResponsePage', errors: E404},
  {id: 'get-normalised-user-survey-response', tag: 'Survey Responses', summary: 'Get normalised user survey response', method: 'get', path: '/normalised_responses/{response_id}', body: 'NormalisedSurveyResponse', errors: E404},
  {id: 'get-user-surveys', tag: 'User Surveys', summary: 'Get user surveys', method: 'get', path: '/surveys', body: 'UserSurveyPage', errors: E404},
  {id: 'get-user-survey', tag: 'User Surveys', summary: 'Get user survey', method: 'get', path: '/surveys/{survey_id}', body: 'UserSurvey', errors: E404},
  {id: 'get-users', tag: 'Users', summary: 'Get users', method: 'get', path: '/users', body: 'UserPage', errors: E},
  {id: 'get-overall-wellbeing', tag: 'Users', summary: 'Get overall wellbeing', method: 'get', path: '/users/overall_wellbeing', body: 'UserOverallWellbeingPage', errors: E},
  {id: 'get-user', tag: 'Users', summary: 'Get user', method: 'get', path: '/users/{user_id}', body: 'User', errors: E404},
  {id: 'get-users-check-ins', tag: 'Users', summary: "Get user's check-ins", method: 'get', path: '/users/{user_id}/check_ins', body: 'CheckInPage', errors: E404},
  {id: 'get-users-groups', tag: 'Users', summary: "Get user's groups", method: 'get', path: '/users/{user_id}/groups', body: 'GroupPage', errors: E404},
  {id: 'get-users-years', tag: 'Users', summary: "Get user's years", method: 'get', path: '/users/{user_id}/years', body: 'GroupPage', errors: E404},
  {id: 'get-users-surveys', tag: 'Users', summary: "Get user's surveys", method: 'get', path: '/users/{user_id}/surveys', body: 'UserSurveyPage', errors: E404},
  {id: 'get-users-survey-responses', tag: 'Users', summary: "Get user's survey responses", method: 'get', path: '/users/{user_id}/survey_responses', body: 'SurveyResponsePage', errors: E404},
  {id: 'get-users-normalised-survey-responses', tag: 'Users', summary: "Get user's normalised survey responses", method: 'get', path: '/users/{user_id}/normalised_responses', body: 'NormalisedSurveyResponsePage', errors: E404},
  {id: 'get-user-overall-wellbeing', tag: 'Users', summary: 'Get user overall wellbeing', method: 'get', path: '/users/{user_id}/overall_wellbeing', body: 'UserOverallWellbeing', errors: E404},
];

/** The operations added since the first edition ("Changes to the API"). */
export const newOperationIds = ['get-your-organisation', 'get-overall-wellbeing', 'get-user-overall-wellbeing'];

/** The REST page ids of site-spec.md §2. */
export {restPageIds as sitePageIds} from '../site-spec';

export const isList = (op: ExpectedOperation) => op.body.endsWith('Page');

/**
 * What the facts say is pending removal: tiers ("Changes to the API", 2026-03: `CheckIn.tier`,
 * `Metric.tier` and the Tier object "are pending removal"), and nothing else. Of
 * `GET /organisations/{org_id}` they say only that it is deprecated in favour of `GET /organisation`.
 */
export const pendingRemoval = /\btiers?\b/i;

/** The facts' region subdomain ("Environments"): an example of one, not a default region. */
export const regionExample = 'us.east1';
