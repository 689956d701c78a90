// Where the embedded payment service's hosted page lives on a dealer's origin. The service worker
// leaves it alone (a page holding a live payment is never cached), and the server routes it to the
// payment service rather than to the app.
export const HOSTED_PAYMENT_PAGE_PREFIX = '/pay/';

export const isHostedPaymentPage = (pathname: string) => pathname.startsWith(HOSTED_PAYMENT_PAGE_PREFIX);
