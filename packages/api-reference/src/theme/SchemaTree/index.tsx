import React, {type ReactNode} from 'react';
import AnchorLink from '../AnchorLink';
import {limitWords, type Limits} from '../../model/schema-limits';
import {placeOf} from '../../search/places';
import {spaced} from '../../browser/spaced';
import styles from './styles.module.css';

export interface SchemaPropertyProps {
  name: string;
  anchor: string;
  type: string;
  format?: string;
  required?: boolean;
  nullable?: boolean;
  /** Marked deprecated by the spec: labelled in words, not by styling alone. */
  deprecated?: boolean;
  /** Sent by the API only (left out of request bodies), or by the client only (left out of responses). */
  readOnly?: boolean;
  writeOnly?: boolean;
  /** The `*` entry of an object: any other property (`additionalProperties`). */
  additional?: boolean;
  enumValues?: {value: string; meaning?: string}[];
  /** The one value allowed, and the default, as JSON. */
  constValue?: string;
  defaultValue?: string;
  /** A schema that contains itself: where its fields are listed, and its name. */
  recursiveOf?: {anchor: string; title: string};
  /** A schema whose fields are listed higher up the page: where, and its name. */
  shownAt?: {anchor: string; title: string};
  /** Validation limits, put into words here. */
  limits?: Limits;
  /** Description (Markdown rendered by MDX), then nested properties. */
  children?: ReactNode;
}

export function SchemaProperty(props: SchemaPropertyProps): ReactNode {
  const limits = limitWords(props.limits);
  return (
    <li id={props.anchor} className={`${styles.property} anchor-host`} {...placeOf('field')}>
      <div className={styles.header}>
        {/* Spaces between the parts: the flex layout ignores them, but the
            search index and copied text would otherwise run them together. */}
        {spaced([
          props.additional ? <span className={styles.name}>any other property</span> : <code className={styles.name}>{props.name}</code>,
          <AnchorLink anchor={props.anchor} label={props.additional ? 'any other property' : `field ${props.name}`} />,
          <span className={styles.type}>{props.format ? `${props.type} (${props.format})` : props.type}</span>,
          props.nullable ? <span className={styles.badge}>nullable</span> : null,
          props.required ? null : <span className={styles.badge}>optional</span>,
          props.deprecated ? <span className="status-badge">deprecated</span> : null,
          props.readOnly ? <span className={styles.badge}>read-only</span> : null,
          props.writeOnly ? <span className={styles.badge}>write-only</span> : null,
          limits.length ? <span className={styles.constraints}>{limits.join(', ')}</span> : null,
          props.constValue !== undefined ? (
            <span className={styles.constraints}>
              always <code>{props.constValue}</code>
            </span>
          ) : null,
          props.defaultValue !== undefined ? (
            <span className={styles.constraints}>
              default <code>{props.defaultValue}</code>
            </span>
          ) : null,
        ])}
      </div>
      <div className={styles.body}>
        {props.children}
        {props.recursiveOf ? (
          <p>
            Recursive: its fields are those of <a href={`#${props.recursiveOf.anchor}`}>the {props.recursiveOf.title} above</a>.
          </p>
        ) : null}
        {props.shownAt ? (
          <p>
            Its fields are listed at <a href={`#${props.shownAt.anchor}`}>the {props.shownAt.title} above</a>.
          </p>
        ) : null}
        {props.enumValues ? (
          <dl className={styles.enum} aria-label={`Values of ${props.name}`}>
            {props.enumValues.map(({value, meaning}) => (
              <div key={value}>
                <dt>
                  <code>{value}</code>
                </dt>
                <dd>{meaning ?? ''}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </li>
  );
}

export interface SchemaChildrenProps {
  title: string;
  count: number;
  /** Top-level objects start open; deeper ones start closed. */
  open?: boolean;
  /** Inside a variant, which already opens and closes: the list alone. */
  bare?: boolean;
  children: ReactNode;
}

// Native <details>: nested fields expand and collapse without JavaScript.
export function SchemaChildren({title, count, open, bare, children}: SchemaChildrenProps): ReactNode {
  if (bare) return <ul className={styles.list}>{children}</ul>;
  return (
    <details className={styles.children} open={open}>
      <summary>
        {`${count} ${count === 1 ? 'field' : 'fields'} of ${title}`}
      </summary>
      <ul className={styles.list}>{children}</ul>
    </details>
  );
}

export interface Props {
  /** What the tree is of: `Body`. */
  label?: string;
  title: string;
  mediaType?: string;
  /** The fields of a schema's own page: a section the search index reads as it reads an operation's endpoint (packages/api-reference/src/search/build/prepare-html.ts). */
  page?: boolean;
  children: ReactNode;
}

export default function SchemaTree({label = 'Body', title, mediaType, page, children}: Props): ReactNode {
  const Tag = page ? 'section' : 'div';
  return (
    <Tag className={styles.tree} aria-label={page ? 'Schema' : undefined}>
      <p className={styles.caption}>
        {`${label}: `}
        <strong>{title}</strong>
        {mediaType ? <span className={styles.mediaType}> ({mediaType})</span> : null}
      </p>
      <ul className={styles.list}>{children}</ul>
    </Tag>
  );
}
