import React, {type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

interface Props {
  /** The id of the element this link points at. */
  anchor: string;
  /** What the link points at, for screen readers. */
  label: string;
}

// Parameters and schema properties are link targets (e.g. #response-200-data-mis_id).
// Registering the id lets the build fail on links to anchors that do not exist.
export default function AnchorLink({anchor, label}: Props): ReactNode {
  useBrokenLinks().collectAnchor(anchor);
  return (
    <a className={styles.link} href={`#${anchor}`} aria-label={`Link to ${label}`} title={`Link to ${label}`}>
      #
    </a>
  );
}
