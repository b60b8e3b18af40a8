import { eq, sql, type SQL } from 'drizzle-orm';
import { documents } from './tables';

/**
 * Who asks for a document: the lead who uploaded it, or staff (spec section 6). An admin sees every document;
 * an advisor the documents of the leads assigned to them (claimed or default advisor). Every read of a
 * document goes through `documentAccess`.
 */
export type DocumentViewer = { kind: 'lead'; leadId: string } | { kind: 'staff'; role: string; advisorId: string | null };

/** The condition on `documents` rows this viewer may see. */
export function documentAccess(viewer: DocumentViewer): SQL {
  switch (viewer.kind) {
    case 'lead':
      return eq(documents.leadId, viewer.leadId);
    case 'staff':
      if (viewer.role === 'admin') return sql`true`;
      if (!viewer.advisorId) return sql`false`;
      return sql`${documents.leadId} in (select id from leads where claimed_advisor_id = ${viewer.advisorId} or default_advisor_id = ${viewer.advisorId})`;
  }
}
