// Spec §2 /sign-in?type=..&redirect=..&back=..: a heading that says why, a Mobile or Email field and
// "Send code", then a Code field and "Sign in"; on success the shopper goes to `redirect` (this page
// replaced in the history), "Back" goes to `back`. Signed in already, it adds what the page asked
// for (a mobile for the watchlist, or `add=mobile|email` from My Garage) or goes on to `redirect`.
// After signing in, browser favourites can move into the watchlist.
import { useEffect, useState } from 'react';
import { Button, Radio, RadioGroup, Label } from 'react-aria-components';
import { useSearch } from 'wouter';
import { sendCode, signIn, type Answer, type Identifier } from '../../api/account.ts';
import { CODE_TTL_MINUTES, safeReturnPath, signInHeading } from '../../domain/account.ts';
import { sendCodeBody, signInBody } from '../../domain/account-schema.ts';
import type { SavedCar } from '../../db/records.ts';
import { signedIn, userChanged } from '../../platform/account-actions.ts';
import { useScreenMoves } from '../../platform/screen-moves.tsx';
import { favouritesToMove, moveFavourites } from '../../features/account/move-favourites.ts';
import { useFieldErrors } from '../../features/leads/field-errors.ts';
import { LeadFormFrame } from '../../features/leads/LeadFormFrame.tsx';
import { SubmitButton, TextInput, type Values } from '../../features/leads/fields.tsx';
import { sessionAtom } from '../../state/session.ts';
import { useAtomValue } from '../../state/store.ts';
import { tenantAtom } from '../../state/tenant.ts';
import { PageFrame } from '../../shell/PageFrame.tsx';
import { toasts } from '../../state/toasts.ts';
import '../../features/leads/leads.css';
import '../../features/account/account.css';

type Kind = 'mobile' | 'email';
type Step = { name: 'identify' } | { name: 'code'; to: string } | { name: 'offer'; cars: SavedCar[]; phone: string };

const LABEL: Record<Kind, string> = { mobile: 'Mobile', email: 'Email' };

