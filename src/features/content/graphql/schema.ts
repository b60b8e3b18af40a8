/** GraphQL types of the content endpoint POST /api/graphql/content (spec § 7 "Content"; issue 12). */
export const contentTypeDefs = /* GraphQL */ `
  type Faq {
    id: ID!
    slug: String!
    "Two-letter code of the FAQ category; the URL segment ends with .f<code>."
    categoryCode: String!
    categoryId: String!
    question: String!
    "The answer as HTML (written by the team; links resolved)."
    answerHtml: String!
    order: Int!
    tags: [String!]!
    description: String!
    updatedAt: String!
    "Anchor of the question on its category page."
    anchor: String!
    "The public path of the FAQ."
    path: String!
    "The path of the same FAQ in the other locale, if it exists."
    i18nPath: String
    draft: Boolean!
  }

  type GlossaryTerm {
    id: ID!
    slug: String!
    word: String!
    preview: String!
    html: String!
    tags: [String!]!
    letter: String!
    updatedAt: String!
    path: String!
  }

  type GlossaryPage {
    posts: [GlossaryTerm!]!
    total: Int!
    page: Int!
    perPage: Int!
  }

  type FaqCategory {
    id: ID!
    categoryCode: String!
    slug: String!
    i18nSlug: String!
    order: Int!
    path: String!
    articles: [Faq!]!
  }

  type FaqCollection {
    categories: [FaqCategory!]!
    handyDefinitions: [GlossaryTerm!]!
  }

  type StaticSection {
    id: String!
    heading: String!
    paragraphs: [String!]!
    items: [String!]
  }

  type StaticPage {
    slug: String!
    updated: String!
    sections: [StaticSection!]!
  }

  type BlogCategory {
    id: ID!
    categoryCode: String!
    slug: String!
    order: Int!
    color: String!
    path: String!
    articleCount: Int!
  }

  type Article {
    id: ID!
    slug: String!
    categoryId: String!
    categoryCode: String!
    title: String!
    subheadline: String!
    description: String!
    author: String!
    publishedAt: String!
    updatedAt: String!
    tags: [String!]!
    readingMinutes: Int!
    path: String!
  }

  type ContentAuthor {
    id: ID!
    slug: String!
    name: String!
    role: String!
    demo: Boolean!
    expertise: [String!]!
    path: String!
  }

  enum SearchKind {
    article
    faq
    term
    "A page of the property half: the search, buying a flat or a house, a city's property page."
    property
  }

  type SearchHit {
    kind: SearchKind!
    id: ID!
    title: String!
    path: String!
    "Escaped text with <mark> around the matched words."
    snippetHtml: String!
  }

  type Query {
    "Published FAQs with the tag (all when tag is left out), in category order."
    faqs(tag: String, locale: Locale = de): [Faq!]!
    "FAQs for a page: by tag and/or the tags of the page's related-content block (url_page: a route name)."
    seo_faqs(tag: String, locale: Locale = de, url_page: String): [Faq!]!
    "One FAQ by slug; preview_api: true includes drafts for logged-in staff only."
    faq_post(slug: String!, locale: Locale = de, preview_api: Boolean = false): Faq
    "The FAQ collection 'mortgage-faqs': categories by order with their FAQs, and the handy definitions."
    mortgage_faqs(locale: Locale = de): FaqCollection!
    "Glossary posts A–Z, 1000 per page."
    glossary_posts(locale: Locale = de, page: Int = 1): GlossaryPage!
    fetchStaticPage(url_slug: String!, locale: Locale = de): StaticPage
    blog_categories(locale: Locale = de): [BlogCategory!]!
    articles(locale: Locale = de, category: String, tag: String, author: String): [Article!]!
    authors(locale: Locale = de): [ContentAuthor!]!
    "Site search: at most 20 hits ranked; SEARCH_QUERY_EMPTY / SEARCH_QUERY_TOO_LONG / SEARCH_QUERY_INVALID for empty, over 200 characters, or with NUL or other control characters."
    search(q: String!, locale: Locale = de): [SearchHit!]!
  }
`;
