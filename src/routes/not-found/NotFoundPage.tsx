import { NotFound } from '../../shell/NotFound.tsx';

/** The page for an address no screen opens at, or a screen the tenant has switched off. */
export const NotFoundPage = () => <NotFound />;
