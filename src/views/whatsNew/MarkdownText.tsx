import { Typography } from '@mantine/core';
import Markdown, { type Components } from 'react-markdown';

/**
 * Inside a card whose title is the h2, a note's own headings sit below it, so the page keeps its one h1
 * and a sensible outline whatever level the writer chose.
 */
const components: Components = {
  h1: ({ node: _, ...props }) => <h3 {...props} />,
  h2: ({ node: _, ...props }) => <h4 {...props} />,
  h3: ({ node: _, ...props }) => <h5 {...props} />,
  h4: ({ node: _, ...props }) => <h6 {...props} />,
  h5: ({ node: _, ...props }) => <h6 {...props} />,
  // A link leaves the app in a tab of its own, without handing it this page.
  a: ({ node: _, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
};

/** What Markdown may draw: text structure only. No images (they would load from anywhere) and no tables. */
const ALLOWED = [
  'p',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'hr',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
];

/**
 * Markdown (release notes, an owner's announcement) drawn as React elements: any HTML in the text is dropped
 * (`skipHtml`), nothing is injected as markup, and link addresses other than http(s), mailto and tel are
 * removed by react-markdown's own URL check.
 */
export function MarkdownText({ children }: { children: string }) {
  return (
    <Typography>
      <Markdown skipHtml allowedElements={ALLOWED} unwrapDisallowed components={components}>
        {children}
      </Markdown>
    </Typography>
  );
}
