import type { SVGProps } from 'react';

/**
 * A few line icons drawn for the menus, in one stroke style. They are decorative: every use sits
 * next to a text label, so they are hidden from screen readers.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/** A circle as path data, so every icon is a list of paths. */
function circle(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
}

/** An icon component drawing these paths; `filled` fills them instead of stroking (dots, badges). */
export function icon(paths: string[], options: { filled?: boolean; size?: number } = {}) {
  const { filled = false, size: defaultSize = 20 } = options;
  return function Icon({ size = defaultSize, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const IconHome = icon(['M4 11l8-7 8 7', 'M6 9.5V20h12V9.5', 'M10 20v-5h4v5']);
export const IconProfiles = icon(['M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z', 'M2.5 20c.8-3.4 3.3-5.5 6.5-5.5s5.7 2.1 6.5 5.5', 'M16 4.5a3.3 3.3 0 0 1 0 6.3', 'M18 14.8c1.9.7 3.1 2.5 3.5 5.2']);
export const IconPair = icon([circle(9, 12, 5), circle(15, 12, 5)]);
export const IconTeam = icon(['M12 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6z', 'M5 14a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z', 'M19 14a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z', 'M7.5 21c.5-3.5 2.2-5.5 4.5-5.5s4 2 4.5 5.5', 'M1.5 20c.3-2 1.5-3.2 3.5-3.2', 'M22.5 20c-.3-2-1.5-3.2-3.5-3.2']);
export const IconSimulator = icon(['M4 19V5', 'M4 19h16', 'M7 15l4-4 3 3 5-6', 'M16 8h3v3']);
export const IconMonitor = icon(['M3 5h18v11H3z', 'M8 20h8', 'M12 16v4', 'M6.5 12.5l3-3 2.5 2.5 4-4']);
export const IconCompare = icon(['M4 6h9', 'M4 12h6', 'M4 18h9', 'M17 4v16', 'M14 7l3-3 3 3', 'M14 17l3 3 3-3']);
export const IconHelp = icon(['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6', 'M12 17.2v.1']);
export const IconInfo = icon(['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 11v6', 'M12 7.5v.1']);
export const IconKey = icon(['M14.5 9.5a4.5 4.5 0 1 0-3.9 4.46', 'M10.6 13.96L4 20.5', 'M6.5 18l2 2', 'M14.5 9.5h.01']);
export const IconTrash = icon(['M4 7h16', 'M9 7V4h6v3', 'M6 7l1 13h10l1-13', 'M10 11v6', 'M14 11v6']);
export const IconLogout = icon(['M14 4h5v16h-5', 'M10 8l-4 4 4 4', 'M6 12h10']);
export const IconBuilding = icon(['M4 21V4h10v17', 'M14 9h6v12', 'M2.5 21h19', 'M7.5 8h3', 'M7.5 12h3', 'M7.5 16h3', 'M17 13h.01', 'M17 17h.01']);
export const IconList = icon(['M9 6h11', 'M9 12h11', 'M9 18h11', 'M4.5 6h.01', 'M4.5 12h.01', 'M4.5 18h.01']);
export const IconNetwork = icon([circle(12, 5, 2), circle(5, 12, 2), circle(19, 12, 2), circle(12, 19, 2), 'M7 12h10', 'M12 7v10', 'M6.4 10.6l4.2-4.2', 'M13.4 17.4l4.2-4.2']);
export const IconStar = icon(['M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z']);
export const IconSettings = icon(['M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z', 'M19.4 13.5l1.6 1.2-2 3.4-1.9-.6a7.5 7.5 0 0 1-2.2 1.3L14.5 21h-4l-.4-2.2a7.5 7.5 0 0 1-2.2-1.3l-1.9.6-2-3.4 1.6-1.2a7.6 7.6 0 0 1 0-3L3.9 9.3l2-3.4 1.9.6A7.5 7.5 0 0 1 10 5.2L10.5 3h4l.4 2.2a7.5 7.5 0 0 1 2.2 1.3l1.9-.6 2 3.4-1.6 1.2a7.6 7.6 0 0 1 0 3z']);
export const IconHeart = icon(['M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z']);
export const IconArrowRight = icon(['M5 12h14', 'M13 6l6 6-6 6']);
export const IconMail = icon(['M3 6h18v12H3z', 'M3.5 6.5l8.5 6.5 8.5-6.5']);
