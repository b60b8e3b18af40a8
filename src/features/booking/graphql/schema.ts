/**
 * GraphQL types of the appointment operations (spec section 7 "Appointments"). Who may call what:
 * - availability: anyone (no personal data).
 * - updateLeadAndScheduleAsyncAppointment: anyone with this site as Origin; the answer is a job id only.
 * - appointmentJob: whoever holds the job id (a random UUID only the submitting browser learns); the answer
 *   has the status, the slot and the advisor's name, nothing about the lead.
 * - already_booked_appointments: the known lead (logged in or lead cookie), for its own id only.
 * - processLeadForAppointment, setOriginAppointment: the known lead (an unknown visitor gets a neutral answer).
 * - appointmentByToken, rescheduleAppointment, cancelAppointment: whoever holds the e-mail link's token.
 * Error codes: INVALID_INPUT / REQUIRED (field, params.reason), OUT_OF_RANGE, SLOT_NOT_OFFERED (params.reason),
 * SLOT_TAKEN (params.alternatives), NOT_FOUND, LINK_EXPIRED, CONFLICT, FORBIDDEN, UNAUTHENTICATED, FORBIDDEN_ORIGIN.
 */
export const bookingTypeDefs = /* GraphQL */ `
  "A slot's value in the visitor's zone: the date and the hour as a decimal with one decimal (9.5 = 9:30)."
  type SlotValue {
    hour: Float!
    date: String!
  }
  type Slot {
    value: SlotValue!
    "The time in the visitor's language, with the zone named when it is not Europe/Berlin."
    label: String!
    occupied: Boolean!
  }
  type CalendarEntry {
    "The day (YYYY-MM-DD, office calendar)."
    date: String!
    "The public holiday's name, or null."
    holiday: String
    slots: [Slot!]!
  }
  type AlternativeSlot {
    value: SlotValue!
    label: String!
  }
  type ScheduleResult {
    jobId: ID!
  }
  type AppointmentAdvisor {
    givenName: String!
    surname: String!
  }
  type BookedAppointment {
    id: ID!
    "ISO 8601 instant (UTC)."
    startsAt: String!
    endsAt: String!
    "phone | video | short-video | office"
    contactType: String!
    cancelled: Boolean!
    advisor: AppointmentAdvisor!
  }
  type AppointmentJob {
    "pending | booked | slot_taken | failed"
    status: String!
    appointment: BookedAppointment
    "For slot_taken: the next free slots."
    alternatives: [AlternativeSlot!]!
  }
  type AlreadyBookedAppointment {
    id: ID!
    "Start (ISO 8601, UTC)."
    appointmentAt: String!
    "When it was booked (ISO 8601, UTC)."
    scheduledAt: String!
    contactType: String!
    advisor: AppointmentAdvisor!
  }
  type LeadForAppointment {
    "A known lead who has booked an appointment before."
    leadIsReturner: Boolean!
    "True when the known lead's booking state changed by this call: never, because this site keeps no separate revision for it; the booking itself updates the lead."
    revUpdated: Boolean!
  }
  type AppointmentLink {
    "reschedule | cancel"
    purpose: String!
    appointment: BookedAppointment!
  }
  type RescheduleResult {
    appointment: BookedAppointment!
  }

  extend type Query {
    appointment_availability(page: Int = 1, per: Int = 7, appointment_type: String!, user_time_zone: String = "Europe/Berlin", locale: Locale = de): [CalendarEntry!]!
    "advisor: the advisor's enumValue in lower case."
    appointment_availability_for_advisor(page: Int = 1, per: Int = 7, appointment_type: String!, advisor: String!, user_time_zone: String = "Europe/Berlin", locale: Locale = de): [CalendarEntry!]!
    appointmentJob(jobId: ID!): AppointmentJob!
    "Only the known lead's own id."
    already_booked_appointments(lead_id: ID!): [AlreadyBookedAppointment!]!
    "The appointment an e-mail link is for (the manage page)."
    appointmentByToken(token: String!): AppointmentLink!
  }

  extend type Mutation {
    processLeadForAppointment: LeadForAppointment!
    setOriginAppointment(utm_medium: String, utm_source: String, utm_campaign: String, referrer: String): StepResult!
    updateLeadAndScheduleAsyncAppointment(
      givenName: String!
      surname: String!
      email: String!
      phone: String
      "An advisor's enumValue in lower case; any free advisor when absent."
      advisor: String
      "phone | video | short-video | office"
      contactVia: String!
      date: String!
      time: Float!
      homeBuyingStatus: String
      userTimeZone: String = "Europe/Berlin"
      "A random key per submission (16–100 of A–Z a–z 0–9 _ -): the same key again returns the same job."
      idempotencyKey: String!
      locale: Locale = de
      utm_source: String
      utm_medium: String
      utm_campaign: String
      referrer: String
      "The CAPTCHA's solution (GET /api/auth/captcha, solved as the widget does, base64 JSON of challenge and solution). Without one the booking counts against a small budget per client and for the site (errors CAPTCHA_INVALID, RATE_LIMITED)."
      altcha: String
    ): ScheduleResult!
    rescheduleAppointment(token: String!, date: String!, time: Float!, userTimeZone: String = "Europe/Berlin"): RescheduleResult!
    cancelAppointment(token: String!): Success!
  }
`;
