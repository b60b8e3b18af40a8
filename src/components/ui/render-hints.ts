/**
 * Sections below the first screen: the browser styles, lays out and paints them only when they come near the
 * viewport (content-visibility: auto; the first guess of their height keeps the scrollbar steady and is then
 * replaced by the size they had). The first paint and the main thread at load wait for less. Content stays in
 * the document for search, find in page and assistive technology.
 */
export const RENDER_WHEN_NEAR = '[content-visibility:auto] [contain-intrinsic-size:auto_40rem]';
