const icons = {
  mail: 'M4 6h16v12H4z M4 7l8 6 8-6',
  camera: 'M4 8h3l2-2h6l2 2h3v11H4z M12 10.5a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  table: 'M4 5h16v14H4z M4 10h16 M4 14.5h16 M10 5v14',
  heart: 'M12 19s-7-4.4-7-9.2A3.8 3.8 0 0 1 12 7.6a3.8 3.8 0 0 1 7 2.2C19 14.6 12 19 12 19z',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  folder: 'M3 7h6l2 2h10v10H3z',
  tag: 'M4 4h7l9 9-7 7-9-9z M8.5 8.5h.01',
  shield: 'M12 3l7 3v6c0 4.2-3 7.6-7 9-4-1.4-7-4.8-7-9V6z',
  users:
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M3 19c0-3.3 2.7-5 6-5s6 1.7 6 5 M16 5.5a3 3 0 0 1 0 5.5 M18 14c2 .6 3 2.2 3 5',
  upload: 'M12 16V5 M7.5 9.5L12 5l4.5 4.5 M5 19h14',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2z M9 8h6 M9 12h6',
  bolt: 'M13 3L5 14h6l-1 7 8-11h-6z',
  download: 'M12 4v11 M7.5 10.5L12 15l4.5-4.5 M5 19h14',
  chart: 'M5 19V9 M10 19V5 M15 19v-7 M20 19v-4',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z M12 7v5l3 2',
  phone: 'M8 3h8v18H8z M11 18h2',
} as const;

export type IconName = keyof typeof icons;

/** Decorative line icon; the text beside it carries the meaning. */
export function Icon({ name, size = 22 }: { name: IconName; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={icons[name]} />
    </svg>
  );
}
