import React, {useId, useState, type FormEvent, type ReactNode} from 'react';
import {refusal, settingHint, shownValue, typedValue, valueOf, isSafeValue, type ServerVariable} from '../../browser/server-variables';
import {saveServerVariable, serverVariableOptions, useServerVariables} from '../../browser/useServerVariables';
import styles from './styles.module.css';

export interface Props {
  variable: ServerVariable;
  /** Whether it is a subdomain of a server's host (`https://{region}.api.example.com`). */
  subdomain: boolean;
}

// A variable of the servers' URLs, which readers set once here: all URLs and
// samples on every page then use it (see packages/api-reference/src/browser/server-variables.ts).
// A variable with an enum is a choice among its values. Without JavaScript
// the form does nothing (the static pages' script handles it there:
// packages/api-reference/src/browser/static-server-variables.ts, through its field's name).
export default function ServerVariableSetting({variable, subdomain}: Props): ReactNode {
  const values = useServerVariables();
  const value = values ? valueOf(variable, values) : undefined;
  const option = serverVariableOptions[variable.name];
  const inputId = useId();
  const hintId = useId();
  const [error, setError] = useState<string | null>(null);
  const {name} = variable;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = typedValue(String(new FormData(event.currentTarget).get(name) ?? ''), subdomain);
    if (typed && !variable.enum?.length && !isSafeValue(typed, subdomain)) {
      setError(refusal(typed, variable, subdomain, option?.hint));
      return;
    }
    setError(null);
    saveServerVariable(name, typed || null);
  }

  const field = {id: inputId, name, className: styles.input, 'aria-describedby': hintId};
  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label={`Your API ${name}`}>
      <label htmlFor={inputId}>{`Your ${name}`}</label>
      {variable.enum?.length ? (
        <select key={value ?? ''} {...field} defaultValue={value ?? variable.defaultValue}>
          {variable.enum.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      ) : (
        <input key={value ?? ''} {...field} defaultValue={value ?? ''} placeholder={variable.defaultValue} spellCheck={false} autoComplete="off" aria-invalid={error ? true : undefined} />
      )}
      <button type="submit" className="button button--sm button--secondary">
        Use in samples
      </button>
      <span id={hintId} className={styles.hint} data-error={error ? '' : undefined} role={error ? 'alert' : undefined}>
        {error ?? settingHint(value, shownValue(variable, serverVariableOptions))}
      </span>
    </form>
  );
}
