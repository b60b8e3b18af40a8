/** Public server entry of the audit feature (ADR 023, ADR 036). */
export { recordAudit, auditEntries, AUDIT_ACTIONS, type AuditActor, type AuditAction, type AuditEntry, type AuditFilter, type AuditEntryInput } from './audit-log';
export { AuditLogSection } from './components/AuditLogSection';
