import React, {type ReactNode} from 'react';
import AnchorLink from '../AnchorLink';
import {limitWords, type Limits} from '../../model/schema-limits';
import {placeOf} from '../../search/places';
import {spaced} from '../../browser/spaced';
import styles from './styles.module.css';

export interface ParamRowProps {
  name: string;
  in: string;
  anchor: string;
  type: string;
  format?: string;
  required?: boolean;
  /** Marked deprecated by the spec: labelled in words. */
  deprecated?: boolean;
  defaultValue?: string;
  /** The values allowed. */
  enumValues?: string[];
  /** How an array or object is written in the URL or header, e.g. `form, exploded`. */
  style?: string;
  /** A parameter sent as a serialised body (`content`), e.g. `application/json`. */
  mediaType?: string;
  /** Validation limits, put into words here. */
  limits?: Limits;
  /** The spec's examples of it, as JSON cut short (`name` where the spec names them), each `invalid` where its schema refuses it (Ajv's message). */
  examples?: {name?: string; text: string; invalid?: string}[];
  /** The description, as Markdown rendered by MDX. */
  children?: ReactNode;
}

// One parameter: everything a reader checks at a glance on one line (name,
// type, where it goes, required or not, default, limits), the prose beneath.
// A table squeezed the description into a column of a few words per line.
export function ParamRow(props: ParamRowProps): ReactNode {
  const limits = limitWords(props.limits);
  return (
    <li id={props.anchor} className={`${styles.param} anchor-host`} {...placeOf('param')}>
      <div className={styles.line}>
        {/* Spaces between the parts: the flex layout ignores them, but the
            search index and copied text would otherwise run them together. */}
        {spaced([
          <code className={styles.name}>{props.name}</code>,
          <AnchorLink anchor={props.anchor} label={`parameter ${props.name}`} />,
          props.deprecated ? <span className="status-badge">deprecated</span> : null,
          <span className={styles.type}>{props.format ? `${props.type} (${props.format})` : props.type}</span>,
          <span className={styles.meta}>{`in ${props.in}`}</span>,
          <span className={props.required ? styles.required : styles.meta}>{props.required ? 'required' : 'optional'}</span>,
          props.defaultValue ? (
            <span className={styles.meta}>
              default <code>{props.defaultValue}</code>
            </span>
          ) : null,
          limits.length ? <span className={styles.meta}>{limits.join(', ')}</span> : null,
          props.style ? <span className={styles.meta}>{`style ${props.style}`}</span> : null,
          props.mediaType ? <span className={styles.meta}>{`as ${props.mediaType}`}</span> : null,
        ])}
      </div>
      {props.enumValues ? (
        <p className={styles.values}>
          One of:{' '}
          {props.enumValues.map((value, index) => (
            <React.Fragment key={value}>
              {index > 0 ? ', ' : null}
              <code>{value}</code>
            </React.Fragment>
          ))}
        </p>
      ) : null}
      {props.examples?.length ? (
        <p className={styles.values}>
          {props.examples.length > 1 ? 'Examples:' : 'Example:'}{' '}
          {props.examples.map((example, index) => (
            <React.Fragment key={index}>
              {index > 0 ? '; ' : null}
              <code>{example.text}</code>
              {example.name !== undefined || example.invalid ? ` (${[example.name, example.invalid && `invalid against its schema: ${example.invalid}`].filter(Boolean).join(', ')})` : null}
            </React.Fragment>
          ))}
        </p>
      ) : null}
      <div className={styles.description}>{props.children}</div>
    </li>
  );
}

export interface Props {
  /** ParamRow elements. */
  children: ReactNode;
}

export default function ParamList({children}: Props): ReactNode {
  return <ul className={styles.list}>{children}</ul>;
}
