// Tabs on Radix (arrow keys, roles, focus) whose choice lives in the address (?onglet=…): a link, a reload or
// the back button opens the same tab. An unknown value opens the first one.
import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface AddressTab {
  value: string;
  label: string;
  content: ReactNode;
  className?: string;
}

export function AddressTabs({ label, tabs }: { label: string; tabs: AddressTab[] }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('onglet');
  const current = tabs.find((t) => t.value === asked)?.value ?? tabs[0].value;
  return (
    <Tabs.Root value={current} onValueChange={(value) => setParams({ onglet: value }, { replace: true })}>
      <Tabs.List
        aria-label={label}
        className="relative mb-6 flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {tabs.map((t) => (
          <Tabs.Trigger
            key={t.value}
            value={t.value}
            className="-mb-px border-b-2 border-transparent px-4 py-2.5 text-sm font-semibold whitespace-nowrap text-slate-700 hover:text-brand-800 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
          >
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Content key={t.value} value={t.value} className={t.className}>
          {t.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
