// The selects a tenant's rules show on a lead form (spec §5): preferred dealership, enquiry category
// and location, each required when shown.
import { LEAD_CATEGORIES, type LeadForm, type LeadRules } from '../../domain/lead-schema.ts';
import { SelectField, type SetValue, type Values } from './fields.tsx';
import type { LeadEnvironment } from './lead-environment.ts';

export function RuleSelects({ form, rules, env, values, setValue }: { form: LeadForm; rules: LeadRules; env: LeadEnvironment; values: Values; setValue: SetValue }) {
  return (
    <>
      {rules.dealershipRequired && (
        <SelectField
          name="dealership_slug"
          label="Preferred Dealership"
          isRequired
          options={env.dealerships.map((d) => ({ id: d.slug, label: d.name }))}
          value={values.dealership_slug || null}
          onChange={(v) => setValue('dealership_slug', v)}
        />
      )}
      {rules.categoryRequired && (
        <SelectField
          name="category"
          label="Enquiry Category"
          isRequired
          options={LEAD_CATEGORIES.map((c) => ({ id: c, label: c }))}
          value={values.category || null}
          onChange={(v) => setValue('category', v)}
        />
      )}
      {rules.locationRequired && (
        <SelectField
          name="location"
          label="Location"
          isRequired
          options={env.locationsFor(form).map((l) => ({ id: l.name, label: l.name }))}
          value={values.location || null}
          onChange={(v) => setValue('location', v)}
        />
      )}
    </>
  );
}
