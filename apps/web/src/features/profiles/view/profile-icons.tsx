import { icon as lineIcon } from '../../../shared/ui/icons';

// Line icons of the profile screens, in the stroke style of the menu icons, a little smaller. Decorative:
// every use has a text label or an accessible name next to it.
const icon = (paths: string[], filled = false) => lineIcon(paths, { filled, size: 18 });

export const IconSearch = icon(['M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13z', 'M15.5 15.5L20 20']);
export const IconDots = icon(['M5 10.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z', 'M12 10.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z', 'M19 10.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z'], true);
export const IconLock = icon(['M6 11h12v9H6z', 'M8.5 11V8a3.5 3.5 0 0 1 7 0v3']);
export const IconOpen = icon(['M14 5h5v5', 'M19 5l-8 8', 'M17 14v5H5V7h5']);
export const IconEdit = icon(['M4 20h4L19 9l-4-4L4 16z', 'M13.5 6.5l4 4']);
export const IconShare = icon(['M6 12a2.5 2.5 0 1 0 0 .01', 'M18 6a2.5 2.5 0 1 0 0 .01', 'M18 18a2.5 2.5 0 1 0 0 .01', 'M8.2 10.8l7.6-3.6', 'M8.2 13.2l7.6 3.6']);
export const IconInvite = icon(['M3 6h18v12H3z', 'M3.5 6.5l8.5 6.5 8.5-6.5']);
export const IconRemove = icon(['M4 7h16', 'M9 7V4h6v3', 'M6 7l1 13h10l1-13', 'M10 11v6', 'M14 11v6']);
export const IconMe = icon(['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M5 20c.8-3.5 3.5-5.5 7-5.5s6.2 2 7 5.5', 'M16.5 3.5l1.5 1.5 3-3']);
export const IconPlus = icon(['M12 5v14', 'M5 12h14']);
export const IconSortUp = icon(['M8 14l4-4 4 4']);
export const IconSortDown = icon(['M8 10l4 4 4-4']);
export const IconSortNone = icon(['M9 9.5l3-3 3 3', 'M9 14.5l3 3 3-3']);
export const IconBack = icon(['M19 12H5', 'M11 6l-6 6 6 6']);
