// The leads feature's public entry: what other features may use (its enquiry button and dialog).
export { EnquiryDialog } from './EnquiryDialog.tsx';
