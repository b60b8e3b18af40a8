/** GraphQL operations of the logged-in lead's account (spec section 7 "Lead and session"). */
export const accountTypeDefs = /* GraphQL */ `
  extend type Mutation {
    "Logged-in lead: gives up the claimed advisor; the default advisor stays."
    unclaimLead: Success!
  }
`;
