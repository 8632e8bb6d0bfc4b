import React, {useId, useState, type FormEvent, type ReactNode} from 'react';
import {isValidRegion, regionSettings, saveRegion, useRegion} from '../../browser/useRegion';
import styles from './styles.module.css';

// The region is part of every API host name. Readers set it once here; all
// URLs and samples on every page then use it (see useRegion).
export default function RegionSetting(): ReactNode {
  const region = useRegion();
  const inputId = useId();
  const hintId = useId();
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('region') ?? '').trim().toLowerCase();
    if (value && !isValidRegion(value)) {
      setError(`"${value}" is not a region subdomain. ${regionSettings?.hint ?? 'Use the region part of the API\'s host name, e.g. us.east1.'}`);
      return;
    }
    setError(null);
    saveRegion(value || null);
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label="Your API region">
      <label htmlFor={inputId}>Your region</label>
      <input
        id={inputId}
        name="region"
        className={styles.input}
        defaultValue={region ?? ''}
        key={region ?? ''}
        placeholder="us.east1"
        spellCheck={false}
        autoComplete="off"
        aria-describedby={hintId}
        aria-invalid={error ? true : undefined}
      />
      <button type="submit" className="button button--sm button--secondary">
        Use in samples
      </button>
      <span id={hintId} className={error ? styles.error : styles.hint} role={error ? 'alert' : undefined}>
        {error ?? (region ? `Samples use ${region}.` : 'Samples show {region} until you set it.')}
      </span>
    </form>
  );
}
