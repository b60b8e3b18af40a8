/**
 * GraphQL types of the lead and session operations (spec section 7 "Lead and session"). Field names follow
 * the spec (snake_case where it lists them so, camelCase companions where it uses both).
 *
 * Who may call what:
 * - "known lead": a logged-in lead, or a browser that holds the lead cookie (it gave its e-mail here, or
 *   logged in before). It may read its first name and make the small marketing/funnel/name changes.
 * - "logged-in lead": a live session. Everything else about the lead needs one.
 * - Every mutation needs an Origin header of this site (they use cookies: CSRF); errors carry codes
 *   UNAUTHENTICATED (401), FORBIDDEN (403), FORBIDDEN_ORIGIN (403), RATE_LIMITED (429, Retry-After).
 */
export const leadTypeDefs = /* GraphQL */ `
  type LeadProbability {
    expected_value_of_mortgage: Int
  }
  type LeadOptimalOffer {
    visible_to_customer: Boolean!
  }
  type LeadLendingCriteria {
    "'investment property' | 'own home'"
    property_usage: String
  }
  type AffordabilityReport {
    "True while the lead has not saved a calculation or finished a funnel."
    newLead: Boolean!
  }
  type AffordabilityCalculation {
    report: AffordabilityReport!
  }

  "The logged-in lead (spec section 3, Lead)."
  type LeadState {
    id: ID!
    email: String!
    given_name: String
    givenName: String
    surename: String
    surname: String
    phone: String
    "JustCurious | LookingOnline | ActivelyViewing | ReservedProperty"
    home_buying_status: String
    "'default' keeps the back button on appointment pages."
    appointment_page_behavior: String!
    pipeline_stage: String!
    eligible_for_account: Boolean!
    eligibleForAccount: Boolean!
    has_referrer: Boolean!
    has_admin_cookie: Boolean!
    affordability_funnel_finished: Boolean!
    optimal_mortgage_funnel_finished: Boolean!
    qualification_funnel_finished: Boolean!
    rent_vs_buy_funnel_finished: Boolean!
    funnel: String
    probability: LeadProbability!
    optimal_offer: LeadOptimalOffer!
    lending_criteria: LeadLendingCriteria!
    affordability_calculation: AffordabilityCalculation!
    experiment: String
    isAdvisorExplicit: Boolean!
    locale: String!
    originalSignupFlow: String
  }

  type LeadName {
    givenName: String
    surname: String
  }

  type Eligibility {
    eligibleForAccount: Boolean!
  }

  type DetectedLead {
    id: ID!
    email: String!
    eligibleForAccount: Boolean!
    affordabilityCalculation: AffordabilityCalculation!
  }

  "The lead who referred this lead. Only the name: the referrer's contact data stay private."
  type Referrer {
    given_name: String
    surename: String
  }

  type ReferrerState {
    hasReferrer: Boolean!
    referrer: Referrer
    eligibleForAccount: Boolean!
  }

  "An advisor (spec section 3, Advisor), texts in the requested locale."
  type Advisor {
    email: String!
    givenName: String!
    firstName: String!
    surname: String!
    phoneNumber: String
    "Path of the picture (JPEG, 64 px avatar drawn at 128 px; other sizes: /api/advisor-pictures/<key>/<24|32|40|64|72|128>.jpg), or null: then the default avatar is shown."
    picture: String
    "The same picture as WebP."
    pictureWebp: String
    description: String!
    title: String!
    titleDe: String!
    enumValue: String!
    "True for the seeded demo team (not real people)."
    isDemo: Boolean!
  }

  type SelfDisclosure {
    selfDisclosureFormLink: String
  }


  type Validity {
    valid: Boolean!
    "required | invalidEmail | invalidPhone, when not valid"
    code: String
  }

  type StepResult {
    step: String!
  }

  type Success {
    success: Boolean!
  }

  enum Funnel {
    AF
    OM
  }

  enum ValidatedField {
    email
    phone
  }

  extend type Query {
    "The logged-in lead, or null."
    fetchLeadState: LeadState
    "The logged-in lead, or null (same as fetchLeadState)."
    fetchUserInfo: LeadState
    "The first name of the known lead (logged in or lead cookie), or null."
    fetchLeadGivenName: LeadName
    "Given name and surname of the logged-in lead; a browser known only by its lead cookie gets the given name."
    fetchUserName: LeadName
    checkIfLeadIsEligible: Eligibility!
    "The logged-in lead, or null."
    detectNewLeads: DetectedLead
    referrerState: ReferrerState!
    "The logged-in lead's claimed advisor, or null."
    fetchClaimedAdvisor(locale: Locale = de): Advisor
    "The logged-in lead's default advisor, or null."
    fetchDefaultAdvisor(locale: Locale = de): Advisor
    "Only for the logged-in lead's own id."
    fetchSelfDisclosureFormLink(lead_id: ID!): SelfDisclosure!
    "Checks an e-mail address or a German phone number with the site's rules."
    validate(field: ValidatedField!, value: String!): Validity!
  }

  type Mutation {
    "Known lead."
    setLocale(locale: Locale!): StepResult!
    "Known lead: the full name given on the appointment pages."
    setNameAppointment(name: String!): StepResult!
    "Gives the browser's e-mail: a new lead is created (with its attribution) and this browser gets the lead cookie; an existing address changes nothing and gets the same answer."
    saveLeadEmail(email: String!, locale: Locale = de, utm_source: String, utm_medium: String, utm_campaign: String, referrer: String): StepResult!
    "Logged-in lead; kept once set."
    setOriginalSignupFlow(originalSignupFlow: String!): StepResult!
    "Known lead: the referral code of the lead who referred it; set once."
    setReferrerForLead(referrer: String!): Success!
    "Known lead: fills UTM values still 'n/a'."
    setMarketingCampaign(utm_source: String, utm_medium: String, utm_campaign: String): Success!
    "Known lead: the Google Ads click id of the visit (gclid from the URL); false for a value that is no click id."
    persistGoogleConversion(gclid: String!): Success!
    "Known lead: the Facebook browser id (the _fbp cookie) with the click id (fbclid from the URL); both needed, else nothing is stored."
    persistFacebookConversion(facebookId: String!, conversionId: String!): Success!
    "The same as persistFacebookConversion (the spec names both)."
    requestFacebookConversion(facebookId: String!, conversionId: String!): Success!
    "Known lead: fills the document referrer if still 'n/a'."
    saveDocumentReferrer(referrer: String!): Success!
    "Known lead: the funnel before the criteria start page."
    setFunnel(funnel: Funnel!): StepResult!
  }
`;
