// Spec §2 test-drive form: step 1 contact details and message; step 2 an optional date and time
// from the appointments call, an optional dealer location and the terms disclaimer. Step 1 only
// advances; step 2 submits (spec §4). Failures show the server's error or 'An unexpected error occured'.
import { useEffect, useState } from 'react';
import { Button, Label, Radio, RadioGroup } from 'react-aria-components';
import { getAppointments } from '../../api/leads.ts';
import type { AppointmentDay } from '../../domain/appointments.ts';
import type { LeadCar, LeadSubject } from '../../domain/lead-payload.ts';
import { ContactFields, contactValues, OptIn, SelectField, SubmitButton, TextInput } from './fields.tsx';
import { LeadFormFrame } from './LeadFormFrame.tsx';
import { useLeadEnvironment } from './lead-environment.ts';
import { useLeadSubmit } from './useLeadSubmit.ts';
import { useLeadValues } from './useLeadValues.ts';
import './leads.css';

const STEP_ONE_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode', 'message'];

function useAppointments(): AppointmentDay[] {
  const [days, setDays] = useState<AppointmentDay[]>([]);
  useEffect(() => {
    let live = true;
    getAppointments()
      .then((body) => live && setDays(body.days))
      .catch(() => {
        // Booking a time is optional: offline, the dealer calls to arrange one.
      });
    return () => {
      live = false;
    };
  }, []);
  return days;
}

const dayLabel = (date: string) => new Date(`${date}T00:00:00`).toLocaleDateString('en-AU', { weekday: 'long', day: 'numeric', month: 'long' });

export function TestDriveForm({ car, subject = null }: { car: LeadCar | null; subject?: LeadSubject | null }) {
  const env = useLeadEnvironment();
  const [values, setValue] = useLeadValues();
  const [step, setStep] = useState<1 | 2>(1);
  const lead = useLeadSubmit(env, { multiStep: true });
  const days = useAppointments();
  const input = () => ({
    form: 'test-drive' as const,
    values: contactValues(values),
    car,
    subject,
    appointment: values.date && values.time ? { date: values.date, time: values.time } : null,
  });
  const times = days.find((d) => d.date === values.date)?.times ?? [];

  return (
    <LeadFormFrame
      fieldErrors={lead.fieldErrors}
      onSubmit={() => {
        if (step === 1) {
          if (lead.check(input(), STEP_ONE_FIELDS)) setStep(2);
          return;
        }
        void lead.submit(input());
      }}
    >
      <p className="lead-steps" aria-live="polite">
        Step {step} of 2: {step === 1 ? 'Your details' : 'Choose a time'}
      </p>
      {step === 1 ? (
        <>
          <ContactFields values={values} setValue={setValue} />
          <TextInput name="message" label="Message (optional)" multiline values={values} setValue={setValue} />
          <Button type="submit" className="button button-primary lead-submit">
            Next
          </Button>
        </>
      ) : (
        <>
          {days.length > 0 && (
            <SelectField
              name="date"
              label="Preferred date (optional)"
              options={days.map((d) => ({ id: d.date, label: dayLabel(d.date) }))}
              value={values.date || null}
              onChange={(v) => {
                setValue('date', v);
                setValue('time', '');
              }}
            />
          )}
          {times.length > 0 && (
            <RadioGroup name="time" value={values.time ?? ''} onChange={(v) => setValue('time', v)} className="lead-times" orientation="horizontal">
              <Label>Preferred time (optional)</Label>
              <div className="lead-time-list">
                {times.map((t) => (
                  <Radio key={t} value={t} className="lead-time">
                    {t}
                  </Radio>
                ))}
              </div>
            </RadioGroup>
          )}
          {env.locations.length > 1 && (
            <SelectField
              name="location"
              label="Dealer location (optional)"
              options={env.locations.map((l) => ({ id: l.name, label: l.name }))}
              value={values.location || null}
              onChange={(v) => setValue('location', v)}
            />
          )}
          <OptIn values={values} setValue={setValue} />
          <p className="lead-disclaimer">
            By booking a test drive you agree to bring a current driver licence and to drive under our test-drive terms. A team member will confirm the time with you.
          </p>
          {lead.formError && (
            <p role="alert" className="lead-error">
              {lead.formError.message}
            </p>
          )}
          <div className="lead-step-buttons">
            <Button className="button" onPress={() => setStep(1)}>
              Back
            </Button>
            <SubmitButton submitting={lead.submitting}>Book Test Drive</SubmitButton>
          </div>
        </>
      )}
    </LeadFormFrame>
  );
}
