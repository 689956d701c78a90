// The account (spec §3 stored user record: name, last name, e-mail, mobile, postcode), which
// prefills the lead forms when signed in; the mobile and e-mail change with a code sent to them.
// What Australian privacy law expects: the shopper can download what is kept about them and delete
// the account (its sessions with it; the leads they sent stay the dealer's records). And signing
// out, here or on every device.
import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useLocation } from 'wouter';
import { EXPORT_PATH, updateDetails } from '../../../api/account.ts';
import type { SessionUser } from '../../../domain/account.ts';
import { accountDetailsBody } from '../../../domain/account-schema.ts';
import { useFieldErrors } from '../../leads/field-errors.ts';
import { SubmitButton, TextInput, type Values } from '../../leads/fields.tsx';
import { LeadFormFrame } from '../../leads/LeadFormFrame.tsx';
import { POSTCODE_MAX_LENGTH } from '../../../domain/lead-schema.ts';
import { toasts } from '../../../state/toasts.ts';
import { deleteMyAccount, signOutHere, signOutOfAllDevices, userChanged } from '../../../platform/account-actions.ts';

const changeLink = (what: 'mobile' | 'email', back: string) => `/sign-in?${new URLSearchParams({ type: 'my-garage', add: what, redirect: back, back })}`;

function DetailsForm({ user, onDone }: { user: SessionUser; onDone(): void }) {
  const [values, setValues] = useState<Values>({ name: user.name, last_name: user.last_name, postcode: user.postcode });
  const setValue = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const [errors, setErrors] = useFieldErrors();
  const [busy, setBusy] = useState(false);
  return (
    <LeadFormFrame
      fieldErrors={errors}
      onSubmit={async () => {
        const details = { name: values.name ?? '', last_name: values.last_name ?? '', postcode: values.postcode ?? '' };
        const checked = accountDetailsBody.safeParse(details);
        if (!checked.success) return setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
        setBusy(true);
        const answer = await updateDetails(details);
        setBusy(false);
        if (!answer.ok) {
          if (answer.errors.length) return setErrors(Object.fromEntries(answer.errors.map((e) => [e.field, e.message])));
          return window.alert(answer.message);
        }
        userChanged(answer.data.user);
        toasts.add({ title: 'Your details are saved', tone: 'success' });
        onDone();
      }}
    >
      <div className="lead-grid">
        <TextInput name="name" label="First Name" values={values} setValue={setValue} isRequired autoComplete="given-name" />
        <TextInput name="last_name" label="Last Name" values={values} setValue={setValue} autoComplete="family-name" />
        <TextInput name="postcode" label="Postcode" inputMode="numeric" maxLength={POSTCODE_MAX_LENGTH} values={values} setValue={setValue} autoComplete="postal-code" />
      </div>
      <div className="account-buttons">
        <SubmitButton submitting={busy}>Save details</SubmitButton>
        <Button className="button" onPress={onDone}>
          Cancel
        </Button>
      </div>
    </LeadFormFrame>
  );
}

export function AccountDetailsSection({ user, here }: { user: SessionUser; here: string }) {
  const [editing, setEditing] = useState(false);
  const [, navigate] = useLocation();
  const [failed, setFailed] = useState<string | null>(null);
  const end = async (action: () => Promise<{ ok: true } | { ok: false; message: string }>) => {
    const outcome = await action();
    if (!outcome.ok) return setFailed(outcome.message);
    navigate('/');
  };
  return (
    <section className="garage-section garage-details" aria-labelledby="garage-account">
      <h2 id="garage-account">Your details</h2>
      <p>We fill these in for you on our forms while you're signed in.</p>
      {editing ? (
        <DetailsForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <>
          <dl>
            <dt>Name</dt>
            <dd>{[user.name, user.last_name].filter(Boolean).join(' ') || <span className="garage-muted">Not given</span>}</dd>
            <dt>Mobile</dt>
            <dd>
              {user.phone ?? <span className="garage-muted">Not added</span>} <a href={changeLink('mobile', here)}>{user.phone ? 'Change' : 'Add'}<span className="visually-hidden"> mobile</span></a>
            </dd>
            <dt>Email</dt>
            <dd>
              {user.email ?? <span className="garage-muted">Not added</span>} <a href={changeLink('email', here)}>{user.email ? 'Change' : 'Add'}<span className="visually-hidden"> email</span></a>
            </dd>
            <dt>Postcode</dt>
            <dd>{user.postcode || <span className="garage-muted">Not given</span>}</dd>
          </dl>
          <Button className="button" onPress={() => setEditing(true)}>
            Edit details
          </Button>
        </>
      )}
      <h3>Your data</h3>
      <div className="account-buttons">
        <a className="button" href={EXPORT_PATH} download>
          Download my data
        </a>
        <Button className="button" onPress={() => void end(signOutHere)}>
          Sign out
        </Button>
        <Button className="button" onPress={() => void end(signOutOfAllDevices)}>
          Sign out of all devices
        </Button>
        <DialogTrigger>
          <Button className="button garage-danger">Delete my account</Button>
          <ModalOverlay className="account-dialog-overlay" isDismissable>
            <Modal>
              <Dialog className="account-dialog" role="alertdialog">
                {({ close }) => (
                  <>
                    <Heading slot="title">Delete your account?</Heading>
                    <p>
                      Your watchlist, vehicles, saved searches and details go, and you are signed out everywhere. Enquiries you sent stay with the dealer, who may
                      still contact you about them.
                    </p>
                    <div className="account-buttons">
                      <Button
                        className="button garage-danger"
                        onPress={() => {
                          close();
                          void end(deleteMyAccount);
                        }}
                      >
                        Delete my account
                      </Button>
                      <Button className="button" onPress={close} autoFocus>
                        Keep my account
                      </Button>
                    </div>
                  </>
                )}
              </Dialog>
            </Modal>
          </ModalOverlay>
        </DialogTrigger>
      </div>
      {failed && (
        <p role="alert" className="lead-error">
          {failed}
        </p>
      )}
    </section>
  );
}
