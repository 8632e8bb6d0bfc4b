// The script of a static page (packages/api-reference/src/site/static-pages): a page Docusaurus
// rendered that is not a page of its client-side router, so React does not
// run on it. What React would do for the page's frame is done here, on the
// server's markup: the colour mode toggle, the tabs (and the language a reader
// chose, shared with the router's pages through localStorage), a copy button
// on each code block, the search box (Enter opens the results page), the menu
// on a phone, the sidebar's categories, the navbar that hides on scroll, the
// back-to-top button, a link to a schema field opens the fields around it, and
// the reader's server variables (./static-server-variables).
// The page is whole without it. Plain DOM; it imports only what the router's
// pages share with it (./dom, ./server-variables) and its own modules, and packages/api-reference/src/site/static-pages bundles both
// into one minified file, which every static page loads.
import {isSearchShortcut, openAnchorTarget} from './dom';
import {staticServerVariables} from './static-server-variables';

const root = document.documentElement;

/** The elements matching `selector` under `from`, as an array. */
function all<T extends Element = HTMLElement>(selector: string, from: ParentNode = document): T[] {
  return Array.from(from.querySelectorAll<T>(selector));
}

const stored = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage refused (private mode): the choice lasts for this page.
    }
  },
};

/** The theme's light/dark toggle, as Docusaurus's does without `respectPrefersColorScheme`: key `theme` in localStorage. */
function colourMode(): void {
  const buttons = all<HTMLButtonElement>('[class*="colorModeToggle"] button');
  const label = () => {
    const mode = `${root.dataset.theme === 'dark' ? 'dark' : 'light'} mode`;
    for (const button of buttons) {
      button.title = mode;
      button.setAttribute('aria-label', `Switch between dark and light mode (currently ${mode})`);
    }
  };
  for (const button of buttons) {
    button.disabled = false;
    button.classList.remove(...Array.from(button.classList).filter((name) => name.startsWith('toggleButtonDisabled')));
    button.addEventListener('click', () => {
      const mode = root.dataset.theme === 'dark' ? 'light' : 'dark';
      root.dataset.theme = mode;
      root.dataset.themeChoice = mode;
      stored.set('theme', mode);
      label();
    });
  }
  label();
}

/** Tabs (packages/api-reference/src/theme/Tabs): a click or Enter selects, arrows move between tabs; a group's choice applies to all its tabs and is remembered. */
function tabs(): void {
  const lists = all('[role="tablist"]');
  const groupOf = (list: HTMLElement) => list.closest<HTMLElement>('.tabs-container')?.dataset.groupId;
  const select = (list: HTMLElement, value: string) => {
    const tabList = all('[role="tab"]', list);
    if (!tabList.some((tab) => tab.dataset.value === value)) return;
    for (const tab of tabList) {
      const selected = tab.dataset.value === value;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      tab.classList.toggle('tabs__item--active', selected);
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !selected;
    }
  };
  const choose = (list: HTMLElement, value: string) => {
    const group = groupOf(list);
    if (!group) return select(list, value);
    stored.set(`docusaurus.tab.${group}`, value);
    for (const other of lists) if (groupOf(other) === group) select(other, value);
  };
  for (const list of lists) {
    const group = groupOf(list);
    const remembered = group && stored.get(`docusaurus.tab.${group}`);
    if (remembered) select(list, remembered);
    const tabList = all('[role="tab"]', list);
    tabList.forEach((tab, index) => {
      tab.addEventListener('click', () => choose(list, tab.dataset.value ?? ''));
      tab.addEventListener('keydown', (event) => {
        if (event.key === 'Enter') choose(list, tab.dataset.value ?? '');
        else if (event.key === 'ArrowRight') (tabList[index + 1] ?? tabList[0]).focus();
        else if (event.key === 'ArrowLeft') (tabList[index - 1] ?? tabList[tabList.length - 1]).focus();
      });
    });
  }
}

/** A copy button on each code block, as the theme adds once React runs. */
function copyButtons(): void {
  for (const pre of all('.theme-code-block pre')) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'clean-btn static-page-copy';
    button.textContent = 'Copy';
    button.setAttribute('aria-label', 'Copy code to clipboard');
    button.addEventListener('click', () => {
      // One line per line element (each ends in a <br>, so innerText would double the line breaks).
      const lines = all('.token-line', pre);
      const text = lines.length ? lines.map((line) => line.textContent).join('\n') : (pre.textContent ?? '');
      navigator.clipboard.writeText(text.replace(/\n$/, '')).then(
        () => {
          button.textContent = 'Copied';
          button.setAttribute('aria-label', 'Copied');
          window.setTimeout(() => {
            button.textContent = 'Copy';
            button.setAttribute('aria-label', 'Copy code to clipboard');
          }, 1000);
        },
        () => undefined,
      );
    });
    pre.parentElement?.append(button);
  }
}

/** The navbar search box: Enter opens the results page for the words typed; Ctrl+K, Cmd+K or / focuses it. */
function search(): void {
  const input = document.querySelector<HTMLInputElement>('[role="search"] input');
  const results = document.querySelector<HTMLAnchorElement>('[role="search"] a[href*="search?q="]');
  if (!input || !results) return;
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || !input.value.trim()) return;
    event.preventDefault();
    const url = new URL(results.href);
    url.searchParams.set('q', input.value.trim());
    window.location.assign(url.href);
  });
  document.addEventListener('keydown', (event) => {
    if (isSearchShortcut(event)) {
      event.preventDefault();
      input.focus();
    }
  });
}

