import React, {type ReactNode} from 'react';
import Admonition from '@theme/Admonition';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export interface Props {
  /** Route of the page of the operation to use instead, e.g. /docs/rest/v1/get-your-organisation. */
  replacementLink?: string;
  /** Title of that operation, e.g. "Get your organisation". */
  replacementTitle?: string;
}

/** The word "Deprecated" as a label beside a title; text, so screen readers and search see it. */
export function DeprecatedBadge(): ReactNode {
  return <span className={styles.badge}>Deprecated</span>;
}

// Opens the page of a deprecated operation: a reader who lands here from a
// search or an old bookmark learns at once that it is going, and where to go.
export default function DeprecationNotice({replacementLink, replacementTitle}: Props): ReactNode {
  return (
    <Admonition type="warning" title="Deprecated">
      <p className={styles.text}>
        This operation still works but is pending removal: do not build new integrations on it.
        {replacementLink && replacementTitle ? (
          <>
            {' '}
            Use <Link to={replacementLink}>{replacementTitle}</Link> instead.
          </>
        ) : null}
      </p>
    </Admonition>
  );
}
