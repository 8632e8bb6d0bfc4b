// The reader's server variables on a static page (packages/api-reference/src/site/static-pages),
// where React does not run: what ApiEndpoint's forms, its URLs and the code
// blocks do on the router's pages (./useServerVariables), done on the
// server's markup. The endpoint's data (its servers, the site's options, the
// storage keys) is in its `data-server-variables` attribute; the values are
// the same localStorage entries as the router's pages use.
import {expandUrl, isSafeValue, isSubdomain, refusal, replacements, settingHint, shownValue, typedValue, valueOf, asInnerHtml, type EndpointData, type ServerVariableValues} from './server-variables';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value) window.localStorage.setItem(key, value);
    else window.localStorage.removeItem(key);
  } catch {
    // Storage refused (private mode): the choice lasts for this page.
  }
}

export function staticServerVariables(): void {
  const section = document.querySelector<HTMLElement>('section[data-server-variables]');
  if (!section) return;
  const data = JSON.parse(section.dataset.serverVariables ?? '{}') as EndpointData;
  const variables = data.servers.flatMap((server) => server.variables);
  const blocks = Array.from(document.querySelectorAll<HTMLElement>('pre code'), (code) => ({code, html: code.innerHTML}));
  const urls = Array.from(section.querySelectorAll<HTMLElement>('dd code'));

  /** A setting form's field, its variable and the hint under it; none where the markup lacks one. */
  const partsOf = (form: HTMLFormElement) => {
    const field = form.querySelector<HTMLInputElement | HTMLSelectElement>('input[name], select[name]');
    const variable = variables.find((candidate) => candidate.name === field?.name);
    const hint = document.getElementById(field?.getAttribute('aria-describedby') ?? '');
    return field && variable && hint ? {field, variable, hint} : undefined;
  };

  const valuesNow = (): ServerVariableValues => {
    const values: Record<string, string> = {};
    for (const [name, key] of Object.entries(data.keys)) {
      const value = read(key);
      if (value && isSafeValue(value, false)) values[name] = value;
    }
    return values;
  };

  const show = () => {
    const values = valuesNow();
    const pairs = replacements(data.servers, data.options, values);
    for (const {code, html} of blocks) {
      const shown = pairs.reduce((current, [from, to]) => current.split(asInnerHtml(from)).join(asInnerHtml(to)), html);
      if (code.innerHTML !== shown) code.innerHTML = shown;
    }
    data.servers.forEach((server, index) => {
      if (urls[index]) urls[index].textContent = `${expandUrl(server, (variable) => valueOf(variable, values) ?? `{${variable.name}}`)}${data.path}`;
    });
    for (const form of Array.from(section.querySelectorAll<HTMLFormElement>('form'))) {
      const parts = partsOf(form);
      if (!parts) continue;
      const {field, variable, hint} = parts;
      const value = valueOf(variable, values);
      field.value = value ?? (variable.enum?.length ? variable.defaultValue : '');
      hint.textContent = settingHint(value, shownValue(variable, data.options));
    }
  };

  for (const form of Array.from(section.querySelectorAll<HTMLFormElement>('form'))) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const parts = partsOf(form);
      if (!parts) return;
      const {field, variable, hint} = parts;
      const subdomain = isSubdomain(variable.name, data.servers);
      const typed = typedValue(field.value, subdomain);
      if (typed && !variable.enum?.length && !isSafeValue(typed, subdomain)) {
        hint.textContent = refusal(typed, variable, subdomain, data.options[variable.name]?.hint);
        hint.dataset.error = '';
        hint.setAttribute('role', 'alert');
        field.setAttribute('aria-invalid', 'true');
        return;
      }
      delete hint.dataset.error;
      hint.removeAttribute('role');
      field.removeAttribute('aria-invalid');
      write(data.keys[variable.name], typed || null);
      show();
    });
  }
  window.addEventListener('storage', show);
  show();
}
