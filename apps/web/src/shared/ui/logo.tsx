/** The product mark: a small house with a sun. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#1677ff" />
      <path d="M6 15 16 7l10 8v10a1 1 0 0 1-1 1h-6v-6h-6v6H7a1 1 0 0 1-1-1z" fill="#fff" />
      <circle cx="16" cy="15" r="2" fill="#ffc53d" />
    </svg>
  );
}
