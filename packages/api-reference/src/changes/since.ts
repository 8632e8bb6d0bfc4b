// `npm run reference -- new.yaml --since old.yaml`: the differences from an
// older spec as one entry, which the reference's overview lists (classified)
// and whose notes each operation page shows, linked to that list.
import path from 'node:path';
import {diffFiles} from './releases';
import type {ChangeSettings} from './site';

/** The anchor of the overview's list of changes. */
export const sinceAnchor = 'changes';

export async function sinceEntry(olderSpec: string, spec: string, overviewRoute: string): Promise<ChangeSettings> {
  const differences = await diffFiles(olderSpec, spec);
  const name = path.basename(olderSpec);
  return {
    since: name,
    pageRoute: overviewRoute,
    entries: [
      {
        id: sinceAnchor,
        date: new Date().toISOString().slice(0, 10),
        title: `Changes since ${name}`,
        summary: `What differs between \`${name}\` and the spec of this reference, found by comparing the two. A breaking difference may stop a client built against \`${name}\` from working; a documentation-only one changes no request or response.`,
        differences: differences.map(({pointer: _pointer, ...recorded}) => recorded),
      },
    ],
  };
}
