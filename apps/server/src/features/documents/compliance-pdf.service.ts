/** The compliance report's PDF, for the compliance feature: rendered here, with the documents' fonts and frame. */
export { type ComplianceHeader, renderComplianceDocument } from './compliance-document.tsx';
