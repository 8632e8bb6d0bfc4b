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
// search or an old bookmark learns at once not to build on it, and where to go.
// It says no more than the spec's `deprecated` does: when, or whether, the
// operation goes away is the provider's to say, in the operation's description.
export default function DeprecationNotice({replacementLink, replacementTitle}: Props): ReactNode {
  return (
    <Admonition type="warning" title="Deprecated">
      <p className={styles.text}>
        This operation is deprecated: do not build new integrations on it.
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