/** The sidebar's categories open and close, as the theme's do. */
function sidebarCategories(container: ParentNode): void {
  for (const toggle of all('.menu__link--sublist-caret[aria-expanded]', container)) {
    toggle.addEventListener('click', (event) => {
      event.preventDefault();
      const item = toggle.closest('.menu__list-item');
      const open = toggle.getAttribute('aria-expanded') !== 'true';
      toggle.setAttribute('aria-expanded', String(open));
      item?.classList.toggle('menu__list-item--collapsed', !open);
      const list = item?.querySelector<HTMLElement>(':scope > .menu__list');
      if (list) list.hidden = !open;
    });
  }
}

/** The menu on a phone: the sidebar and the navbar's links in the theme's slide-in panel. */
function mobileMenu(): void {
  const navbar = document.querySelector<HTMLElement>('nav.navbar');
  const toggle = navbar?.querySelector<HTMLButtonElement>('.navbar__toggle');
  if (!navbar || !toggle) return;
  let panel: HTMLElement | undefined;
  const close = () => {
    navbar.classList.remove('navbar-sidebar--show');
    toggle.setAttribute('aria-expanded', 'false');
    document.body.style.overflow = '';
  };
  const build = (): HTMLElement => {
    const sidebar = document.createElement('div');
    sidebar.className = 'navbar-sidebar';
    const brand = document.createElement('div');
    brand.className = 'navbar-sidebar__brand';
    const logo = navbar.querySelector('.navbar__brand')?.cloneNode(true);
    if (logo) brand.append(logo);
    const closeButton = document.createElement('button');
    closeButton.type = 'button';
    closeButton.className = 'clean-btn navbar-sidebar__close';
    closeButton.setAttribute('aria-label', 'Close navigation bar');
    closeButton.innerHTML = '<svg viewBox="0 0 15 15" width="21" height="21" aria-hidden="true"><g stroke="currentColor" stroke-width="1.2"><path d="M.75.75l13.5 13.5M14.25.75L.75 14.25"></path></g></svg>';
    closeButton.addEventListener('click', close);
    brand.append(closeButton);
    const items = document.createElement('div');
    items.className = 'navbar-sidebar__items';
    const item = document.createElement('div');
    item.className = 'navbar-sidebar__item menu';
    const menu = document.querySelector('.theme-doc-sidebar-menu')?.cloneNode(true) as HTMLElement | undefined;
    if (menu) {
      sidebarCategories(menu);
      item.append(menu);
    }
    const links = document.createElement('ul');
    links.className = 'menu__list';
    for (const link of all<HTMLAnchorElement>('.navbar__items--right a.navbar__link', navbar)) {
      const copy = link.cloneNode(true) as HTMLAnchorElement;
      copy.className = 'menu__link';
      const li = document.createElement('li');
      li.className = 'menu__list-item';
      li.append(copy);
      links.append(li);
    }
    item.append(links);
    items.append(item);
    sidebar.append(brand, items);
    const backdrop = document.createElement('div');
    backdrop.className = 'navbar-sidebar__backdrop';
    backdrop.setAttribute('role', 'presentation');
    backdrop.addEventListener('click', close);
    // The backdrop first, as the theme has it: the panel lies above it.
    navbar.append(backdrop, sidebar);
    return sidebar;
  };
  toggle.addEventListener('click', () => {
    panel ??= build();
    navbar.classList.add('navbar-sidebar--show');
    toggle.setAttribute('aria-expanded', 'true');
    document.body.style.overflow = 'hidden';
    panel.querySelector<HTMLElement>('.navbar-sidebar__close')?.focus();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && navbar.classList.contains('navbar-sidebar--show')) {
      close();
      toggle.focus();
    }
  });
}

/** The navbar hides while the reader scrolls down and comes back when they scroll up; the back-to-top button shows once they are down the page. */
function scrolling(): void {
  const navbar = document.querySelector<HTMLElement>('nav.navbar');
  const hideable = navbar && Array.from(navbar.classList).some((name) => name.startsWith('navbarHideable'));
  const backToTop = document.querySelector<HTMLButtonElement>('.theme-back-to-top-button');
  backToTop?.addEventListener('click', () => window.scrollTo({top: 0, behavior: 'smooth'}));
  let last = window.scrollY;
  const update = () => {
    const top = window.scrollY;
    if (navbar && hideable) {
      const hide = top > navbar.offsetHeight && top > last;
      navbar.style.transform = hide ? 'translate3d(0, calc(-100% - 2px), 0)' : '';
    }
    if (backToTop) {
      const show = top > 300 && top < last;
      backToTop.style.opacity = show ? '1' : '';
      backToTop.style.transform = show ? 'scale(1)' : '';
      backToTop.style.visibility = show ? 'visible' : '';
    }
    last = top;
  };
  window.addEventListener('scroll', update, {passive: true});
}

/** A link to a schema field (`#response-200-data-id`) opens the collapsed fields around it, as on the router's pages. */
function openLinkedField(): void {
  const open = () => openAnchorTarget(window.location.hash);
  window.addEventListener('hashchange', open);
  open();
}

colourMode();
tabs();
copyButtons();
search();
sidebarCategories(document.querySelector('.theme-doc-sidebar-menu') ?? document);
mobileMenu();
scrolling();
openLinkedField();
staticServerVariables();
// What the tests wait for, as they wait for Docusaurus's data-has-hydrated on the router's pages.
root.dataset.staticPage = 'ready';
