import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import BacktickText from '@theme/BacktickText';
import schemaDigest from '@site/src/data/generated/schemas.json';
import {entities, entityAnchor, entityByName, fieldHref, restLabel, type EntityName, type SchemaDigest} from '@site/src/data/dictionary';
import {operationById} from '@site/src/data/rest-operations';
import styles from './styles.module.css';

interface Props {
  /** The component schema of the spec this section describes. */
  name: EntityName;
}

// Descriptions come from the spec (via the generated digest) and are never
// retyped here: a fix in the spec reaches the dictionary on the next build.
const schemas = schemaDigest as SchemaDigest;

/** "array of Tier" → "array of " + a link to the Tier section of this page. */
function typeText(type: string): ReactNode[] {
  return type.split(/\b([A-Z][A-Za-z]+)\b/).map((part, i) => {
    const target = entities.find((e) => e.name === part);
    return target ? <a key={i} href={`#${entityAnchor(target)}`}>{part}</a> : part;
  });
}

export default function DictionaryEntity({name}: Props): ReactNode {
  const schema = schemas[name];
  if (!schema) throw new Error(`DictionaryEntity: the spec has no schema named ${name}`);
  const entity = entityByName(name);
  return (
    <div className={styles.entity}>
      {schema.deprecated && (
        <p>
          <strong className={styles.deprecated}>Deprecated</strong> Do not rely on it: see{' '}
          <Link to="/docs/api-changes">API changes</Link>.
        </p>
      )}
      <p><BacktickText text={schema.description} /></p>
      <p className={styles.returnedBy}>
        Returned by{' '}
        {entity.returnedBy.map((page, i) => (
          <React.Fragment key={page}>
            {i > 0 && ', '}
            <Link to={`/docs/rest/v1/${page}`}>
              <code>{restLabel(page)}</code>
            </Link>
            {operationById(page).deprecated && ' (deprecated)'}
          </React.Fragment>
        ))}
        .
      </p>
      {/* A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable). */}
      <div className={styles.scroll} role="region" aria-label={`Fields of ${name}`} tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>Fields of {name}</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Type</th>
              <th scope="col">Meaning</th>
            </tr>
          </thead>
          <tbody>
            {schema.fields.map((field) => (
              <tr key={field.name}>
                <th scope="row">
                  <Link to={fieldHref(entity, field.name)} title={`${field.name} in the REST reference`}>
                    <code>{field.name}</code>
                  </Link>
                  {field.deprecated && <span className={styles.deprecated}>Deprecated</span>}
                </th>
                <td>
                  {typeText(field.type)}
                  {field.nullable && <span className={styles.qualifier}> or null</span>}
                  {!field.required && <span className={styles.qualifier}>, optional</span>}
                </td>
                <td>
                  <BacktickText text={field.description} />
                  {field.enum && (
                    <ul className={styles.enum}>
                      {field.enum.map((option) => (
                        <li key={option.value}>
                          <code>{option.value}</code>: <BacktickText text={option.meaning} />
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
