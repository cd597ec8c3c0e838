/** The compliance report's PDF, for the compliance feature: rendered here, with the documents' fonts and frame. */
export { renderComplianceDocument } from './compliance-document.tsx';
