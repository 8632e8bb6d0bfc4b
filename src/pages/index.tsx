import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import firstRequest from '@site/src/data/generated/first-request.json';
import {apiChanges, monthName} from '@site/src/data/api-changes';
import BacktickText from '@theme/BacktickText';
import linkedEntries from '@site/src/data/generated/api-change-entries.json';
import type {LinkedEntry} from '@site/packages/api-reference/src/changes/pages';
import styles from './index.module.css';

// The newest changes: those announced from the spec (src/data/api-change-entries.ts), then the history kept by hand.
const recentChanges = [
  ...(linkedEntries as LinkedEntry[]).map((entry) => ({id: entry.id, title: entry.title, when: entry.date, summary: entry.summary})),
  ...apiChanges.map((change) => ({id: change.id, title: change.title, when: monthName(change.month), summary: change.summary})),
].slice(0, 3);

const resources: {title: string; to: string; text: string}[] = [
  {title: 'Users', to: '/docs/rest/v1/get-users', text: 'Students, staff and admins, with their groups, years and surveys.'},
  {title: 'Groups and years', to: '/docs/rest/v1/get-groups', text: 'Registration groups, houses, courses, years and their members.'},
  {title: 'Check-ins', to: '/docs/rest/v1/get-check-ins', text: 'Generated, requested and staff-recorded check-ins and their follow-up.'},
  {title: 'Surveys', to: '/docs/rest/v1/get-user-surveys', text: 'Blueprints, the surveys assigned to students, and their completion.'},
  {title: 'Responses', to: '/docs/rest/v1/get-user-survey-responses', text: 'Every answer, and answers averaged per metric on a scale of 0 to 10.'},
  {title: 'Overall wellbeing', to: '/docs/rest/v1/get-overall-wellbeing', text: 'Each user’s overall wellbeing over the last 100 days, as a percentage with a trend.'},
  {title: 'Metrics and questions', to: '/docs/rest/v1/get-metrics', text: 'What the questions measure, their themes and answer scales.'},
];

const entryPoints: {title: string; to: string; text: string}[] = [
  {title: 'Getting started', to: '/docs/getting-started', text: 'Credentials, environments, authentication and paging, step by step.'},
  {title: 'REST API reference', to: '/docs/rest/v1/komodo-rest-api', text: 'Every operation, parameter and field, with samples in curl, JavaScript, Python and, for reads, Power Query M.'},
  {title: 'Power BI', to: '/docs/power-bi', text: 'Load every page of any list into Power BI Desktop, with scheduled refresh.'},
  {title: 'API changes', to: '/docs/api-changes', text: 'What Komodo has changed since the first edition, newest first.'},
];

function Cards({items, headingLevel}: {items: typeof entryPoints; headingLevel: 'h3'}): ReactNode {
  return (
    <ul className={styles.cards}>
      {items.map((item) => (
        <li key={item.to} className={styles.card}>
          <Heading as={headingLevel} className={styles.cardTitle}>
            <Link to={item.to}>{item.title}</Link>
          </Heading>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout
      title="Komodo Customer API documentation"
      description="Reference and guides for the Komodo Customer API (REST API v1): read your organisation's wellbeing data into your own systems and Power BI.">
      <main>
        <div className={styles.hero}>
          <div className="container">
            <Heading as="h1" className={styles.title}>
              Komodo Customer API
            </Heading>
            <p className={styles.lead}>
              Read your organisation’s wellbeing data — users, groups, surveys, responses and check-ins — into your
              own systems and into Power BI, with the REST API v1.
            </p>
            <div className={styles.actions}>
              <Link className="button button--primary button--lg" to="/docs/getting-started">
                Get started
              </Link>
              <Link className="button button--secondary button--lg" to="/docs/rest/v1/komodo-rest-api">
                REST API reference
              </Link>
            </div>
          </div>
        </div>
        <div className="container">
          <section className={styles.section} aria-labelledby="first-request">
            <Heading as="h2" id="first-request">
              Your first request
            </Heading>
            <p>
              Export the username and password of your integration, put your region in the host (for example{' '}
              <code>us.east1</code>), and list the first page of users:
            </p>
            <CodeBlock language="bash" title="List users">
              {firstRequest.code}
            </CodeBlock>
            <p>
              The response is one page of <Link to={`/docs/rest/v1/${firstRequest.pageId}`}>users</Link>; pass its{' '}
              <code>cursor</code> back to get the next page. <Link to="/docs/getting-started">Getting started</Link>{' '}
              explains each step.
            </p>
          </section>
          <section className={styles.section} aria-labelledby="what-you-can-read">
            <Heading as="h2" id="what-you-can-read">
              What you can read
            </Heading>
            <Cards items={resources} headingLevel="h3" />
          </section>
          <section className={styles.section} aria-labelledby="recent-changes">
            <Heading as="h2" id="recent-changes">
              Recent changes
            </Heading>
            <ul className={styles.changes}>
              {recentChanges.map((change) => (
                <li key={change.id}>
                  <Link to={`/docs/api-changes#${change.id}`}><BacktickText text={change.title} /></Link> ({change.when}).{' '}
                  <BacktickText text={change.summary} />
                </li>
              ))}
            </ul>
            <p>
              The Cube API was removed in September 2025. <Link to="/docs/api-changes">API changes</Link> lists every
              change, with what to do about it.
            </p>
          </section>
          <section className={styles.section} aria-labelledby="where-to-go">
            <Heading as="h2" id="where-to-go">
              Where to go next
            </Heading>
            <Cards items={entryPoints} headingLevel="h3" />
          </section>
        </div>
      </main>
    </Layout>
  );
}
