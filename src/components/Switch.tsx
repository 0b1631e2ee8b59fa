// An on/off setting on Radix Switch (role="switch", Space/Enter toggle), with its label and a help line.
import { useId } from 'react';
import * as RadixSwitch from '@radix-ui/react-switch';

export function Switch({
  label,
  help,
  checked,
  onCheckedChange,
  disabled,
}: {
  label: string;
  help?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-6 py-4">
      <div>
        <label htmlFor={id} className="font-semibold text-slate-900">
          {label}
        </label>
        {help && (
          <p id={`${id}-help`} className="mt-0.5 text-sm text-slate-600">
            {help}
          </p>
        )}
      </div>
      <RadixSwitch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={help ? `${id}-help` : undefined}
        className="relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-400 transition-colors disabled:opacity-60 data-[state=checked]:bg-brand-700"
      >
        <RadixSwitch.Thumb className="block h-5 w-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
      </RadixSwitch.Root>
    </div>
  );
}
