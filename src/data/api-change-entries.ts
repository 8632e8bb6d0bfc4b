/**
 * The changes to the spec (openapi/rest-v1.yaml) announced since its first
 * release under openapi/releases/, newest first. Each entry lists the
 * differences it covers as `npm run changes` found them; `npm test` fails
 * while the spec differs from its last release in a way no entry lists
 * (tests/content/api-changes-announced.test.ts). The API changes page, each
 * operation's page and the Atom feed are rendered from these entries, after
 * the history kept by hand in ./api-changes.ts. How to publish a change:
 * README, "Publishing an API change".
 */
import type {ChangeEntry} from '../../packages/api-reference/src/changes/entries';

export const apiChangeEntries: ChangeEntry[] = [];
