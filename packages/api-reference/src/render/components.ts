// The contract between the page generator and the components its MDX uses:
// each name maps to the component's own exported Props, and element() only
// accepts those props. Renaming or retyping a prop in a component fails `tsc`
// here, not a page at render time.
import type {Props as ApiSamplesProps} from '../theme/ApiSamples';
import type {Props as ApiEndpointProps} from '../theme/ApiEndpoint';
import type {Props as ApiSecurityProps} from '../theme/ApiSecurity';
import type {Props as ApiColumnsProps, AsideProps, MainProps, MoreExampleProps} from '../theme/ApiOperationLayout';
import type {Props as DeprecationNoticeProps} from '../theme/DeprecationNotice';
import type {Props as MarkdownTwinProps} from '../theme/MarkdownTwin';
import type {Props as ParamListProps, ParamRowProps} from '../theme/ParamList';
import type {Props as SchemaTreeProps, SchemaChildrenProps, SchemaPropertyProps} from '../theme/SchemaTree';
import type {Props as SchemaVariantsProps, SchemaVariantProps} from '../theme/SchemaVariants';
import {attr} from './mdx';

/** Tab of the code samples (the theme's TabItem, whose types live in the theme). */
interface TabItemProps {
  value: string;
  label: string;
}

type NoProps = Record<never, never>;

export interface PageComponents {
  ApiEndpoint: ApiEndpointProps;
  /** `code` is the page's import of its JSON, written by the page (page.ts). */
  ApiSamples: Omit<ApiSamplesProps, 'code'>;
  ApiSecurity: ApiSecurityProps;
  ApiColumns: ApiColumnsProps;
  ApiMain: MainProps;
  ApiAside: AsideProps;
  MoreExample: MoreExampleProps;
  DeprecationNotice: DeprecationNoticeProps;
  DeprecatedBadge: NoProps;
  MarkdownTwin: MarkdownTwinProps;
  ParamList: ParamListProps;
  ParamRow: ParamRowProps;
  SchemaTree: SchemaTreeProps;
  SchemaProperty: SchemaPropertyProps;
  SchemaChildren: SchemaChildrenProps;
  SchemaVariants: SchemaVariantsProps;
  SchemaVariant: SchemaVariantProps;
  TabItem: TabItemProps;
}

/** Where a page imports each component from, and whether it is the module's default export; in the order the imports are written. */
const componentSources: Record<keyof PageComponents | 'Tabs', {module: string; isDefault?: true}> = {
  ApiEndpoint: {module: '@theme/ApiEndpoint', isDefault: true},
  ApiSamples: {module: '@theme/ApiSamples', isDefault: true},
  ApiSecurity: {module: '@theme/ApiSecurity', isDefault: true},
  ApiColumns: {module: '@theme/ApiOperationLayout', isDefault: true},
  ApiAside: {module: '@theme/ApiOperationLayout'},
  ApiMain: {module: '@theme/ApiOperationLayout'},
  MoreExample: {module: '@theme/ApiOperationLayout'},
  DeprecationNotice: {module: '@theme/DeprecationNotice', isDefault: true},
  DeprecatedBadge: {module: '@theme/DeprecationNotice'},
  MarkdownTwin: {module: '@theme/MarkdownTwin', isDefault: true},
  ParamList: {module: '@theme/ParamList', isDefault: true},
  ParamRow: {module: '@theme/ParamList'},
  SchemaTree: {module: '@theme/SchemaTree', isDefault: true},
  SchemaProperty: {module: '@theme/SchemaTree'},
  SchemaChildren: {module: '@theme/SchemaTree'},
  SchemaVariants: {module: '@theme/SchemaVariants', isDefault: true},
  SchemaVariant: {module: '@theme/SchemaVariants'},
  Tabs: {module: '@theme/Tabs', isDefault: true},
  TabItem: {module: '@theme/TabItem', isDefault: true},
};

/** The modules the pages import their components from. */
export const pageComponentModules = [...new Set(Object.values(componentSources).map((source) => source.module))];

/** The import lines of the components `body` uses, and no others: each is code in the page's bundle. */
export function importsFor(body: string): string {
  const used = (Object.keys(componentSources) as (keyof typeof componentSources)[]).filter((name) => new RegExp(`<${name}[\\s/>]`).test(body));
  return pageComponentModules
    .map((module) => {
      const names = used.filter((name) => componentSources[name].module === module);
      const base = names.find((name) => componentSources[name].isDefault);
      const named = names.filter((name) => name !== base);
      const parts = [base, named.length ? `{${named.join(', ')}}` : ''].filter(Boolean);
      return parts.length ? `import ${parts.join(', ')} from '${module}';` : '';
    })
    .filter(Boolean)
    .join('\n');
}

/** What MDX passes as attributes: children are written between the tags. */
type Attributes<P> = Omit<P, 'children'>;

/**
 * `<Name a={…} b />`, or with children: Markdown between blank lines (MDX
 * reads it as Markdown), or, for children that are elements only, one per line.
 * Attributes keep the order they are given in; undefined and false ones are left out.
 */
export function element<K extends keyof PageComponents>(
  name: K,
  props: Attributes<PageComponents[K]>,
  children?: string,
  childrenAre: 'markdown' | 'elements' = 'markdown',
): string {
  const attributes = Object.entries(props as Record<string, unknown>)
    .map(([key, value]) => attr(key, value))
    .join('');
  if (children === undefined) return `<${name}${attributes} />`;
  const gap = childrenAre === 'markdown' ? '\n\n' : '\n';
  return `<${name}${attributes}>${gap}${children}${gap}</${name}>`;
}
