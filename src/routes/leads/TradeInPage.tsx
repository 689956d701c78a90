import { Disclosure, DisclosureGroup, DisclosurePanel, Button, Heading } from 'react-aria-components';
import { TRADE_IN_FAQ } from '../../domain/trade-in.ts';
import { TradeInFlow } from '../../features/leads/TradeInFlow.tsx';
import { PageFrame } from '../../shell/PageFrame.tsx';
import { CarFromQuery } from './CarFromQuery.tsx';

export function TradeInPage({ title = 'Trade-In Valuation' }: { title?: string }) {
  return (
    <PageFrame title={title} lead="Tell us about your car and get an estimate in a minute.">
      <CarFromQuery>
        {(car) => (
          <>
            {car && <p className="lead-car-line">Trading in towards the {car.name}</p>}
            <TradeInFlow car={car} />
          </>
        )}
      </CarFromQuery>
      <section className="lead-faq" aria-labelledby="trade-in-faq">
        <h2 id="trade-in-faq">Trade-in questions</h2>
        <DisclosureGroup>
          {TRADE_IN_FAQ.map((item) => (
            <Disclosure key={item.question} className="lead-faq-item">
              <Heading level={3}>
                <Button slot="trigger" className="lead-faq-trigger">
                  {item.question}
                </Button>
              </Heading>
              <DisclosurePanel className="lead-faq-panel">
                <p>{item.answer}</p>
              </DisclosurePanel>
            </Disclosure>
          ))}
        </DisclosureGroup>
      </section>
    </PageFrame>
  );
}
