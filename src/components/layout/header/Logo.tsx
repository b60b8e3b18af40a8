export function Logo({ brand }: { brand: string }) {
  return (
    <span className="flex items-center gap-2 text-xl font-bold tracking-tight text-brand-700">
      <svg viewBox="0 0 32 32" aria-hidden="true" className="h-8 w-8">
        <rect width="32" height="32" rx="8" fill="#1d6b57" />
        <path d="M7 16 16 8l9 8M10 14v10h12V14" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinejoin="round" />
        <path d="M16 24v-5" stroke="#f2b53a" strokeWidth="2.4" />
      </svg>
      {brand}
    </span>
  );
}
