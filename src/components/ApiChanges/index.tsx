import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import BacktickText from '@theme/BacktickText';
import Heading from '@theme/Heading';
import {apiChanges, monthName, type ApiChange} from '@site/src/data/api-changes';
import ApiChangeEntry from '@site/src/components/ApiChangeEntry';
import linkedEntries from '@site/src/data/generated/api-change-entries.json';
import type {LinkedEntry} from '@site/packages/api-reference/src/changes/pages';
import styles from './styles.module.css';

// The entries announced from the spec's differences, linked by `npm run gen`; newest first, like apiChanges.
const entries = linkedEntries as LinkedEntry[];


function Entry({change}: {change: ApiChange}): ReactNode {
  return (
    <section className={styles.entry} aria-labelledby={change.id}>
      <Heading as="h3" id={change.id}>
        <span className={styles.kind}>{change.kind}</span> {change.title}
      </Heading>
      <p><BacktickText text={change.summary} /></p>
      {change.action && (
        <p>
          <strong>What to do:</strong> <BacktickText text={change.action} />
        </p>
      )}
      <ul className={styles.links} aria-label={`Where the docs show: ${change.title}`}>
        {change.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}><BacktickText text={link.label} /></Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

// The entries of src/data/api-change-entries.ts and src/data/api-changes.ts,
// grouped by month, newest first; within a month the dated entries first. Each
// heading is a Docusaurus Heading so its anchor is checked at build time.
export default function ApiChanges(): ReactNode {
  const months = [...new Set([...entries.map((e) => e.date.slice(0, 7)), ...apiChanges.map((c) => c.month)])].sort().reverse();
  return months.map((month) => (
    <React.Fragment key={month}>
      <Heading as="h2" id={month}>
        {monthName(month)}
      </Heading>
      {entries
        .filter((e) => e.date.startsWith(month))
        .map((entry) => (
          <ApiChangeEntry key={entry.id} entry={entry} />
        ))}
      {apiChanges
        .filter((c) => c.month === month)
        .map((change) => (
          <Entry key={change.id} change={change} />
        ))}
    </React.Fragment>
  ));
}
