import { useId } from 'react';

interface Palette {
  background: string;
  body: string;
  hair: string;
}

const skin = '#f1c7a5';

// Younger bands get lighter hair, the oldest grey; men wear blue, women rose, the unknown grey.
const hairByBand: Record<string, string> = { '0-20': '#b7793f', '21-35': '#7a4a24', '36-50': '#4a2f1a', '51+': '#b9bcc4' };
const palettes: Record<'male' | 'female', Omit<Palette, 'hair'>> = {
  male: { background: '#d0e4fb', body: '#1c7ed6' },
  female: { background: '#fbdbe8', body: '#d6336c' },
};
const defaultPalette: Palette = { background: '#e9ecef', body: '#868e96', hair: '#868e96' };

interface AvatarLook {
  gender: 'male' | 'female' | null;
  band: string | null;
}

/** Reads an avatar name of the domain ('female-21-35', 'male-51+', 'default'). */
export function avatarLook(avatarName: string): AvatarLook {
  const match = /^(male|female)-(.+)$/.exec(avatarName);
  if (!match) return { gender: null, band: null };
  const band = match[2] ?? null;
  return { gender: match[1] as 'male' | 'female', band: band && band in hairByBand ? band : null };
}

interface ProfileAvatarProps {
  avatarName: string;
  size?: number;
  /** Given when the picture itself says something the text around it does not. */
  label?: string;
}

/**
 * A profile's picture: a person's silhouette drawn for the age band and gender of its avatar name
 * (spec section 5), or a neutral one for the default image.
 */
export function ProfileAvatar({ avatarName, size = 40, label }: ProfileAvatarProps) {
  const clipId = useId();
  const { gender, band } = avatarLook(avatarName);
  const palette: Palette = gender ? { ...palettes[gender], hair: hairByBand[band ?? '21-35'] ?? defaultPalette.hair } : defaultPalette;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      data-avatar={avatarName}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: false })}
    >
      <defs>
        <clipPath id={clipId}>
          <circle cx="32" cy="32" r="32" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clipId})`}>
        <rect width="64" height="64" fill={palette.background} />
        {gender === 'female' ? <path d="M18 27c0-10 6-16 14-16s14 6 14 16v16H18z" fill={palette.hair} /> : null}
        <path d="M10 66c1-13 10-21 22-21s21 8 22 21z" fill={palette.body} />
        <path d="M27 35h10v8a5 5 0 0 1-10 0z" fill={gender ? skin : '#adb5bd'} />
        <circle cx="32" cy="26" r="11" fill={gender ? skin : '#ced4da'} />
        {gender === 'male' ? <path d="M21 25c0-7 5-12 11-12s11 5 11 12c-3-4-7-5-11-5s-8 1-11 5z" fill={palette.hair} /> : null}
        {gender === 'female' ? <path d="M21 25c1-7 5-11 11-11s10 4 11 11c-5-1-9-4-11-7c-2 3-6 6-11 7z" fill={palette.hair} /> : null}
      </g>
    </svg>
  );
}
