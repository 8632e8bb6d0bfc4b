import React, {type ReactNode} from 'react';
import Admonition from '@theme/Admonition';
import Link from '@docusaurus/Link';
import {operationById, restHref} from '@site/src/data/rest-operations';
import styles from './styles.module.css';

interface Props {
  /** Page ids of the REST v1 operations that serve the data this Cube page was about. */
  rest: string[];
}

// Every Cube page opens with this notice, so that a reader arriving from a
// search engine or an old bookmark learns first that the API is gone and where
// its data is now. Operation titles come from the spec, and an id the spec
// does not have stops the build.
export default function CubeRemoval({rest}: Props): ReactNode {
  const operations = rest.map(operationById);
  return (
    <Admonition type="danger" title="Removed in September 2025">
      <p className={styles.text}>
        The Cube API was removed in September 2025 (see <Link to="/docs/api-changes#2025-09-cube-removed">API
        changes</Link>). The same data is in the REST API v1:{' '}
        {operations.map((op, i) => (
          <React.Fragment key={op.id}>
            {i > 0 && (i === operations.length - 1 ? ' and ' : ', ')}
            <Link to={restHref(op.id)}>
              {op.title} (<code>{`${op.method} ${op.path}`}</code>)
            </Link>
          </React.Fragment>
        ))}
        . This page remains as a record of what the Cube API offered, for moving an integration off it.
      </p>
    </Admonition>
  );
}
