import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

// The two columns of a REST operation page, in plain HTML and CSS: the
// reference on the left; on the right, beside it, what a reader copies (the
// request samples, then each response's example beside its fields). The
// right column stays in view while its section scrolls (position: sticky),
// so no script decides which example shows. Where two columns do not fit
// (a container query on the content's width), it is one column in source
// order: each sample or example follows what it belongs to.

export interface Props {
  /** One ApiMain and one ApiAside, in the order a one-column reader needs them. */
  children: ReactNode;
}

export default function ApiColumns({children}: Props): ReactNode {
  return (
    <div className={styles.container}>
      <div className={styles.columns}>{children}</div>
    </div>
  );
}

export interface MainProps {
  children: ReactNode;
}

/** The reference: description, authentication, parameters, fields. */
export function ApiMain({children}: MainProps): ReactNode {
  return <div className={styles.main}>{children}</div>;
}

export interface AsideProps {
  children: ReactNode;
}

/** The sticky column: code samples, or the examples of one response. */
export function ApiAside({children}: AsideProps): ReactNode {
  return <div className={styles.aside}>{children}</div>;
}

export interface MoreExampleProps {
  /** What the summary says, e.g. "Example: Last page". */
  title: string;
  children: ReactNode;
}

/** A further example of the same response, closed: the first one is what most readers need. */
export function MoreExample({title, children}: MoreExampleProps): ReactNode {
  return (
    <details className={styles.more}>
      <summary>{title}</summary>
      {children}
    </details>
  );
}
