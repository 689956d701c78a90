// The lead screens load on demand, so the route table's chunk stays small.
import { onDemand } from '../on-demand.tsx';

export const ContactPage = onDemand(() => import('./ContactPage.tsx').then((m) => m.ContactPage));
export const TestDrivePage = onDemand(() => import('./TestDrivePage.tsx').then((m) => m.TestDrivePage));
export const FinancePage = onDemand(() => import('./FinancePage.tsx').then((m) => m.FinancePage));
export const TradeInPage = onDemand(() => import('./TradeInPage.tsx').then((m) => m.TradeInPage));
export const ReservePage = onDemand(() => import('./ReservePage.tsx').then((m) => m.ReservePage));
export const CheckoutJourneyPage = onDemand(() => import('./ReservePage.tsx').then((m) => m.CheckoutJourneyPage));
export const SpinToWinPage = onDemand(() => import('./SpinToWinPage.tsx').then((m) => m.SpinToWinPage));
export const SuccessPage = onDemand(() => import('./SuccessPage.tsx').then((m) => m.SuccessPage));
export const LeadFormOnDemand = onDemand(() => import('../../features/leads/LeadForm.tsx').then((m) => m.LeadForm));
