/**
 * Public entry of the content feature for the routes (src/app: pages and route handlers; ADR 023, issue 46): what
 * they use of it besides ./index.ts and ./server.ts.
 */
export { ArticleCards } from './components/ArticleCards';
export { counterpartsOf } from './components/ArticleView';
export { AuthorsSection } from './components/AuthorsSection';
export { ContentBody } from './components/parts';
export { StaticContent } from './components/StaticContent';
export { itemPath } from './loader';
export type { ContentKind } from './loader';
export { BlogArticlePage, FaqArticlePage, blogArticleMetadata, faqArticleMetadata } from './pages';
export type { ArticleParams } from './pages';
export { SearchResults } from './search/components/SearchPage';
export { authorPageLd, definedTermSetLd, faqPageLd } from './structured-data';
