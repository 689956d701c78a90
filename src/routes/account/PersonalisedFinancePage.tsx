// Spec §2 /personalised/finance?car_id={id} (gated): a youX quote for the signed-in shopper on this car,
// priced on the credit rating they give, the term and the deposit, with their details from the
// account; then the finance application, prefilled from the account, carrying the quote.
import { useEffect, useState } from 'react';
import { Button, Label, Radio, RadioGroup } from 'react-aria-components';
import { personalisedQuote } from '../../api/account.ts';
import { formatMoney } from '../../domain/number-format.ts';
import { parseAmount } from '../../domain/number-input.ts';
import { CREDIT_SCORE_LABELS, CREDIT_SCORES, PERSONALISED_TERMS, type CreditScore, type PersonalisedQuote } from '../../domain/personalised-finance.ts';
import type { Car } from '../../domain/stock.ts';
import { AmountField, SelectField, type Values } from '../../features/leads/fields.tsx';
import { LeadForm } from '../../features/leads/LeadForm.tsx';
import { sessionAtom } from '../../state/session.ts';
import { useAtomValue } from '../../state/store.ts';
import { tenantAtom } from '../../state/tenant.ts';
import { PageFrame } from '../../shell/PageFrame.tsx';
import { CarFromQuery } from '../leads/CarFromQuery.tsx';
import '../../features/account/account.css';

type QuoteState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'ready'; quote: PersonalisedQuote } | { kind: 'failed'; message: string };

function Quote({ car }: { car: Car }) {
  const chips = useAtomValue(tenantAtom).moneyInput.chips;
  const user = useAtomValue(sessionAtom).user;
  const [score, setScore] = useState<CreditScore>('GREAT');
  const [values, setValues] = useState<Values>({ term: '5', deposit: '' });
  const setValue = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const [state, setState] = useState<QuoteState>({ kind: 'idle' });

  const ask = async (credit: CreditScore, term: number, deposit: number) => {
    setState({ kind: 'loading' });
    const answer = await personalisedQuote({ car_id: car.id, credit_score: credit, loan_term: term, deposit });
    setState(answer.ok ? { kind: 'ready', quote: answer.data } : { kind: 'failed', message: answer.errors[0]?.message ?? answer.message });
  };
  // The first quote, on the rating the car page's quote assumes; later ones are asked for with the form.
  useEffect(() => {
    let live = true;
    void personalisedQuote({ car_id: car.id, credit_score: 'GREAT', loan_term: 5, deposit: 0 }).then((answer) => {
      if (live) setState(answer.ok ? { kind: 'ready', quote: answer.data } : { kind: 'failed', message: answer.errors[0]?.message ?? answer.message });
    });
    return () => {
      live = false;
    };
  }, [car.id]);

  const quote = state.kind === 'ready' ? state.quote : null;
  return (
    <div className="quote-grid">
      <section className="quote-panel" aria-labelledby="quote-inputs">
        <h2 id="quote-inputs">About you</h2>
        <form
          className="lead-form"
          onSubmit={(e) => {
            e.preventDefault();
            void ask(score, Number(values.term) || 5, parseAmount(values.deposit ?? '') || 0);
          }}
        >
          <RadioGroup className="account-choice" value={score} onChange={(v) => setScore(v as CreditScore)}>
            <Label>How would you rate your credit?</Label>
            <div className="account-choice-options" style={{ flexWrap: 'wrap' }}>
              {CREDIT_SCORES.map((s) => (
                <Radio key={s} value={s} className="account-choice-option">
                  {CREDIT_SCORE_LABELS[s]}
                </Radio>
              ))}
            </div>
          </RadioGroup>
          <SelectField name="term" label="Loan term" options={PERSONALISED_TERMS.map((t) => ({ id: String(t), label: `${t} year${t === 1 ? '' : 's'}` }))} value={values.term} onChange={(v) => setValue('term', v)} />
          <AmountField name="deposit" label="Deposit or trade-in" kind="money" chips={chips.slice(0, 4)} values={values} setValue={setValue} />
          <Button type="submit" className="button button-primary" isDisabled={state.kind === 'loading'}>
            Update my quote
          </Button>
        </form>
      </section>
      <section className="quote-panel" aria-labelledby="quote-result" aria-live="polite">
        <h2 id="quote-result">{user?.name ? `${user.name}, your quote` : 'Your quote'}</h2>
        {state.kind === 'loading' && <p>Working out your quote…</p>}
        {state.kind === 'failed' && (
          <p role="alert" className="lead-error">
            {state.message}
          </p>
        )}
        {quote && (
          <>
            <p className="quote-figure">{formatMoney(quote.weeklyRepaymentAmount)} per week</p>
            <p>
              Over {quote.loanTerm} year{quote.loanTerm === 1 ? '' : 's'} at {quote.advertisedRate.toFixed(2)}% p.a. (comparison rate {quote.comparisonRate.toFixed(2)}% p.a.), borrowing{' '}
              {formatMoney(quote.loanAmount)} for the {quote.car.name} at {formatMoney(quote.purchasePrice)}
              {quote.deposit > 0 ? ` less your ${formatMoney(quote.deposit)} deposit` : ''}.
            </p>
            <p className="garage-muted">
              For {[quote.applicant.name, quote.applicant.last_name].filter(Boolean).join(' ') || 'you'}
              {quote.applicant.postcode ? `, postcode ${quote.applicant.postcode}` : ''}, from your account (<a href="/my-garage#garage-account">change your details</a>). An estimate
              from youX on the rating you gave: your rate is confirmed when you apply.
            </p>
          </>
        )}
      </section>
      {quote && (
        <section className="quote-panel" aria-labelledby="quote-apply" style={{ gridColumn: '1 / -1' }}>
          <h2 id="quote-apply">Apply for this finance</h2>
          <LeadForm
            form="finance"
            car={car}
            submitLabel="Apply Now"
            details={() => ({
              quote_weekly: quote.weeklyRepaymentAmount,
              quote_advertised_rate: quote.advertisedRate,
              quote_comparison_rate: quote.comparisonRate,
              quote_loan_amount: quote.loanAmount,
              quote_term_years: quote.loanTerm,
              quote_credit_score: quote.creditScore,
              vehiclePriceBudget: quote.purchasePrice,
              deposit: quote.deposit,
            })}
          />
        </section>
      )}
    </div>
  );
}

export function PersonalisedFinancePage() {
  return (
    <PageFrame title="Personalised Finance" lead="Your own quote for this car, with your details from your account.">
      <CarFromQuery>
        {(car) =>
          car ? (
            <Quote car={car} />
          ) : (
            <p>
              Choose a car to see your personalised finance. <a href="/search">Search our stock</a>
            </p>
          )
        }
      </CarFromQuery>
    </PageFrame>
  );
}
