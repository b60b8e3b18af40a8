/** GraphQL types of the login's e-mail step (spec section 7 "Lead and session"; ADR 014, ADR 016). */
export const authTypeDefs = /* GraphQL */ `
  type LinkRequest {
    "'login': the e-mail with the link and the code is on its way."
    step: String!
    "True only when this browser is already known as the lead of that address; false otherwise, whether or not the address is known (nothing is revealed about other people)."
    leadPresent: Boolean!
    "The lead's first name, under the same condition as leadPresent."
    firstName: String
  }

  extend type Mutation {
    "The e-mail step of the login (account variant). route_name: the page it was asked on. altcha: the solved CAPTCHA (GET /api/auth/captcha); without one, only a small budget per client and site applies (ADR 016)."
    requestAccountLink(email: String!, route_name: String, locale: Locale = de, altcha: String): LinkRequest!
    "The e-mail step of the login on appointment pages (the link returns to the appointment)."
    requestAppointmentLink(email: String!, locale: Locale = de, altcha: String): LinkRequest!
  }
`;
