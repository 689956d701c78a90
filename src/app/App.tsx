import { Route, Switch } from 'wouter';
import { Home } from '../routes/home/Home.tsx';
import { SiteHeader } from '../ui/SiteHeader.tsx';
import { NotFound } from '../routes/NotFound.tsx';

export function App() {
  return (
    <>
      <SiteHeader />
      <main id="main">
        <Switch>
          <Route path="/" component={Home} />
          <Route component={NotFound} />
        </Switch>
      </main>
    </>
  );
}
