import React, {type ReactNode} from 'react';
import Admonition from '@theme/Admonition';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

interface Props {
  /** The REST v1 page that replaces what this Cube page describes. */
  restLink: string;
  /** Link text for that page, e.g. "Authenticate". */
  restLabel: string;
}

// Every Cube page opens with this notice. Keeping the wording in one place means
// a change of policy (say, an end-of-life date) is one edit, not five.
export default function CubeDeprecation({restLink, restLabel}: Props): ReactNode {
  return (
    <Admonition type="warning" title="Deprecated">
      <p className={styles.text}>
        The Cube API is deprecated. New integrations should use the{' '}
        <Link to="/docs/rest/v1/komodo-rest-api">REST API v1</Link>, which serves the same data. The REST
        equivalent of this page: <Link to={restLink}>{restLabel}</Link>.
      </p>
    </Admonition>
  );
}
