import { EnquiryPage, enquiryMetadata } from '@/features/properties/routes';

/** A listing's enquiry for one visitor: refused values from the draft cookie, or "sent" (issue 48). Rendered per request, never kept. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = enquiryMetadata;

export default function Page(props: Props) {
  return <EnquiryPage {...props} />;
}
