/**
 * Public entry of the widgets feature for the routes (src/app: pages and route handlers; ADR 023, issue 46): what
 * they use of it besides ./index.ts and ./server.ts.
 */
export { LibraryPage } from './components/LibraryPage';
export { WidgetPage } from './components/WidgetPage';
