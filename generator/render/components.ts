// The contract between the page generator and the components its MDX uses:
// each name maps to the component's own exported Props, and element() only
// accepts those props. Renaming or retyping a prop in a component fails `tsc`
// here, not a page at render time.
import type {Props as ApiEndpointProps} from '../../src/components/ApiEndpoint';
import type {Props as ApiSecurityProps} from '../../src/components/ApiSecurity';
import type {Props as ApiColumnsProps, AsideProps, MainProps, MoreExampleProps} from '../../src/components/ApiOperationLayout';
import type {Props as DeprecationNoticeProps} from '../../src/components/DeprecationNotice';
import type {Props as MarkdownTwinProps} from '../../src/components/MarkdownTwin';
import type {Props as ParamListProps, ParamRowProps} from '../../src/components/ParamList';
import type {Props as SchemaTreeProps, SchemaChildrenProps, SchemaPropertyProps} from '../../src/components/SchemaTree';
import type {Props as SchemaVariantsProps, SchemaVariantProps} from '../../src/components/SchemaVariants';
import {attr} from './mdx';

/** Tab of the code samples (the theme's TabItem, whose types live in the theme). */
interface TabItemProps {
  value: string;
  label: string;
}

type NoProps = Record<never, never>;

export interface PageComponents {
  ApiEndpoint: ApiEndpointProps;
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
