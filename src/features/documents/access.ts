import { eq, type SQL } from 'drizzle-orm';
import { documents } from '@/db/schema';

/**
 * Who asks for a document. Today only the lead who uploaded it can see it.
 *
 * Extension point for staff access (issue 9: "downloadable only by their owner and staff"): add a viewer kind
 * such as `{ kind: 'staff'; staffId: string; role: 'advisor' | 'admin' }` here and its rule in
 * `documentAccess` below (an admin sees all, an advisor the documents of the leads assigned to them, e.g.
 * through leads.claimed_advisor_id / default_advisor_id). Every read of a document goes through
 * `documentAccess`, so that one function is all that changes.
 */
export type DocumentViewer = { kind: 'lead'; leadId: string };

/** The condition on `documents` rows this viewer may see. */
export function documentAccess(viewer: DocumentViewer): SQL {
  switch (viewer.kind) {
    case 'lead':
      return eq(documents.leadId, viewer.leadId);
  }
}
