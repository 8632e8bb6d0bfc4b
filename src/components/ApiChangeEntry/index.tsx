import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import BacktickText from '@theme/BacktickText';
import Heading from '@theme/Heading';
import type {LinkedEntry} from '@site/packages/api-reference/src/changes/pages';
// It reads like the entries kept by hand beside it, so it shares their styles.
import styles from '@site/src/components/ApiChanges/styles.module.css';

interface Props {
  entry: LinkedEntry;
}

// An entry announced from the spec's differences (src/data/api-change-entries.ts,
// linked by `npm run gen`): the maintainers' words, then every difference it
// covers, each linked to the operation and field it concerns. "Breaking" is a
// word in the heading and beside each difference, not a colour.
export default function ApiChangeEntry({entry}: Props): ReactNode {
  return (
    <section className={styles.entry} aria-labelledby={entry.id}>
      <Heading as="h3" id={entry.id}>
        <span className={styles.kind}>{entry.breaking ? 'Breaking' : 'Changed'}</span> <BacktickText text={entry.title} />
      </Heading>
      <p>
        <time dateTime={entry.date}>{entry.date}</time>: <BacktickText text={entry.summary} />
      </p>
      {entry.action && (
        <p>
          <strong>What to do:</strong> <BacktickText text={entry.action} />
        </p>
      )}
      <ul className={styles.links} aria-label={`What changed: ${entry.title}`}>
        {entry.differences.map((d) => {
          const where = d.method ? `\`${d.method} ${d.path}\`` : 'The API';
          return (
            <li key={d.id}>
              {d.impact === 'breaking' && <strong>Breaking: </strong>}
              {d.to ? <Link to={d.to}><BacktickText text={where} /></Link> : <BacktickText text={where} />}: <BacktickText text={d.sentence} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
