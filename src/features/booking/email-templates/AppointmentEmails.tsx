import { Button, Section, Text } from '@react-email/components';
import { BRAND_COLOUR as brand, Layout, type Frame } from '@/features/email/server';

export interface AppointmentLeadTexts extends Frame {
  greeting: string;
  intro: string;
  details: string[];
  meeting: string | null;
  calendarNote: string;
  manageIntro: string | null;
  reschedule: string;
  cancel: string;
  signature: string;
}

/** Greeting, what happened, and the appointment's details: the start of every appointment e-mail. */
function Opening({ texts }: { texts: { greeting: string; intro: string; details: string[] } }) {
  return (
    <>
      <Text style={{ fontSize: '16px' }}>{texts.greeting}</Text>
      <Text style={{ fontSize: '16px' }}>{texts.intro}</Text>
      <Section style={{ backgroundColor: '#f6f8f7', borderRadius: '8px', padding: '12px 16px', margin: '16px 0' }}>
        {texts.details.map((line) => (
          <Text key={line} style={{ fontSize: '15px', margin: '4px 0' }}>
            {line}
          </Text>
        ))}
      </Section>
    </>
  );
}

/** The way to move or cancel the appointment without logging in: a sentence and two buttons. */
function Manage({ texts, rescheduleUrl, cancelUrl }: { texts: { manageIntro: string; reschedule: string; cancel: string }; rescheduleUrl: string; cancelUrl: string }) {
  return (
    <>
      <Text style={{ fontSize: '16px' }}>{texts.manageIntro}</Text>
      {/* One section per button: the plain-text part then shows each link on its own line. */}
      <Section style={{ margin: '16px 0 8px' }}>
        <Button href={rescheduleUrl} style={{ backgroundColor: brand, color: '#ffffff', padding: '12px 20px', borderRadius: '8px', fontWeight: 700, fontSize: '15px' }}>
          {texts.reschedule}
        </Button>
      </Section>
      <Section style={{ margin: '8px 0 16px' }}>
        <Button href={cancelUrl} style={{ color: brand, padding: '12px 20px', borderRadius: '8px', fontWeight: 700, fontSize: '15px', border: `2px solid ${brand}` }}>
          {texts.cancel}
        </Button>
      </Section>
    </>
  );
}

/** The video room's address as a link of its own (a line of its own in the plain-text part). */
function MeetingLink({ url }: { url: string }) {
  return (
    <Text style={{ fontSize: '16px' }}>
      <a href={url}>{url}</a>
    </Text>
  );
}

/** To the lead: booked, moved or cancelled; the details, the video room, the links to move or cancel it. */
export function AppointmentLeadEmail({ texts, meetingUrl, rescheduleUrl, cancelUrl }: { texts: AppointmentLeadTexts; meetingUrl: string | null; rescheduleUrl: string | null; cancelUrl: string | null }) {
  return (
    <Layout texts={texts}>
      <Opening texts={texts} />
      {texts.meeting ? <Text style={{ fontSize: '16px' }}>{texts.meeting}</Text> : null}
      {meetingUrl ? <MeetingLink url={meetingUrl} /> : null}
      <Text style={{ fontSize: '14px', color: '#4a5565' }}>{texts.calendarNote}</Text>
      {texts.manageIntro && rescheduleUrl && cancelUrl ? <Manage texts={{ ...texts, manageIntro: texts.manageIntro }} rescheduleUrl={rescheduleUrl} cancelUrl={cancelUrl} /> : null}
      <Text style={{ fontSize: '16px' }}>{texts.signature}</Text>
    </Layout>
  );
}

export interface AppointmentReminderTexts extends Frame {
  greeting: string;
  intro: string;
  details: string[];
  meeting: string;
  manageIntro: string;
  reschedule: string;
  cancel: string;
  signature: string;
}

/** To the lead a day before: the details, how the conversation happens (video room, office, call), the links to move or cancel it. */
export function AppointmentReminderEmail({ texts, meetingUrl, rescheduleUrl, cancelUrl }: { texts: AppointmentReminderTexts; meetingUrl: string | null; rescheduleUrl: string; cancelUrl: string }) {
  return (
    <Layout texts={texts}>
      <Opening texts={texts} />
      <Text style={{ fontSize: '16px' }}>{texts.meeting}</Text>
      {meetingUrl ? <MeetingLink url={meetingUrl} /> : null}
      <Manage texts={texts} rescheduleUrl={rescheduleUrl} cancelUrl={cancelUrl} />
      <Text style={{ fontSize: '16px' }}>{texts.signature}</Text>
    </Layout>
  );
}

export interface AppointmentAdvisorTexts extends Frame {
  greeting: string;
  intro: string;
  details: string[];
}

/** To the advisor: a booking, a move or a cancellation, with the lead's contact. */
export function AppointmentAdvisorEmail({ texts }: { texts: AppointmentAdvisorTexts }) {
  return (
    <Layout texts={texts}>
      <Opening texts={texts} />
    </Layout>
  );
}
