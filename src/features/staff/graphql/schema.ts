/** GraphQL operations about the staff member in this browser (spec section 7; the admin cookie of section 6). */
export const staffTypeDefs = /* GraphQL */ `
  type RootLead {
    has_admin_cookie: Boolean!
    hasAdminCookie: Boolean!
  }

  "The admin cookie's data: the logged-in staff member."
  type AdminCookie {
    name: String!
    email: String!
    "advisor | admin"
    role: String!
  }

  extend type Query {
    "Whether this browser carries a staff member's session (the admin cookie)."
    lead: RootLead!
    "The admin cookie's data, or null."
    getAdminCookie: AdminCookie
  }
`;
