import React, {type ReactNode} from 'react';
import AnchorLink from '@site/src/components/AnchorLink';
import styles from './styles.module.css';

interface RowProps {
  name: string;
  in: string;
  anchor: string;
  type: string;
  format?: string;
  required?: boolean;
  /** Still accepted but pending removal: labelled in words. */
  deprecated?: boolean;
  defaultValue?: string;
  constraints?: string[];
  /** The description, as Markdown rendered by MDX. */
  children?: ReactNode;
}

export function ParamRow(props: RowProps): ReactNode {
  return (
    <tr id={props.anchor} className="anchor-host">
      <th scope="row">
        <code>{props.name}</code>
        <AnchorLink anchor={props.anchor} label={`parameter ${props.name}`} />
        {props.deprecated ? <span className={styles.deprecated}>deprecated</span> : null}
      </th>
      <td>{props.in}</td>
      <td>
        {props.type}
        {props.format ? ` (${props.format})` : ''}
      </td>
      <td>{props.required ? 'required' : 'optional'}</td>
      <td>{props.defaultValue ? <code>{props.defaultValue}</code> : '—'}</td>
      <td>{props.constraints?.join(', ') || '—'}</td>
      <td className={styles.description}>{props.children}</td>
    </tr>
  );
}

interface Props {
  children: ReactNode;
}

// A real table: readers scan parameters by column (type, required, default).
export default function ParamTable({children}: Props): ReactNode {
  return (
    <div className={styles.scroll} tabIndex={0} role="region" aria-label="Parameters">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">In</th>
            <th scope="col">Type</th>
            <th scope="col">Required</th>
            <th scope="col">Default</th>
            <th scope="col">Constraints</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
