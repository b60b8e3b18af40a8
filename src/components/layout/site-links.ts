/** The id of the footer's list of pages: the header's menu button leads there until its script runs. */
export const SITE_LINKS_ID = 'site-links';
