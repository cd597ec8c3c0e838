import { providerName, providerOptions, useProviders } from '@/lib/insurance/api/get-providers';
import { SelectField } from '@/ui/form/select-field';

export interface ProviderTypeFieldProps {
  label: string;
  placeholder: string;
  /** The saved record's provider type: shown read-only instead of the choice. */
  fixed?: string | undefined;
}

/**
 * The `providerType` of a catalogue record (a gamme, a product): a required choice among the providers when
 * creating; once created, other records refer to it, so it is shown read-only (name and code) and, not being a
 * field, stays in the form as loaded and is sent unchanged.
 */
export const ProviderTypeField = ({ label, placeholder, fixed }: ProviderTypeFieldProps) => {
  const providers = useProviders();
  if (fixed !== undefined) {
    return (
      <div className="flex flex-col gap-1">
        <span className="text-sm font-medium text-slate-800 dark:text-slate-200">{label}</span>
        <p className="flex min-h-10 flex-wrap items-center gap-2 text-sm text-slate-900 dark:text-slate-100">
          {providerName(providers.data, fixed)}
          <code dir="ltr" className="text-xs text-slate-500 dark:text-slate-400">
            {fixed}
          </code>
        </p>
      </div>
    );
  }
  return (
    <SelectField
      // Remounted when the providers arrive, so a chosen value is selected.
      key={providers.data ? 'providers' : 'loading'}
      name="providerType"
      label={label}
      required
      placeholder={placeholder}
      options={providerOptions(providers.data)}
    />
  );
};