/** Field errors as the form shows them, and a message for the rest (limits, an outage, offline). */
function failureOf(answer: Extract<Answer<unknown>, { ok: false }>): { fields: Record<string, string>; message: string | null } {
  const fields = Object.fromEntries(answer.errors.filter((e) => e.field !== 'body').map((e) => [e.field, e.message]));
  if (Object.keys(fields).length > 0) return { fields, message: null };
  const seconds = answer.retryAfter;
  const wait = seconds ? ` (try again in ${seconds < 120 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`})` : '';
  return { fields: {}, message: `${answer.message}${wait}` };
}

export function SignInPage() {
  const params = new URLSearchParams(useSearch());
  const moves = useScreenMoves();
  const tenant = useAtomValue(tenantAtom);
  const { user, loading } = useAtomValue(sessionAtom);
  const type = params.get('type');
  const wanted = safeReturnPath(params.get('redirect'), '/');
  const redirect = wanted.startsWith('/sign-in') ? '/' : wanted;
  const back = safeReturnPath(params.get('back'), '/');
  const addParam = params.get('add');
  const adding: Kind | null = user ? (addParam === 'email' ? 'email' : addParam === 'mobile' || (type === 'watchlist' && !user.phone) ? 'mobile' : null) : null;

  const [chosen, setChosen] = useState<Kind>('mobile');
  const kind: Kind = adding ?? chosen;
  const [step, setStep] = useState<Step>({ name: 'identify' });
  const [values, setValues] = useState<Values>({});
  const setValue = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const [fieldErrors, setErrors] = useFieldErrors();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Set while a sign-in finishes here (the favourites offer may follow), so it is not taken for an
  // earlier one that only has to go on to the wanted page.
  const [finishing, setFinishing] = useState(false);

  // The wanted page's code comes while the shopper signs in, so it shows as they are signed in.
  useEffect(() => moves.preload(redirect), [moves, redirect]);
  // Signed in with nothing to add (and no offer to answer): on to the wanted page.
  const done = user !== null && adding === null && step.name !== 'offer' && !finishing;
  useEffect(() => {
    if (done && !loading) moves.move(redirect, { replace: true });
  }, [done, loading, moves, redirect]);
  if (done || (loading && !user)) return null;

  const identifier = (): Identifier => (kind === 'mobile' ? { mobile: values.mobile ?? '' } : { email: values.email ?? '' });
  const purpose = adding ? 'add' : 'sign-in';

  const send = async () => {
    setFormError(null);
    const checked = sendCodeBody.safeParse({ ...identifier(), purpose });
    if (!checked.success) return setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0] ?? kind), i.message])));
    setBusy(true);
    const answer = await sendCode(identifier(), purpose);
    setBusy(false);
    if (!answer.ok) {
      const failure = failureOf(answer);
      setErrors(failure.fields);
      return setFormError(failure.message);
    }
    setValue('code', '');
    setStep({ name: 'code', to: answer.data.to });
  };

  const finish = async () => {
    setFormError(null);
    const checked = signInBody.safeParse({ ...identifier(), code: values.code ?? '', purpose });
    if (!checked.success) return setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0] ?? 'code'), i.message])));
    setBusy(true);
    const answer = await signIn(identifier(), values.code ?? '', values.first_name ?? '', purpose);
    if (!answer.ok) {
      setBusy(false);
      const failure = failureOf(answer);
      setErrors(failure.fields);
      return setFormError(failure.message);
    }
    if (adding) {
      userChanged(answer.data.user);
      toasts.add({ title: adding === 'mobile' ? 'Your mobile has been added' : 'Your email has been added', tone: 'success' });
      return moves.move(redirect, { replace: true });
    }
    setFinishing(true);
    await signedIn(answer.data.user);
    const phone = answer.data.user.phone;
    const cars = tenant.features.favourites && phone ? await favouritesToMove() : [];
    setBusy(false);
    if (cars.length > 0 && phone) return setStep({ name: 'offer', cars, phone });
    moves.move(redirect, { replace: true });
  };

  const heading = signInHeading(type, adding);
  if (step.name === 'offer') {
    return (
      <PageFrame title="You're signed in">
        <section className="account-card" aria-labelledby="move-heading">
          <h2 id="move-heading">Move your saved cars to your watchlist?</h2>
          <p>
            You saved {step.cars.length === 1 ? 'a car' : `${step.cars.length} cars`} in this browser. In your watchlist they follow you to any device, and
            My Garage tells you when the price changes.
          </p>
          <ul className="account-list">
            {step.cars.map((car) => (
              <li key={car.id}>{car.name}</li>
            ))}
          </ul>
          <div className="account-buttons">
            <Button
              className="button button-primary"
              isDisabled={busy}
              onPress={async () => {
                setBusy(true);
                const moved = await moveFavourites(step.cars, step.phone);
                toasts.add({ title: moved === 1 ? 'Moved 1 car to your watchlist' : `Moved ${moved} cars to your watchlist`, tone: 'success' });
                moves.move(redirect, { replace: true });
              }}
            >
              Move to watchlist
            </Button>
            <Button className="button" isDisabled={busy} onPress={() => moves.move(redirect, { replace: true })}>
              Not now
            </Button>
          </div>
        </section>
      </PageFrame>
    );
  }

  return (
    <PageFrame title={heading} trail={[{ label: adding ? 'Add your details' : 'Sign In' }]}>
      <div className="account-card">
        {step.name === 'identify' ? (
          <LeadFormFrame fieldErrors={fieldErrors} onSubmit={() => void send()}>
            <p className="account-lead">
              {adding
                ? `We'll send a 6-digit code to check it's yours.`
                : `No password needed: we'll send you a 6-digit code. New to ${tenant.name}? Your account is made when you sign in.`}
            </p>
            {!adding && (
              <RadioGroup className="account-choice" value={chosen} onChange={(v) => setChosen(v as Kind)} orientation="horizontal">
                <Label>Where should we send it?</Label>
                <div className="account-choice-options">
                  <Radio value="mobile" className="account-choice-option">
                    Text message
                  </Radio>
                  <Radio value="email" className="account-choice-option">
                    E-mail
                  </Radio>
                </div>
              </RadioGroup>
            )}
            {kind === 'mobile' ? (
              <TextInput key="mobile" name="mobile" label={LABEL.mobile} type="tel" inputMode="tel" autoComplete="tel" values={values} setValue={setValue} isRequired description="An Australian mobile, e.g. 0412 345 678" />
            ) : (
              <TextInput key="email" name="email" label={LABEL.email} type="email" inputMode="email" autoComplete="email" values={values} setValue={setValue} isRequired />
            )}
            {formError && (
              <p role="alert" className="lead-error">
                {formError}
              </p>
            )}
            <div className="account-buttons">
              <SubmitButton submitting={busy}>Send code</SubmitButton>
              <a href={back} className="button">
                Back
              </a>
            </div>
          </LeadFormFrame>
        ) : (
          <LeadFormFrame fieldErrors={fieldErrors} onSubmit={() => void finish()}>
            <p className="account-lead" role="status">
              We sent a 6-digit code to <strong>{step.to}</strong>. It expires in {CODE_TTL_MINUTES} minutes.
            </p>
            <TextInput name="code" label="Code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} values={values} setValue={setValue} isRequired />
            {!adding && (
              <TextInput name="first_name" label="First name (optional)" autoComplete="given-name" values={values} setValue={setValue} description="What should we call you? Only asked the first time." />
            )}
            {formError && (
              <p role="alert" className="lead-error">
                {formError}
              </p>
            )}
            <div className="account-buttons">
              <SubmitButton submitting={busy}>{adding ? `Add ${adding}` : 'Sign in'}</SubmitButton>
              <Button className="button" isDisabled={busy} onPress={() => void send()}>
                Send a new code
              </Button>
              <Button
                className="button button-link"
                onPress={() => {
                  setFormError(null);
                  setErrors({});
                  setStep({ name: 'identify' });
                }}
              >
                Use a different {kind === 'mobile' ? 'mobile' : 'email'}
              </Button>
            </div>
          </LeadFormFrame>
        )}
      </div>
    </PageFrame>
  );
}
