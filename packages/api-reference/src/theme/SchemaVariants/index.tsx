import React, {type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

// The alternatives of a `oneOf`/`anyOf` in a schema tree, in native
// <details>: each opens and closes without JavaScript, and the discriminator's
// value says which one a payload is.

export interface Props {
  /** `oneOf`: exactly one of them; `anyOf`: one or more. */
  kind: 'oneOf' | 'anyOf';
  /** The property whose value says which one it is. */
  discriminator?: string;
  /** SchemaVariant elements. */
  children: ReactNode;
}

/** The alternatives of a union, each its own block a reader can open; the first open. */
export default function SchemaVariants({kind, discriminator, children}: Props): ReactNode {
  return (
    <div className={styles.variants}>
      <p className={styles.variantsLead}>
        {kind === 'oneOf' ? 'Exactly one of these' : 'One or more of these'}
        {discriminator ? (
          <>
            , told apart by <code>{discriminator}</code>
          </>
        ) : null}
        :
      </p>
      {children}
    </div>
  );
}

export interface SchemaVariantProps {
  title: string;
  /** The discriminator's value for this alternative. */
  discriminatorValue?: string;
  anchor: string;
  open?: boolean;
  /** Description, then the alternative's fields. */
  children?: ReactNode;
}

export function SchemaVariant({title, discriminatorValue, anchor, open, children}: SchemaVariantProps): ReactNode {
  // A link can land here (a schema whose fields are listed at this alternative): the build's anchor check must know it.
  useBrokenLinks().collectAnchor(anchor);
  return (
    <details id={anchor} className={styles.variant} open={open}>
      <summary>
        <strong>{title}</strong>
        {discriminatorValue !== undefined ? (
          <>
            {' '}
            when the value is <code>{JSON.stringify(discriminatorValue)}</code>
          </>
        ) : null}
      </summary>
      {children}
    </details>
  );
}
